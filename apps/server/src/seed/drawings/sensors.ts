import { PCB } from './colors.js';
import {
  board,
  cable,
  chip,
  crystal,
  hole,
  led,
  pinRow,
  pinsOut,
  shapedBoard,
  smd,
  terminal,
  trimmer,
} from './components.js';
import { el, type Labelled, type Sketch, shade } from './sketch.js';

/** HC-SR04: two ultrasonic transducers on a blue board, the crystal between them, four pins below. */
export function ultrasonic(s: Sketch, p: Labelled): string {
  board(s, { x: 50, y: 120, width: 300, height: 136, color: PCB.blue, rx: 8 });
  for (const cx of [110, 290]) {
    s.shadow(el('circle', { cx: cx + 4, cy: 196, r: 52 }));
    s.add(
      el('circle', { cx, cy: 192, r: 52, fill: s.paint('mt'), stroke: '#7b838c', 'stroke-width': 1.2 }) +
        el('circle', { cx, cy: 192, r: 42, fill: '#2a2c31' }) +
        el('circle', {
          cx,
          cy: 192,
          r: 33,
          fill: 'none',
          stroke: '#4a4d54',
          'stroke-width': 16,
          'stroke-dasharray': '1.6 2.4',
        }) +
        el('circle', {
          cx,
          cy: 192,
          r: 12,
          fill: '#1b1c20',
          stroke: '#3a3c41',
          'stroke-width': 8,
          'stroke-dasharray': '1.4 2',
        }),
    );
    s.text(cx, 132 + 118, cx < 200 ? 'T' : 'R', { size: 9, bold: true });
  }
  crystal(s, 184, 134, 32, 12);
  s.text(200, 190, p.label, { size: 16, bold: true, max: 72 });
  if (p.figure) s.text(200, 206, p.figure, { size: 8, max: 72 });
  pinsOut(s, 176, 256, 4, { pitch: 16, length: 44, side: 'down' });
  s.text(200, 236, 'Vcc  Trig  Echo  Gnd', { size: 7, max: 96 });
  return `${p.label} ultrasonic distance sensor: a blue board with two round steel transducers and four pins`;
}

export interface HumidityPicture extends Labelled {
  /** DHT22 cases are white, DHT11 cases blue. */
  housing: 'white' | 'blue';
}

/** A DHT temperature and humidity sensor: a vented plastic case on a small board with three pins. */
export function humiditySensor(s: Sketch, p: HumidityPicture): string {
  const [face, side, slots] =
    p.housing === 'white' ? ['#f7f8fa', '#c4cad2', '#4b535d'] : ['#3d8ee8', '#2a64a8', '#153d6b'];
  board(s, { x: 110, y: 70, width: 180, height: 250, color: PCB.blue, rx: 8 });
  hole(s, 200, 90, 8);
  s.shadow(el('rect', { x: 143, y: 120, width: 126, height: 160, rx: 6 }));
  s.add(
    el('polygon', { points: '262,116 278,104 278,262 262,276', fill: side }) +
      el('polygon', { points: '138,116 154,104 278,104 262,116', fill: shade(face, 1.2) }) +
      el('rect', { x: 138, y: 116, width: 124, height: 160, rx: 4, fill: face }) +
      el('rect', { x: 138, y: 116, width: 124, height: 160, rx: 4, fill: s.paint('gl') }),
  );
  for (let row = 0; row < 6; row++) {
    s.add(
      el('path', { d: `M152 ${132 + row * 18}h96`, stroke: slots, 'stroke-width': 10, 'stroke-dasharray': '18 7' }),
    );
  }
  s.text(200, 254, p.label, {
    size: 20,
    bold: true,
    max: 110,
    fill: p.housing === 'white' ? '#8d96a1' : '#e6f0ff',
    spacing: 1,
  });
  if (p.figure) s.text(200, 268, p.figure, { size: 8, max: 110, fill: p.housing === 'white' ? '#8d96a1' : '#e6f0ff' });
  smd(s, 150, 290);
  smd(s, 232, 290, 'capacitor');
  pinsOut(s, 176, 320, 3, { pitch: 24, length: 40, side: 'down' });
  s.text(200, 310, '+   OUT   −', { size: 8, bold: true, max: 80 });
  return `${p.label} temperature and humidity sensor: a ${p.housing} vented plastic case on a small blue board with three pins`;
}

