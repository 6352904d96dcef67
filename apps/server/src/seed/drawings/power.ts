import { PCB } from './colors.js';
import { barrelJack, board, cable, capacitor, chip, led, pinsOut, smd, trimmer, usb } from './components.js';
import { el, type Labelled, type Sketch, shade } from './sketch.js';

export interface AdapterPicture extends Labelled {
  color: 'white' | 'black';
  plug: 'usb-c' | 'barrel';
}

/** A wall adapter: the plug-in brick, its cable, and the plug at the cable's end. */
export function adapter(s: Sketch, p: AdapterPicture): string {
  const [body, edge, ink] = p.color === 'white' ? ['#f6f7f9', '#c9ced5', '#2b2f36'] : ['#26282d', '#111214', '#e6e8ec'];
  cable(s, 'M230 250C260 320 330 300 330 240S290 170 330 130', p.color === 'white' ? '#eef0f3' : '#1b1c20', 9);
  if (p.plug === 'usb-c') {
    s.add(
      el('rect', { x: 314, y: 84, width: 32, height: 52, rx: 8, fill: body, stroke: edge, 'stroke-width': 1.5 }) +
        el('rect', { x: 320, y: 66, width: 20, height: 22, rx: 5, fill: s.paint('mt') }),
    );
  } else {
    s.add(
      el('rect', { x: 316, y: 86, width: 28, height: 50, rx: 6, fill: body, stroke: edge, 'stroke-width': 1.5 }) +
        el('rect', { x: 323, y: 60, width: 14, height: 30, rx: 3, fill: s.paint('mt') }) +
        el('circle', { cx: 330, cy: 62, r: 3, fill: '#555' }),
    );
  }
  s.shadowRect(70, 100, 180, 170, 24);
  s.add(
    el('rect', { x: 70, y: 108, width: 180, height: 170, rx: 24, fill: edge }) +
      el('rect', { x: 70, y: 100, width: 180, height: 170, rx: 24, fill: body }) +
      el('rect', { x: 70, y: 100, width: 180, height: 170, rx: 24, fill: s.paint('gl') }),
  );
  for (const x of [118, 160, 202]) s.add(el('circle', { cx: x, cy: 130, r: 8, fill: shade(edge, 0.85) }));
  s.text(160, 198, p.label, { size: 22, bold: true, fill: ink, max: 150 });
  if (p.figure) s.text(160, 222, p.figure, { size: 12, fill: ink, max: 150 });
  return `${p.label}: a ${p.color} plug-in power adapter with its cable and ${p.plug === 'usb-c' ? 'USB-C' : 'DC barrel'} plug`;
}

/** An 18650 cell: a blue-wrapped cylinder with its steel positive cap, lying across the picture. */
export function cell(s: Sketch, p: Labelled): string {
  s.shadow(el('rect', { x: 70, y: 178, width: 270, height: 84, rx: 20, transform: 'rotate(-20 205 220)' }));
  s.add(
    el(
      'g',
      { transform: 'rotate(-20 200 200)' },
      el('rect', { x: 64, y: 160, width: 272, height: 84, rx: 14, fill: '#2f6fd8' }) +
        el('rect', { x: 64, y: 160, width: 272, height: 84, rx: 14, fill: s.paint('cy') }) +
        el('rect', { x: 330, y: 164, width: 14, height: 76, rx: 6, fill: s.paint('mt') }) +
        el('rect', { x: 342, y: 186, width: 10, height: 32, rx: 3, fill: '#c2c8cf' }) +
        el('rect', { x: 56, y: 164, width: 12, height: 76, rx: 5, fill: s.paint('mt') }) +
        el('path', { d: 'M92 168v68', stroke: '#fff', 'stroke-width': 1.5, opacity: 0.6 }),
    ),
  );
  s.text(200, 204, p.label, { size: 30, bold: true, max: 180, rotate: -20 });
  if (p.figure) s.text(206, 226, p.figure, { size: 12, bold: true, max: 200, rotate: -20 });
  return `${p.label}: a blue cylindrical lithium-ion cell with its steel positive cap`;
}

