import { PCB } from './colors.js';
import { board, cable, chip, led, pinsOut, smd, terminal, usb } from './components.js';
import { el, type Labelled, round, type Sketch, shade } from './sketch.js';

/** A solderless breadboard: two power rails on each side, the terminal strips split by the centre channel. */
export function breadboard(s: Sketch, p: Labelled): string {
  s.shadowRect(36, 92, 328, 216, 8);
  s.add(
    el('rect', { x: 36, y: 100, width: 328, height: 216, rx: 6, fill: '#c9c4b4' }) +
      el('rect', {
        x: 36,
        y: 92,
        width: 328,
        height: 216,
        rx: 6,
        fill: s.linear('body', [
          [0, '#fbfaf5'],
          [1, '#ebe7da'],
        ]),
      }),
  );
  for (const [y, color] of [
    [102, '#e53935'],
    [128, '#1e63d6'],
    [272, '#e53935'],
    [298, '#1e63d6'],
  ] as const)
    s.add(el('path', { d: `M54 ${y}h292`, stroke: color, 'stroke-width': 2 }));
  for (const y of [115, 123, 285, 293]) {
    s.add(
      el('path', {
        d: `M58 ${y}h284`,
        stroke: '#34363b',
        'stroke-width': 4,
        'stroke-dasharray': '4 6 4 6 4 6 4 6 4 16',
      }),
    );
  }
  for (const y of [150, 160, 170, 180, 190, 214, 224, 234, 244, 254]) {
    s.add(el('path', { d: `M53 ${y}h294`, stroke: '#34363b', 'stroke-width': 4, 'stroke-dasharray': '4 6' }));
  }
  s.add(el('rect', { x: 44, y: 198, width: 312, height: 10, rx: 2, fill: '#dcd7c8' }));
  cable(s, 'M95 150C100 126 140 126 145 150', '#e53935', 4);
  cable(s, 'M235 234C240 214 270 214 275 234', '#1e63d6', 4);
  s.add(el('rect', { x: 136, y: 220, width: 128, height: 36, rx: 6, fill: '#fff', opacity: 0.9, stroke: '#c9c4b4' }));
  s.text(200, 244, p.label, { size: 18, bold: true, fill: '#2b2f36', max: 116 });
  if (p.figure) s.text(200, 340, p.figure, { size: 12, bold: true, fill: '#2b2f36', max: 300 });
  return `${p.label}: a white solderless breadboard with red and blue power rails and two banks of terminal strips`;
}

/** A ribbon of jumper wires in rainbow colours, Dupont housings at both ends. */
export function jumperWires(s: Sketch, p: Labelled): string {
  const colors = [
    '#7a4a22',
    '#e53935',
    '#fb8c00',
    '#fdd835',
    '#43a047',
    '#1e63d6',
    '#8e24aa',
    '#9e9e9e',
    '#fafafa',
    '#212121',
  ];
  colors.forEach((color, index) => {
    const y = 110 + index * 10;
    s.add(
      el('path', {
        d: `M70 ${y}C170 ${y} 200 ${y + 130} 320 ${y + 130}`,
        fill: 'none',
        stroke: shade(color, 0.75),
        'stroke-width': 9,
      }),
    );
    s.add(
      el('path', {
        d: `M70 ${y}C170 ${y} 200 ${y + 130} 320 ${y + 130}`,
        fill: 'none',
        stroke: color,
        'stroke-width': 7,
      }),
    );
    s.add(
      el('rect', { x: 40, y: y - 4.5, width: 34, height: 9, rx: 1.5, fill: '#1b1c20' }) +
        el('path', { d: `M22 ${y}h18`, stroke: '#c9ced5', 'stroke-width': 2.5 }),
    );
    s.add(el('rect', { x: 318, y: y + 125.5, width: 38, height: 9, rx: 1.5, fill: '#1b1c20' }));
  });
  s.add(el('rect', { x: 110, y: 300, width: 180, height: 50, rx: 8, fill: '#fff', stroke: '#c9ced5' }));
  s.text(200, 322, p.label, { size: 15, bold: true, fill: '#2b2f36', max: 164 });
  if (p.figure) s.text(200, 340, p.figure, { size: 11, fill: '#2b2f36', max: 164 });
  return `${p.label}: a ribbon of rainbow-coloured jumper wires with black Dupont connectors at both ends`;
}