/** A waterproof probe: a sealed steel tube on a black cable ending in three coloured wires. */
export function probe(s: Sketch, p: Labelled): string {
  s.shadow(
    el('path', {
      d: 'M78 96L150 168C200 218 170 270 240 284S310 290 318 310',
      fill: 'none',
      stroke: '#000',
      'stroke-width': 16,
    }),
  );
  cable(s, 'M150 168C200 218 170 270 240 284S308 290 316 306', '#15161a', 14);
  const wires = [
    ['#c62828', -8],
    ['#f2c200', 0],
    ['#222', 8],
  ] as const;
  for (const [color, shift] of wires) {
    cable(s, `M316 306c${6 + shift} 10 ${10 + shift} 18 ${8 + shift * 2} 34`, color, 4.5);
    s.add(
      el('path', {
        d: `M${324 + shift * 3} 340l${1 + shift * 0.2} 10`,
        stroke: '#d9dde2',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
  }
  s.add(el('rect', { x: 302, y: 294, width: 28, height: 22, rx: 4, fill: '#2b2c30', transform: 'rotate(35 316 305)' }));
  // The tube: 6 mm across and 50 mm long, its domed end pointing up and left.
  s.add(
    el(
      'g',
      { transform: 'rotate(45 110 128)' },
      el('rect', { x: 92, y: 40, width: 36, height: 150, rx: 18, fill: '#9aa1aa' }) +
        el('rect', {
          x: 90,
          y: 36,
          width: 36,
          height: 150,
          rx: 18,
          fill: s.linear(
            'steel',
            [
              [0, '#8d949d'],
              [0.35, '#fdfdfe'],
              [0.6, '#c2c8d0'],
              [1, '#7f8690'],
            ],
            'horizontal',
          ),
        }) +
        el('rect', { x: 88, y: 176, width: 40, height: 28, rx: 4, fill: s.paint('hs') }) +
        el('path', { d: 'M96 60v110', stroke: '#fff', 'stroke-width': 3, opacity: 0.7, 'stroke-linecap': 'round' }),
    ),
  );
  s.add(
    el('rect', {
      x: 196,
      y: 218,
      width: 128,
      height: 50,
      rx: 7,
      fill: '#f5f6f8',
      stroke: '#c9ced5',
      transform: 'rotate(-28 260 243)',
    }),
  );
  s.text(260, 242, p.label, { size: 18, bold: true, fill: '#1b1c20', max: 112, rotate: -28 });
  if (p.figure) s.text(266, 256, p.figure, { size: 9, fill: '#3a4450', max: 112, rotate: -28 });
  return `${p.label} waterproof temperature probe: a sealed stainless-steel tube on a black cable ending in red, yellow and black wires`;
}

/** HC-SR501: a white Fresnel dome over a green board, two orange trimmers and three pins. */
export function pirSensor(s: Sketch, p: Labelled): string {
  board(s, { x: 80, y: 80, width: 240, height: 220, color: PCB.green, rx: 8 });
  s.shadow(el('circle', { cx: 204, cy: 188, r: 92 }));
  s.add(
    el('circle', {
      cx: 200,
      cy: 184,
      r: 92,
      fill: s.radial(
        'dome',
        [
          [0, '#ffffff'],
          [0.7, '#eef0f2'],
          [1, '#cdd2d8'],
        ],
        { cx: 0.38, cy: 0.32, r: 0.75 },
      ),
    }) +
      el('path', {
        d: 'M200 92v184M108 184h184M135 119l130 130M265 119l-130 130',
        stroke: '#d9dde2',
        'stroke-width': 1.2,
      }) +
      el('circle', { cx: 200, cy: 184, r: 34, fill: 'none', stroke: '#d9dde2', 'stroke-width': 1.2 }) +
      el('circle', { cx: 200, cy: 184, r: 64, fill: 'none', stroke: '#d9dde2', 'stroke-width': 1.2 }),
  );
  for (const x of [98, 276]) {
    s.add(
      el('rect', { x, y: 276, width: 26, height: 26, rx: 3, fill: '#e8872b' }) +
        el('circle', { cx: x + 13, cy: 289, r: 8, fill: '#f6f2e8' }) +
        el('path', { d: `M${x + 7} 289h12`, stroke: '#9d9888', 'stroke-width': 2.5 }),
    );
  }
  pinsOut(s, 176, 300, 3, { pitch: 24, length: 40, side: 'down' });
  s.text(200, 294, p.label, { size: 13, bold: true, max: 120 });
  if (p.figure) s.text(200, 88 + 12, p.figure, { size: 8, max: 120 });
  return `${p.label} PIR motion sensor: a white Fresnel dome on a green board with two orange trimmers and three pins`;
}

export interface BreakoutPicture extends Labelled {
  color: string;
  chip: { label: string; metal?: boolean; size?: number };
  pins: string[];
  /** A VL53L0X's two windows (emitter and receiver) on its chip. */
  windows?: boolean;
  /** The board's printed axes (an IMU's). */
  axes?: boolean;
}

/** A small breakout board: the chip in the middle, mounting holes, a row of labelled pins along one edge. */
export function breakout(s: Sketch, p: BreakoutPicture): string {
  const width = Math.max(220, p.pins.length * 26 + 40);
  const x = 200 - width / 2;
  board(s, { x, y: 92, width, height: 196, color: p.color, rx: 10 });
  hole(s, x + 22, 114, 9);
  hole(s, x + width - 22, 114, 9);
  s.text(200, 122, p.label, { size: 20, bold: true, max: width - 90 });
  if (p.figure) s.text(200, 140, p.figure, { size: 9, max: width - 80 });
  const chipSize = p.chip.size ?? 54;
  const chipBox = { x: 200 - chipSize / 2, y: 196 - chipSize / 2 - 6, width: chipSize, height: chipSize };
  chip(s, chipBox, {
    label: p.chip.label,
    legs: p.chip.metal ? 'none' : 'quad',
    metal: p.chip.metal,
    size: Math.min(8, chipSize / 6),
  });
  if (p.windows) {
    for (const cx of [200 - chipSize / 4, 200 + chipSize / 4]) {
      s.add(
        el('circle', {
          cx,
          cy: chipBox.y + chipSize - 10,
          r: 5,
          fill: '#4b3a6a',
          stroke: '#c8b8ff',
          'stroke-width': 1,
        }),
      );
    }
  }
  if (p.axes) {
    s.add(el('path', { d: `M${x + 30} 236v-32M${x + 30} 236h32`, stroke: '#fff', 'stroke-width': 2, fill: 'none' }));
    s.text(x + 30, 198, '+Y', { size: 7 });
    s.text(x + 72, 239, '+X', { size: 7 });
  }
  smd(s, x + width - 60, 170);
  smd(s, x + width - 60, 186, 'capacitor');
  smd(s, x + 50, 170, 'capacitor');
  led(s, x + width - 44, 220, '#3ee06a');
  const pitch = 26;
  const start = 200 - ((p.pins.length - 1) * pitch) / 2;
  p.pins.forEach((name, index) => {
    const cx = start + index * pitch;
    s.add(
      el('rect', { x: cx - 9, y: 262, width: 18, height: 18, rx: 2, fill: '#d8b04a' }) +
        el('circle', { cx, cy: 271, r: 4.5, fill: '#1c1d21' }),
    );
    s.text(cx, 254, name, { size: 7, bold: true, max: pitch - 3 });
  });
  return `${p.label} breakout board: a small ${p.chip.label} board with mounting holes and a row of labelled pins`;
}

export interface ComparatorModulePicture extends Labelled {
  color?: string;
  /** What senses: an MQ gas sensor's mesh can, or an infrared LED and receiver at the board's tip. */
  sensor: 'gas' | 'infrared';
}

/** A comparator module: a sensor, the LM393 and its trimmer, two LEDs and pins along one edge. */
export function comparatorModule(s: Sketch, p: ComparatorModulePicture): string {
  const color = p.color ?? PCB.blue;
  const pins = p.sensor === 'gas' ? ['VCC', 'GND', 'DO', 'AO'] : ['VCC', 'GND', 'OUT'];
  board(s, { x: 80, y: 110, width: 260, height: 190, color, rx: 8 });
  pinsOut(s, 80, 205 - (pins.length - 1) * 8, pins.length, { pitch: 16, length: 46, side: 'left' });
  pins.forEach((name, index) => {
    s.text(100, 207 - (pins.length - 1) * 8 + index * 16, name, { size: 7, bold: true, anchor: 'start' });
  });
  trimmer(s, 132, 124, 34);
  chip(s, { x: 140, y: 236, width: 40, height: 28 }, { label: 'LM393', legs: 'dual', size: 6 });
  led(s, 196, 132, '#ff3b30');
  led(s, 196, 150, '#3ee06a');
  smd(s, 196, 236);
  smd(s, 196, 252, 'capacitor');
  if (p.sensor === 'gas') {
    s.shadow(el('circle', { cx: 278, cy: 206, r: 56 }));
    s.add(
      el('circle', { cx: 274, cy: 200, r: 56, fill: '#c8652e' }) +
        el('circle', { cx: 274, cy: 200, r: 48, fill: s.paint('mt') }) +
        el('circle', { cx: 274, cy: 200, r: 40, fill: '#aeb5be' }) +
        el('circle', {
          cx: 274,
          cy: 200,
          r: 20,
          fill: 'none',
          stroke: '#6d747d',
          'stroke-width': 40,
          'stroke-dasharray': '0.6 1.2',
        }) +
        el('circle', { cx: 274, cy: 200, r: 28, fill: 'none', stroke: '#8a9199', 'stroke-width': 1 }) +
        el('circle', { cx: 274, cy: 200, r: 40, fill: s.paint('gl') }),
    );
  } else {
    for (const [y, body] of [
      [150, '#dfe7ee'],
      [240, '#1b1c20'],
    ] as const) {
      s.add(
        el('rect', {
          x: 322,
          y: y - 14,
          width: 44,
          height: 28,
          rx: 14,
          fill: body,
          stroke: '#9aa1aa',
          'stroke-width': 1,
        }),
      );
      s.add(el('rect', { x: 300, y: y - 8, width: 24, height: 16, fill: '#c2c8cf' }));
    }
  }
  s.text(p.sensor === 'gas' ? 160 : 240, 200, p.label, { size: 16, bold: true, max: p.sensor === 'gas' ? 90 : 120 });
  if (p.figure) s.text(p.sensor === 'gas' ? 160 : 240, 216, p.figure, { size: 8, max: 110 });
  return `${p.label}: a ${p.sensor === 'gas' ? 'gas sensor module with a round mesh-covered sensor' : 'module with an infrared LED and receiver at its tip'}, the LM393 comparator, a blue trimmer and pins`;
}

/** Five TCRT5000 reflective sensors along a board's front edge, each with its LED. */
export function lineSensor(s: Sketch, p: Labelled): string {
  board(s, { x: 50, y: 130, width: 300, height: 150, color: PCB.black, rx: 8 });
  for (let i = 0; i < 5; i++) {
    const x = 78 + i * 56;
    s.add(
      el('rect', { x, y: 232, width: 34, height: 40, rx: 3, fill: '#121316' }) +
        el('circle', { cx: x + 9, cy: 252, r: 6, fill: '#3a5fbf' }) +
        el('circle', { cx: x + 25, cy: 252, r: 6, fill: '#1b1c20', stroke: '#555', 'stroke-width': 1 }),
    );
    led(s, x + 13, 216, '#ff3b30');
    s.text(x + 17, 210, `S${i + 1}`, { size: 7, bold: true });
  }
  pinRow(s, 116, 140, 7, { pitch: 24 });
  s.text(200, 184, p.label, { size: 16, bold: true, max: 220 });
  if (p.figure) s.text(200, 197, p.figure, { size: 8, max: 220 });
  return `${p.label}: a black board with five reflective infrared sensors along its front edge, an LED for each and a row of pins`;
}

/** A capacitive soil probe: a long black blade, its circuit at the top and a three-pin socket. */
export function soilProbe(s: Sketch, p: Labelled): string {
  const outline = 'M150 40h100v250l-50 70l-50 -70z';
  shapedBoard(s, outline, '#1d1f24');
  s.add(
    el('rect', { x: 176, y: 24, width: 48, height: 26, rx: 3, fill: '#f3f3f0' }) +
      el('path', { d: 'M186 32v10M200 32v10M214 32v10', stroke: '#8a8f96', 'stroke-width': 4 }),
  );
  chip(s, { x: 178, y: 70, width: 44, height: 30 }, { label: 'TLC555', legs: 'dual', size: 6 });
  smd(s, 166, 112);
  smd(s, 222, 112, 'capacitor');
  s.add(el('path', { d: 'M172 200h56M172 208h56', stroke: '#33363c', 'stroke-width': 2 }));
  s.text(200, 150, p.label, { size: 13, bold: true, max: 88 });
  if (p.figure) s.text(200, 166, p.figure, { size: 9, max: 88 });
  s.add(
    el('path', {
      d: 'M168 230v60l32 44l32 -44v-60',
      fill: 'none',
      stroke: '#d8b04a',
      'stroke-width': 1.5,
      opacity: 0.6,
    }),
  );
  return `${p.label}: a long black probe with its circuit and a three-pin socket at the top`;
}

/** A Hall-effect water flow sensor: a black pipe body with threaded ends, a round housing and three wires. */
export function flowSensor(s: Sketch, p: Labelled): string {
  s.shadowRect(60, 170, 280, 90, 20);
  for (const x of [50, 300]) {
    s.add(el('rect', { x, y: 178, width: 50, height: 64, rx: 6, fill: '#1f2024' }));
    s.add(
      el('path', {
        d: `M${x + 6} 182v56`,
        stroke: '#3a3c41',
        'stroke-width': 44,
        'stroke-dasharray': '2 4',
        transform: `translate(${19} 0)`,
      }),
    );
  }
  s.add(
    el('rect', { x: 96, y: 170, width: 208, height: 80, rx: 10, fill: s.paint('hs') }) +
      el('rect', { x: 96, y: 170, width: 208, height: 80, rx: 10, fill: s.paint('cy') }),
  );
  s.shadow(el('circle', { cx: 204, cy: 176, r: 70 }));
  s.add(
    el('circle', { cx: 200, cy: 172, r: 70, fill: '#1b1c20' }) +
      el('circle', { cx: 200, cy: 168, r: 66, fill: '#2b2d32' }) +
      el('circle', { cx: 200, cy: 168, r: 66, fill: s.paint('gl') }),
  );
  for (const [x, y] of [
    [152, 122],
    [248, 122],
    [152, 214],
    [248, 214],
  ] as const)
    s.add(el('circle', { cx: x, cy: y, r: 5, fill: '#8a9199' }));
  s.text(200, 164, p.label, { size: 18, bold: true, max: 110, fill: '#e6e8ec' });
  if (p.figure) s.text(200, 184, p.figure, { size: 9, max: 110, fill: '#aab0b8' });
  for (const [color, shift] of [
    ['#c62828', -10],
    ['#222', 0],
    ['#f2c200', 10],
  ] as const) {
    cable(s, `M${200 + shift} 236c0 40 ${shift * 2} 70 ${20 + shift * 3} 120`, color, 4.5);
  }
  return `${p.label} water flow sensor: a black plastic pipe with threaded ends, a round housing and red, black and yellow wires`;
}

/** An energy meter board: screw terminals, the isolated circuit, and its split-core current transformer. */
export function energyMeter(s: Sketch, p: Labelled): string {
  board(s, { x: 40, y: 90, width: 210, height: 230, color: PCB.blue, rx: 8 });
  terminal(s, 56, 100, 4, { pitch: 28, color: '#1f8f4a' });
  s.text(112, 146, 'AC  ·  CT', { size: 8, bold: true });
  chip(s, { x: 120, y: 172, width: 50, height: 50 }, { label: 'METER', size: 6 });
  s.add(
    el('rect', { x: 64, y: 174, width: 40, height: 48, rx: 3, fill: '#f3f3f0' }) +
      el('rect', { x: 186, y: 176, width: 44, height: 40, rx: 3, fill: '#1d1e22' }),
  );
  crystal(s, 72, 240, 24, 9);
  led(s, 196, 240, '#ff3b30');
  pinsOut(s, 100, 320, 4, { pitch: 24, length: 30, side: 'down' });
  s.text(145, 292, p.label, { size: 16, bold: true, max: 180 });
  cable(s, 'M112 112C150 40 290 60 300 150', '#2a2c31', 5);
  cable(s, 'M140 112C170 60 280 80 292 150', '#c62828', 5);
  s.shadow(el('circle', { cx: 306, cy: 232, r: 70 }));
  s.add(
    el('circle', { cx: 300, cy: 224, r: 70, fill: '#1b1c20' }) +
      el('circle', { cx: 300, cy: 220, r: 70, fill: s.paint('hs') }) +
      el('circle', { cx: 300, cy: 220, r: 34, fill: '#e9edf2' }) +
      el('circle', { cx: 300, cy: 220, r: 34, fill: 'none', stroke: '#0c0d0f', 'stroke-width': 3 }) +
      el('path', { d: 'M300 150v20M300 270v20', stroke: '#e9edf2', 'stroke-width': 3 }),
  );
  if (p.figure) s.text(300, 278, p.figure, { size: 14, bold: true, max: 60 });
  return `${p.label} AC energy meter: a blue board with screw terminals and its black split-core current transformer ring`;
}