/** A LiPo pack: the orange-wrapped slab, thick leads to its XT60 plug and a white balance plug. */
export function lipo(s: Sketch, p: Labelled): string {
  cable(s, 'M290 150C330 150 340 110 352 80', '#c62828', 8);
  cable(s, 'M290 170C340 170 352 120 366 92', '#111', 8);
  s.add(el('rect', { x: 336, y: 52, width: 40, height: 40, rx: 6, fill: '#f5c518', transform: 'rotate(20 356 72)' }));
  for (const [color, shift] of [
    ['#111', 0],
    ['#c62828', 5],
    ['#e0e0e0', 10],
  ] as const)
    cable(s, `M290 ${236 + shift}C330 ${240 + shift} 330 ${290 + shift} 350 ${310 + shift}`, color, 3);
  s.add(
    el('rect', {
      x: 338,
      y: 312,
      width: 30,
      height: 18,
      rx: 3,
      fill: '#f3f3f0',
      stroke: '#c9ced5',
      transform: 'rotate(35 353 321)',
    }),
  );
  s.shadowRect(60, 110, 240, 180, 16);
  s.add(
    el('rect', { x: 60, y: 116, width: 240, height: 180, rx: 16, fill: '#b3501a' }) +
      el('rect', { x: 60, y: 110, width: 240, height: 180, rx: 16, fill: '#f07a22' }) +
      el('rect', { x: 60, y: 110, width: 240, height: 180, rx: 16, fill: s.paint('gl') }),
  );
  s.add(el('rect', { x: 84, y: 150, width: 192, height: 100, rx: 8, fill: '#fff', opacity: 0.92 }));
  s.text(180, 188, p.label, { size: 22, bold: true, fill: '#c2410c', max: 170 });
  if (p.figure) s.text(180, 218, p.figure, { size: 15, bold: true, fill: '#2b2f36', max: 170 });
  return `${p.label} LiPo battery: an orange-wrapped pack with thick red and black leads to an XT60 plug and a white balance plug`;
}

/** A small solar panel: blue cells in an aluminium frame, its leads at one corner. */
export function solarPanel(s: Sketch, p: Labelled): string {
  cable(s, 'M300 290C320 330 340 340 360 350', '#c62828', 4);
  cable(s, 'M290 296C300 336 320 350 336 362', '#111', 4);
  s.shadowRect(50, 80, 300, 230, 6);
  s.add(
    el('rect', { x: 50, y: 86, width: 300, height: 230, rx: 6, fill: '#8a9199' }) +
      el('rect', { x: 50, y: 80, width: 300, height: 230, rx: 6, fill: s.paint('mt') }),
  );
  s.add(el('rect', { x: 62, y: 92, width: 276, height: 206, fill: '#17346f' }));
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 6; column++) {
      s.add(
        el('rect', {
          x: 66 + column * 45.5,
          y: 96 + row * 50.5,
          width: 42,
          height: 47,
          fill: s.linear('cell', [
            [0, '#2d5fc4'],
            [0.5, '#1e48a0'],
            [1, '#2a58b8'],
          ]),
        }),
      );
    }
  }
  s.add(
    el('path', {
      d: 'M66 120h272M66 170.5h272M66 221h272M66 271.5h272',
      stroke: '#c9d3e6',
      'stroke-width': 1,
      opacity: 0.5,
    }),
  );
  s.add(el('rect', { x: 62, y: 92, width: 276, height: 206, fill: s.paint('gl') }));
  s.add(el('rect', { x: 118, y: 168, width: 164, height: 56, rx: 6, fill: '#fff', opacity: 0.92 }));
  s.text(200, 196, p.label, { size: 22, bold: true, fill: '#17346f', max: 150 });
  if (p.figure) s.text(200, 214, p.figure, { size: 10, fill: '#2b2f36', max: 150 });
  return `${p.label} solar panel: blue polycrystalline cells in an aluminium frame with red and black leads`;
}

/** A Li-ion charger board: USB-C at one end, the charger and protection chips, two LEDs, solder pads. */
export function chargerBoard(s: Sketch, p: Labelled): string {
  board(s, { x: 70, y: 120, width: 270, height: 170, color: PCB.blue, rx: 8 });
  usb(s, 'c', 46, 186);
  chip(s, { x: 134, y: 150, width: 52, height: 36 }, { label: p.label, legs: 'dual', size: 7 });
  chip(s, { x: 214, y: 150, width: 36, height: 26 }, { label: 'DW01A', legs: 'dual', size: 5 });
  chip(s, { x: 214, y: 210, width: 36, height: 26 }, { label: '8205A', legs: 'dual', size: 5 });
  led(s, 140, 220, '#ff3b30');
  led(s, 160, 220, '#1e63d6', false);
  smd(s, 140, 246);
  smd(s, 176, 246, 'capacitor');
  for (const [y, name] of [
    [142, 'OUT+'],
    [176, 'B+'],
    [236, 'B−'],
    [270, 'OUT−'],
  ] as const) {
    s.add(el('rect', { x: 290, y: y - 12, width: 40, height: 24, rx: 3, fill: '#d8b04a' }));
    s.text(278, y + 3, name, { size: 7, bold: true, anchor: 'end' });
  }
  s.text(200, 104, p.label, { size: 20, bold: true, fill: '#2b2f36', max: 240 });
  if (p.figure) s.text(180, 278, p.figure, { size: 9, bold: true, max: 150 });
  return `${p.label} charger module: a small blue board with USB-C, the charger and protection chips, two LEDs and solder pads`;
}

export interface ConverterPicture extends Labelled {
  /** A buck module's big toroid and trimmer, or a boost module's small inductor. */
  topology: 'buck' | 'boost';
}