export interface MultimeterPicture extends Labelled {
  /** The protective bumper's colour. */
  bumper: string;
  /** What the display reads. */
  reading: string;
  /** The dial's ranges: a manual meter's ranges or an auto-ranging meter's functions. */
  autoRanging: boolean;
}

/** A digital multimeter: the display at the top, the rotary dial, the jacks below, probes either side. */
export function multimeter(s: Sketch, p: MultimeterPicture): string {
  s.shadowRect(112, 44, 176, 296, 30);
  s.add(
    el('path', {
      d: 'M200 304C198 384 84 378 78 334',
      fill: 'none',
      stroke: '#1b1c1f',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  );
  s.add(
    el('path', {
      d: 'M248 304C252 384 318 378 322 334',
      fill: 'none',
      stroke: '#c62828',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  );
  for (const [x1, x2, color] of [
    [78, 60, '#1b1c1f'],
    [322, 340, '#c62828'],
  ] as const) {
    s.add(el('path', { d: `M${x1} 334L${x2} 196`, stroke: color, 'stroke-width': 13, 'stroke-linecap': 'round' }));
    s.add(el('path', { d: `M${x2} 196L${x2 + (x2 < 200 ? -5 : 5)} 156`, stroke: '#c9ced5', 'stroke-width': 3.4 }));
  }
  s.add(
    el('rect', { x: 112, y: 44, width: 176, height: 296, rx: 30, fill: p.bumper }) +
      el('rect', { x: 112, y: 44, width: 176, height: 296, rx: 30, fill: s.paint('gl') }) +
      el('rect', {
        x: 124,
        y: 56,
        width: 152,
        height: 272,
        rx: 20,
        fill: s.linear('face', [
          [0, '#40454c'],
          [1, '#23262b'],
        ]),
      }) +
      el('rect', { x: 138, y: 72, width: 124, height: 68, rx: 5, fill: '#15171a' }) +
      el('rect', {
        x: 144,
        y: 78,
        width: 112,
        height: 56,
        rx: 3,
        fill: s.linear(
          'lcd',
          [
            [0, '#d3dcc3'],
            [1, '#a9b796'],
          ],
          'vertical',
        ),
      }),
  );
  s.text(150, 90, p.autoRanging ? 'AUTO' : 'DC', { size: 7, fill: '#2a2f2a', bold: true, anchor: 'start' });
  s.text(250, 90, 'V', { size: 9, fill: '#2a2f2a', bold: true, anchor: 'end' });
  s.text(200, 126, p.reading, { size: 30, fill: '#1c211d', bold: true, max: 104, mono: true });
  s.text(200, 158, p.label, { size: 14, bold: true, max: 140, spacing: 1 });
  if (p.figure) s.text(200, 170, p.figure, { size: 7, fill: '#c9ced5', max: 140 });
  s.add(
    el('circle', { cx: 200, cy: 226, r: 46, fill: '#1b1d21' }) +
      el('circle', {
        cx: 200,
        cy: 226,
        r: 42,
        fill: 'none',
        stroke: '#d6dade',
        'stroke-width': 5,
        'stroke-dasharray': '1.2 5.4',
      }),
  );
  const ranges = p.autoRanging
    ? ['OFF', 'V~', 'V═', 'Ω', 'NCV', 'Hz', 'A']
    : ['OFF', 'V~', 'V═', 'Ω', 'hFE', 'A', 'mA'];
  ranges.forEach((range, index) => {
    const angle = ((-90 + index * (300 / (ranges.length - 1)) - 60) * Math.PI) / 180;
    s.text(200 + Math.cos(angle) * 56, 229 + Math.sin(angle) * 56, range, {
      size: 8,
      bold: true,
      fill: index === 0 ? '#fff' : '#ffd23f',
      max: 22,
    });
  });
  s.add(
    el('circle', { cx: 200, cy: 228, r: 34, fill: '#000', opacity: 0.5 }) +
      el('circle', {
        cx: 200,
        cy: 226,
        r: 34,
        fill: s.radial(
          'knob',
          [
            [0, '#4a4d54'],
            [1, '#141518'],
          ],
          { cx: 0.4, cy: 0.3, r: 0.7 },
        ),
      }) +
      el(
        'g',
        { transform: 'translate(200 226) rotate(50)' },
        el('rect', { x: -7, y: -36, width: 14, height: 72, rx: 6, fill: '#2b2d32' }) +
          el('path', { d: 'M0 -34L0 -20', stroke: '#fff', 'stroke-width': 3, 'stroke-linecap': 'round' }),
      ),
  );
  for (const [x, color, name] of [
    [152, '#c62828', '10A'],
    [200, '#1b1c1f', 'COM'],
    [248, '#c62828', 'VΩmA'],
  ] as const) {
    s.text(x, 288, name, { size: 7, bold: true });
    s.add(
      el('circle', { cx: x, cy: 304, r: 12, fill: color }) +
        el('circle', { cx: x, cy: 304, r: 8, fill: '#0b0b0c' }) +
        el('circle', { cx: x, cy: 304, r: 2.5, fill: '#8a9199' }),
    );
  }
  return `${p.label} digital multimeter: a ${p.autoRanging ? 'compact auto-ranging' : 'manual-ranging'} meter with its display, rotary dial, three jacks and red and black test probes`;
}

/** A soldering station: the control box with its temperature display and knob, the iron in its stand. */
export function solderingStation(s: Sketch, p: Labelled & { reading: string }): string {
  s.shadowRect(40, 170, 190, 150, 10);
  s.add(
    el('rect', { x: 40, y: 178, width: 190, height: 150, rx: 10, fill: '#8f1e1e' }) +
      el('rect', { x: 40, y: 170, width: 190, height: 150, rx: 10, fill: '#d32f2f' }) +
      el('rect', { x: 40, y: 170, width: 190, height: 150, rx: 10, fill: s.paint('gl') }),
  );
  s.add(el('rect', { x: 60, y: 190, width: 110, height: 50, rx: 4, fill: '#120808' }));
  s.text(115, 228, p.reading, { size: 32, bold: true, fill: '#ff4a3d', max: 96, mono: true });
  s.add(
    el('circle', {
      cx: 196,
      cy: 216,
      r: 20,
      fill: s.radial(
        'knob',
        [
          [0, '#4a4d54'],
          [1, '#141518'],
        ],
        { cx: 0.4, cy: 0.3, r: 0.7 },
      ),
    }) + el('path', { d: 'M196 198v10', stroke: '#fff', 'stroke-width': 3 }),
  );
  s.text(135, 278, p.label, { size: 20, bold: true, max: 170 });
  if (p.figure) s.text(135, 300, p.figure, { size: 10, max: 170 });
  cable(s, 'M200 320C240 370 300 360 300 300', '#1b1c20', 7);
  s.add(
    el('ellipse', { cx: 310, cy: 300, rx: 54, ry: 16, fill: '#2a2c31' }) +
      el('ellipse', { cx: 310, cy: 296, rx: 40, ry: 11, fill: '#f5c518' }),
  );
  s.add(
    el('path', {
      d: 'M310 292L300 170',
      stroke: '#b7bec7',
      'stroke-width': 22,
      'stroke-dasharray': '3 3',
      fill: 'none',
    }),
  );
  s.add(
    el('path', { d: 'M305 300L285 180', stroke: '#1b1c20', 'stroke-width': 16, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M285 180L280 120', stroke: '#c9ced5', 'stroke-width': 6 }) +
      el('path', { d: 'M280 120L278 100', stroke: '#8a9199', 'stroke-width': 3 }),
  );
  return `${p.label} soldering station: a red control box with a temperature display and knob, and the iron in its stand`;
}

/** A pencil soldering iron: handle, steel shaft and tip, with its mains cable. */
export function solderingIron(s: Sketch, p: Labelled): string {
  s.shadow(el('path', { d: 'M90 310L330 120', stroke: '#000', 'stroke-width': 34, 'stroke-linecap': 'round' }));
  cable(s, 'M96 304C60 340 50 360 70 380', '#1b1c20', 8);
  s.add(
    el(
      'g',
      { transform: 'rotate(-38 200 210)' },
      el('rect', { x: 40, y: 190, width: 170, height: 40, rx: 18, fill: '#1e63d6' }) +
        el('rect', { x: 40, y: 190, width: 170, height: 40, rx: 18, fill: s.paint('cy') }) +
        el('path', { d: 'M70 194v32M84 194v32M98 194v32', stroke: '#143f8c', 'stroke-width': 4 }) +
        el('rect', { x: 206, y: 198, width: 110, height: 24, rx: 4, fill: s.paint('mt') }) +
        el('rect', { x: 206, y: 198, width: 110, height: 24, rx: 4, fill: s.paint('cy') }) +
        el('path', { d: 'M316 202L360 210L316 218z', fill: '#8a9199' }),
    ),
  );
  s.add(el('rect', { x: 210, y: 282, width: 150, height: 60, rx: 8, fill: '#fff', stroke: '#c9ced5' }));
  s.text(285, 308, p.label, { size: 20, bold: true, fill: '#2b2f36', max: 134 });
  if (p.figure) s.text(285, 330, p.figure, { size: 14, bold: true, fill: '#1e63d6', max: 134 });
  return `${p.label} soldering iron: a pencil iron with a blue handle, a steel shaft and a conical tip, and its mains cable`;
}

/** A spool of solder wire with its label. */
export function solderSpool(s: Sketch, p: Labelled): string {
  s.shadow(el('circle', { cx: 206, cy: 208, r: 130 }));
  s.add(
    el('circle', { cx: 200, cy: 200, r: 130, fill: '#1e63d6' }) +
      el('circle', { cx: 200, cy: 200, r: 130, fill: s.paint('gl') }),
  );
  s.add(
    el('circle', {
      cx: 200,
      cy: 200,
      r: 114,
      fill: s.radial(
        'wire',
        [
          [0.6, '#7f868f'],
          [0.8, '#c9ced5'],
          [1, '#8d949d'],
        ],
        { r: 0.5 },
      ),
    }),
  );
  for (const r of [82, 90, 98, 106])
    s.add(el('circle', { cx: 200, cy: 200, r, fill: 'none', stroke: '#6d747d', 'stroke-width': 0.8, opacity: 0.6 }));
  s.add(
    el('circle', { cx: 200, cy: 200, r: 74, fill: '#f6f7f9' }) +
      el('circle', { cx: 200, cy: 200, r: 14, fill: '#d6dae0' }),
  );
  s.add(
    el('path', {
      d: 'M300 150C340 130 350 100 370 80',
      fill: 'none',
      stroke: '#aeb5be',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  s.text(200, 182, p.label, { size: 22, bold: true, fill: '#2b2f36', max: 124 });
  if (p.figure) s.text(200, 238, p.figure, { size: 13, bold: true, fill: '#2b2f36', max: 124 });
  return `${p.label}: a spool of grey solder wire on a blue reel`;
}

/** A clear plastic box of LEDs sorted by colour. */
export function ledBox(s: Sketch, p: Labelled): string {
  s.shadowRect(50, 80, 300, 240, 12);
  s.add(
    el('rect', { x: 50, y: 86, width: 300, height: 240, rx: 12, fill: '#b9c6d2' }) +
      el('rect', { x: 50, y: 80, width: 300, height: 240, rx: 12, fill: '#e8f0f6', opacity: 0.9 }),
  );
  const colors = ['#e53935', '#43a047', '#1e63d6', '#fdd835', '#fafafa'];
  colors.forEach((color, index) => {
    const x = 62 + index * 57;
    s.add(el('rect', { x, y: 140, width: 50, height: 168, rx: 4, fill: '#fff', opacity: 0.6, stroke: '#c9d3dc' }));
    for (let led = 0; led < 5; led++) {
      const cx = x + 14 + (led % 2) * 20;
      const cy = 160 + led * 30;
      s.add(
        el('path', {
          d: `M${cx - 3} ${cy + 8}l-2 16M${cx + 3} ${cy + 8}l3 14`,
          stroke: '#b0b6bd',
          'stroke-width': 1.6,
        }),
      );
      s.add(
        el('rect', { x: cx - 7, y: cy - 10, width: 14, height: 18, rx: 7, fill: color, stroke: shade(color, 0.8) }) +
          el('rect', { x: cx - 8, y: cy + 6, width: 16, height: 3, fill: shade(color, 0.85) }),
      );
    }
  });
  s.add(el('rect', { x: 80, y: 92, width: 240, height: 40, rx: 6, fill: '#fff', stroke: '#c9d3dc' }));
  s.text(200, 110, p.label, { size: 15, bold: true, fill: '#2b2f36', max: 224 });
  if (p.figure) s.text(200, 126, p.figure, { size: 10, fill: '#2b2f36', max: 224 });
  return `${p.label}: a clear plastic box of 5 mm LEDs sorted by colour`;
}

/** A fan of prototyping boards of several sizes, their plated holes in a grid. */
export function perfboards(s: Sketch, p: Labelled): string {
  const sizes = [
    [60, 70, 180, 250, -10],
    [120, 90, 160, 220, 0],
    [180, 110, 140, 200, 10],
    [230, 130, 110, 180, 20],
  ] as const;
  for (const [x, y, width, height, angle] of sizes) {
    const group: string[] = [];
    group.push(
      el('rect', { x, y: y + 4, width, height, rx: 4, fill: '#1f5a36' }),
      el('rect', { x, y, width, height, rx: 4, fill: '#2f8a4f' }),
    );
    for (let row = 0; row < Math.floor((height - 16) / 10); row++) {
      group.push(
        el('path', {
          d: `M${x + 9} ${y + 12 + row * 10}h${width - 16}`,
          stroke: '#d8b04a',
          'stroke-width': 6,
          'stroke-dasharray': '6 4',
        }),
      );
    }
    s.shadow(
      el('rect', {
        x: x + 5,
        y: y + 9,
        width,
        height,
        rx: 4,
        transform: `rotate(${angle} ${x + width / 2} ${y + height / 2})`,
      }),
    );
    s.add(el('g', { transform: `rotate(${angle} ${round(x + width / 2)} ${round(y + height / 2)})` }, group.join('')));
  }
  s.add(el('rect', { x: 70, y: 320, width: 260, height: 46, rx: 8, fill: '#fff', stroke: '#c9ced5' }));
  s.text(200, 342, p.label, { size: 14, bold: true, fill: '#2b2f36', max: 240 });
  if (p.figure) s.text(200, 358, p.figure, { size: 10, fill: '#2b2f36', max: 240 });
  return `${p.label}: a fan of green double-sided prototype boards of four sizes with tinned plated holes`;
}

export interface ChipPackPicture extends Labelled {
  pins: 8 | 16 | 28;
  /** How many chips are in the pack (the picture shows them in a row). */
  count: number;
  /** The second line of the chip's marking. */
  marking?: string;
}

/** Pin pitch and body height by pin count: a DIP-8 is almost square, a DIP-28 five times as long as it is wide. */
const DIP_PROPORTIONS: Record<ChipPackPicture['pins'], [number, number]> = { 8: [34, 88], 16: [30, 70], 28: [20, 58] };

/** Through-hole chips in DIP packages, one or a row of them, with the packet's label. */
export function chipPack(s: Sketch, p: ChipPackPicture): string {
  const perSide = p.pins / 2;
  const [pitch, bodyHeight] = DIP_PROPORTIONS[p.pins];
  const width = perSide * pitch;
  const legs = `${round(pitch * 0.4)} ${round(pitch * 0.6)}`;
  const shown = Math.min(p.count, 5);
  for (let index = shown - 1; index >= 0; index--) {
    const x = 200 - width / 2 + index * 14 - (shown - 1) * 7;
    const y = (p.count > 1 ? 110 : 150) + index * 30 - (shown - 1) * 15;
    s.shadowRect(x, y, width, bodyHeight + 30, 4);
    s.add(
      el('path', {
        d: `M${x + pitch * 0.3} ${y - 4}h${width - pitch * 0.3}`,
        stroke: '#8f969f',
        'stroke-width': 8,
        'stroke-dasharray': legs,
      }) +
        el('rect', { x, y, width, height: bodyHeight, rx: 3, fill: s.paint('ic') }) +
        el('rect', { x, y: y + bodyHeight - 4, width, height: 12, rx: 3, fill: '#0b0b0d' }) +
        el('path', {
          d: `M${x + pitch * 0.3} ${y + bodyHeight + 12}h${width - pitch * 0.3}`,
          stroke: '#d4d9df',
          'stroke-width': 14,
          'stroke-dasharray': legs,
        }) +
        el('path', {
          d: `M${x} ${y + bodyHeight * 0.32}c${12} 0 ${12} ${bodyHeight * 0.36} 0 ${bodyHeight * 0.36}z`,
          fill: '#0a0a0c',
        }),
    );
    if (index === 0) {
      s.text(x + width / 2, y + bodyHeight * 0.48, p.label, { size: 18, fill: '#cdd0d6', max: width - 30, spacing: 1 });
      if (p.marking)
        s.text(x + width / 2, y + bodyHeight * 0.48 + 16, p.marking, { size: 9.6, fill: '#9da3ab', max: width - 30 });
    }
  }
  if (p.figure) {
    s.add(el('rect', { x: 120, y: 316, width: 160, height: 40, rx: 8, fill: '#fff', stroke: '#c9ced5' }));
    s.text(200, 342, p.figure, { size: 16, bold: true, fill: '#2b2f36', max: 144 });
  }
  return `${p.label}: ${p.count > 1 ? `${p.count} chips` : 'a chip'} in a ${p.pins}-pin DIP package`;
}

/** A MOSFET module: the transistor standing in its TO-220 package, screw terminals and three pins. */
export function mosfetModule(s: Sketch, p: Labelled & { transistor: string }): string {
  board(s, { x: 70, y: 140, width: 260, height: 170, color: PCB.red, rx: 8 });
  terminal(s, 90, 250, 2, { pitch: 30 });
  terminal(s, 230, 250, 2, { pitch: 30 });
  s.text(120, 244, 'V+  V−', { size: 8, bold: true });
  s.text(260, 244, 'LOAD', { size: 8, bold: true });
  pinsOut(s, 70, 184, 3, { pitch: 18, length: 40, side: 'left' });
  led(s, 170, 262, '#ff3b30');
  smd(s, 186, 234);
  s.shadowRect(140, 70, 120, 130, 4);
  s.add(
    el('rect', { x: 140, y: 60, width: 120, height: 60, rx: 4, fill: s.paint('mt') }) +
      el('circle', { cx: 200, cy: 86, r: 12, fill: '#e6ebf1', stroke: '#8a9199' }) +
      el('rect', { x: 140, y: 112, width: 120, height: 88, rx: 3, fill: s.paint('ic') }) +
      el('path', { d: 'M168 200v28M200 200v28M232 200v28', stroke: '#c9ced5', 'stroke-width': 8 }),
  );
  s.text(200, 156, p.transistor, { size: 18, fill: '#cdd0d6', max: 100 });
  s.text(200, 300, p.label, { size: 14, bold: true, max: 220 });
  if (p.figure) s.text(200, 176, p.figure, { size: 8, fill: '#9da3ab', max: 100 });
  return `${p.label}: a red board with the ${p.transistor} standing in its TO-220 package, two screw terminals and three pins`;
}

export interface KitPicture extends Labelled {
  /** The box: a printed cardboard box with its lid up, or a clear plastic case of compartments. */
  box: 'carton' | 'case';
  color: string;
  contents: KitItem[];
}

export type KitItem =
  | 'board'
  | 'breadboard'
  | 'leds'
  | 'wires'
  | 'modules'
  | 'servo'
  | 'lcd'
  | 'relay'
  | 'psu'
  | 'case'
  | 'card'
  | 'sensor'
  | 'book';

/** One small, unnamed item in a kit: drawn generically, so no picture names a product it is not. */
function kitItem(s: Sketch, item: KitItem, x: number, y: number, w: number, h: number): void {
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (item) {
    case 'board':
      s.add(
        el('rect', { x: x + 4, y: y + 6, width: w - 8, height: h - 12, rx: 4, fill: PCB.teal }) +
          el('rect', { x: x + 8, y: y + 8, width: w - 16, height: 5, fill: '#1c1d21' }) +
          el('rect', { x: cx - 8, y: cy, width: 20, height: 8, fill: '#222' }),
      );
      break;
    case 'breadboard':
      s.add(
        el('rect', { x: x + 4, y: y + 6, width: w - 8, height: h - 12, rx: 3, fill: '#f6f4ec' }) +
          el('path', {
            d: `M${x + 8} ${cy - 4}h${w - 16}M${x + 8} ${cy + 4}h${w - 16}`,
            stroke: '#555',
            'stroke-width': 2,
            'stroke-dasharray': '2 3',
          }),
      );
      break;
    case 'leds':
      ['#e53935', '#43a047', '#fdd835', '#1e63d6'].forEach((color, index) => {
        s.add(el('rect', { x: x + 8 + (index * (w - 16)) / 4, y: cy - 8, width: 8, height: 14, rx: 4, fill: color }));
      });
      break;
    case 'wires':
      ['#e53935', '#fdd835', '#43a047', '#1e63d6'].forEach((color, index) => {
        s.add(
          el('path', {
            d: `M${x + 6} ${y + 10 + index * 6}C${cx} ${y + 10 + index * 6} ${cx} ${y + h - 10} ${x + w - 6} ${y + h - 10 - index * 4}`,
            fill: 'none',
            stroke: color,
            'stroke-width': 3,
          }),
        );
      });
      break;
    case 'modules':
      for (let index = 0; index < 4; index++) {
        s.add(
          el('rect', {
            x: x + 4 + (index % 2) * (w / 2),
            y: y + 4 + Math.floor(index / 2) * (h / 2),
            width: w / 2 - 8,
            height: h / 2 - 8,
            rx: 2,
            fill: index % 2 ? PCB.blue : PCB.red,
          }),
        );
      }
      break;
    case 'servo':
      s.add(
        el('rect', { x: x + 10, y: y + 10, width: w - 20, height: h - 20, rx: 3, fill: '#2a6fd6' }) +
          el('circle', { cx: cx - 4, cy: y + 14, r: 6, fill: '#f5f5f5' }),
      );
      break;
    case 'lcd':
      s.add(
        el('rect', { x: x + 4, y: y + 8, width: w - 8, height: h - 16, rx: 3, fill: PCB.darkGreen }) +
          el('rect', { x: x + 10, y: y + 14, width: w - 20, height: h - 28, rx: 2, fill: '#1f5fe0' }),
      );
      break;
    case 'relay':
      s.add(el('rect', { x: x + 6, y: y + 8, width: w - 12, height: h - 16, rx: 3, fill: '#2a7de1' }));
      break;
    case 'psu':
      s.add(
        el('rect', { x: x + 8, y: y + 6, width: w - 16, height: h - 12, rx: 8, fill: '#f6f7f9', stroke: '#c9ced5' }),
      );
      break;
    case 'case':
      s.add(
        el('rect', { x: x + 4, y: y + 6, width: w - 8, height: h - 12, rx: 10, fill: '#c51a4a' }) +
          el('rect', { x: x + 10, y: y + 12, width: w - 20, height: h - 24, rx: 6, fill: '#f4f5f7' }) +
          el('circle', { cx, cy, r: Math.min(w, h) / 5, fill: '#1b1c20' }),
      );
      break;
    case 'card':
      s.add(
        el('rect', { x: cx - 12, y: cy - 16, width: 24, height: 32, rx: 3, fill: '#1b1c20' }) +
          el('rect', { x: cx - 8, y: cy - 12, width: 16, height: 10, fill: '#e9ecef' }),
      );
      break;
    case 'sensor':
      s.add(
        el('rect', { x: x + 8, y: y + 8, width: w - 16, height: h - 16, rx: 3, fill: PCB.blue }) +
          el('circle', { cx, cy, r: Math.min(w, h) / 5, fill: s.paint('mt') }),
      );
      break;
    case 'book':
      s.add(
        el('rect', { x: x + 6, y: y + 4, width: w - 12, height: h - 8, rx: 2, fill: '#f4f5f7', stroke: '#c9ced5' }) +
          el('path', {
            d: `M${x + 12} ${y + 14}h${w - 24}M${x + 12} ${y + 22}h${w - 30}M${x + 12} ${y + 30}h${w - 28}`,
            stroke: '#9aa1aa',
            'stroke-width': 2,
          }),
      );
      break;
  }
}

/** A kit: its box open on its contents, the kit's name printed on the front. */
export function kit(s: Sketch, p: KitPicture): string {
  if (p.box === 'carton') {
    s.add(
      el('polygon', { points: '70,170 110,60 340,60 330,170', fill: shade(p.color, 0.85) }) +
        el('polygon', { points: '70,170 110,60 340,60 330,170', fill: s.paint('gl') }),
    );
  }
  s.shadowRect(50, 160, 300, 200, 10);
  const inside = { x: 60, y: 170, width: 280, height: 110 };
  s.add(
    el('rect', {
      x: 50,
      y: 160,
      width: 300,
      height: 130,
      rx: 8,
      fill: p.box === 'case' ? '#dfe8ef' : shade(p.color, 0.6),
    }) + el('rect', { ...inside, rx: 4, fill: p.box === 'case' ? '#f4f8fb' : '#f1ece0' }),
  );
  const columns = Math.ceil(p.contents.length / 2);
  const cellWidth = inside.width / columns;
  const cellHeight = inside.height / (p.contents.length > 1 ? 2 : 1);
  p.contents.forEach((item, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = inside.x + column * cellWidth;
    const y = inside.y + row * cellHeight;
    if (p.box === 'case')
      s.add(
        el('rect', {
          x: x + 2,
          y: y + 2,
          width: cellWidth - 4,
          height: cellHeight - 4,
          rx: 3,
          fill: 'none',
          stroke: '#c2d0dc',
          'stroke-width': 2,
        }),
      );
    kitItem(s, item, x + 4, y + 4, cellWidth - 8, cellHeight - 8);
  });
  if (p.box === 'case')
    s.add(el('rect', { x: 50, y: 160, width: 300, height: 130, rx: 8, fill: '#fff', opacity: 0.18 }));
  s.add(
    el('rect', { x: 50, y: 280, width: 300, height: 84, rx: 8, fill: p.color }) +
      el('rect', { x: 50, y: 280, width: 300, height: 84, rx: 8, fill: s.paint('gl') }),
  );
  s.text(200, 318, p.label, { size: 22, bold: true, max: 270 });
  if (p.figure) s.text(200, 344, p.figure, { size: 12, max: 270, opacity: 0.9 });
  return `${p.label}: ${p.box === 'carton' ? 'a printed box with its lid open' : 'a clear plastic compartment case'} showing the parts inside`;
}

/** An all-in-one learning board: the microcontroller board in the middle, ready-wired modules around it. */
export function groveBoard(s: Sketch, p: Labelled): string {
  board(s, { x: 36, y: 60, width: 328, height: 290, color: '#f2f3f5', rx: 12 });
  const tiles = [
    [48, 72, PCB.red],
    [128, 72, PCB.blue],
    [208, 72, PCB.green],
    [288, 72, PCB.purple],
    [48, 152, PCB.blue],
    [288, 152, PCB.red],
    [48, 232, PCB.green],
    [128, 270, PCB.purple],
    [208, 270, PCB.blue],
    [288, 232, PCB.green],
  ] as const;
  tiles.forEach(([x, y, color], index) => {
    s.add(
      el('rect', { x, y, width: 64, height: 64, rx: 4, fill: color }) +
        el('rect', { x, y, width: 64, height: 64, rx: 4, fill: s.paint('gl') }),
    );
    s.add(el('rect', { x: x + 20, y: y + 48, width: 24, height: 12, rx: 2, fill: '#f7f7f4', stroke: '#c9ced5' }));
    const part = index % 4;
    if (part === 0) led(s, x + 28, y + 20, '#ff3b30');
    else if (part === 1)
      s.add(
        el('circle', { cx: x + 32, cy: y + 26, r: 12, fill: s.paint('mt') }) +
          el('circle', { cx: x + 32, cy: y + 26, r: 6, fill: '#1b1c20' }),
      );
    else if (part === 2) chip(s, { x: x + 20, y: y + 12, width: 24, height: 24 }, { legs: 'none' });
    else s.add(el('rect', { x: x + 12, y: y + 12, width: 40, height: 24, rx: 2, fill: '#0a0b0d' }));
  });
  s.add(
    el('path', {
      d: 'M116 72v260M284 72v260M44 144h312M44 224h312',
      stroke: '#c9ced5',
      'stroke-width': 2,
      'stroke-dasharray': '6 4',
    }),
  );
  board(s, { x: 130, y: 152, width: 140, height: 110, color: PCB.black, rx: 6, depth: 3 });
  usb(s, 'micro', 112, 180);
  chip(s, { x: 176, y: 176, width: 40, height: 40 }, { label: 'ATMEGA328P', size: 4.5 });
  s.text(200, 250, p.label, { size: 11, bold: true, max: 124 });
  if (p.figure) s.text(200, 376, p.figure, { size: 12, bold: true, fill: '#2b2f36', max: 200 });
  return `${p.label}: a white board with a microcontroller board in the middle and ten ready-wired modules around it`;
}