/** A DC-DC converter module: in and out pads, the regulator, its inductor, capacitors and a trimmer. */
export function converter(s: Sketch, p: ConverterPicture): string {
  const buck = p.topology === 'buck';
  board(s, { x: 50, y: buck ? 110 : 130, width: 300, height: buck ? 180 : 150, color: PCB.blue, rx: 8 });
  const top = buck ? 110 : 130;
  for (const [x, y, name] of [
    [70, top + 22, 'IN+'],
    [70, top + (buck ? 158 : 128), 'IN−'],
    [330, top + 22, 'OUT+'],
    [330, top + (buck ? 158 : 128), 'OUT−'],
  ] as const) {
    s.add(
      el('circle', { cx: x, cy: y, r: 9, fill: '#d8b04a' }) + el('circle', { cx: x, cy: y, r: 4, fill: '#e4e9ef' }),
    );
    s.text(x + (x < 200 ? 16 : -16), y + 3, name, { size: 7, bold: true, anchor: x < 200 ? 'start' : 'end' });
  }
  if (buck) {
    capacitor(s, 104, 160, 22);
    capacitor(s, 296, 160, 22);
    s.add(
      el('circle', { cx: 200, cy: 156, r: 36, fill: '#7a4a22' }) +
        el('circle', {
          cx: 200,
          cy: 156,
          r: 36,
          fill: 'none',
          stroke: '#c98a3c',
          'stroke-width': 12,
          'stroke-dasharray': '3 2',
        }) +
        el('circle', { cx: 200, cy: 156, r: 14, fill: '#3a2210' }),
    );
    chip(s, { x: 110, y: 208, width: 70, height: 44 }, { label: p.label, legs: 'dual', size: 8 });
    trimmer(s, 232, 212, 36);
    smd(s, 200, 260, 'capacitor');
  } else {
    capacitor(s, 110, 186, 16);
    chip(s, { x: 150, y: 168, width: 40, height: 26 }, { label: p.label, legs: 'dual', size: 6 });
    s.add(
      el('rect', { x: 208, y: 164, width: 40, height: 40, rx: 4, fill: '#26282d' }) +
        el('circle', { cx: 228, cy: 184, r: 12, fill: '#3a3c41' }),
    );
    trimmer(s, 264, 196, 30);
    smd(s, 160, 212, 'capacitor');
  }
  s.text(200, top - 14, p.label, { size: 20, bold: true, fill: '#2b2f36', max: 280 });
  if (p.figure) s.text(200, buck ? 282 : 268, p.figure, { size: 9, bold: true, max: 150 });
  return `${p.label} DC-DC ${buck ? 'step-down' : 'step-up'} converter: a small blue board with its regulator, inductor, capacitors and a trimmer`;
}

/** A breadboard power supply: the barrel jack and USB socket, two regulators and a jumper for each rail. */
export function breadboardSupply(s: Sketch, p: Labelled): string {
  board(s, { x: 80, y: 90, width: 250, height: 220, color: PCB.red, rx: 8 });
  barrelJack(s, 60, 118);
  s.add(
    el('rect', { x: 60, y: 206, width: 66, height: 50, rx: 3, fill: '#7e868f' }) +
      el('rect', { x: 60, y: 200, width: 66, height: 50, rx: 3, fill: s.paint('mt') }) +
      el('rect', { x: 64, y: 212, width: 8, height: 26, fill: '#34373c' }),
  );
  s.add(
    el('rect', { x: 150, y: 116, width: 40, height: 26, rx: 3, fill: s.paint('hs') }) +
      el('rect', { x: 162, y: 108, width: 16, height: 14, rx: 2, fill: '#e9ecef' }),
  );
  chip(s, { x: 210, y: 114, width: 44, height: 30 }, { label: 'AMS1117', legs: 'dual', size: 5.5 });
  chip(s, { x: 210, y: 160, width: 44, height: 30 }, { label: 'AMS1117', legs: 'dual', size: 5.5 });
  capacitor(s, 170, 184, 14);
  led(s, 150, 216, '#3ee06a');
  for (const x of [280, 306]) {
    s.add(
      el('rect', { x, y: 112, width: 18, height: 40, rx: 2, fill: '#1c1d21' }) +
        el('rect', { x: x + 1, y: 114, width: 16, height: 18, rx: 2, fill: '#f5c518' }),
    );
  }
  s.text(302, 166, '3.3V / 5V', { size: 7, bold: true });
  pinsOut(s, 148, 300, 4, { pitch: 16, length: 26, side: 'down' });
  pinsOut(s, 258, 300, 4, { pitch: 16, length: 26, side: 'down' });
  s.text(220, 262, p.label, { size: 20, bold: true, max: 150 });
  if (p.figure) s.text(220, 280, p.figure, { size: 9, bold: true, max: 150 });
  return `${p.label} breadboard power supply: a red board with a DC jack, a USB socket, two regulators and a voltage jumper for each rail`;
}
