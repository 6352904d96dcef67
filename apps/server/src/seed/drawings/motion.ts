import { PCB } from './colors.js';
import {
  board,
  cable,
  capacitor,
  chip,
  heatsink,
  hole,
  led,
  pinRow,
  pinsOut,
  smd,
  terminal,
  trimmer,
} from './components.js';
import { el, type Labelled, round, type Sketch, shade } from './sketch.js';

/** A box in a three-quarter view: its front face, its top and its right side. */
function block(
  s: Sketch,
  {
    x,
    y,
    width,
    height,
    depth,
    color,
  }: { x: number; y: number; width: number; height: number; depth: number; color: string },
): void {
  const dx = depth * 0.8;
  const dy = depth * 0.55;
  s.shadow(el('rect', { x: x + 8, y: y + 10, width: width + dx, height: height, rx: 6 }));
  s.add(
    el('polygon', {
      points: `${x},${y} ${x + dx},${y - dy} ${x + width + dx},${y - dy} ${x + width},${y}`,
      fill: shade(color, 1.25),
    }) +
      el('polygon', {
        points: `${x + width},${y} ${x + width + dx},${y - dy} ${x + width + dx},${y + height - dy} ${x + width},${y + height}`,
        fill: shade(color, 0.7),
      }) +
      el('rect', { x, y, width, height, fill: color }) +
      el('rect', { x, y, width, height, fill: s.paint('gl') }),
  );
}

export interface ServoPicture extends Labelled {
  color: string;
  /** A micro servo is drawn smaller than a standard one. */
  micro: boolean;
}

/** A hobby servo: its case with mounting ears, the output shaft and horn on top, the three-wire lead. */
export function servo(s: Sketch, p: ServoPicture): string {
  const scale = p.micro ? 0.85 : 1;
  const width = 150 * scale;
  const height = 150 * scale;
  const x = 190 - width / 2;
  const y = 130 + (1 - scale) * 60;
  cable(
    s,
    `M${round(x + 20)} ${round(y + height - 10)}C${round(x - 30)} ${round(y + height + 30)} 120 340 170 350`,
    '#8a4b20',
    5,
  );
  cable(
    s,
    `M${round(x + 26)} ${round(y + height - 10)}C${round(x - 24)} ${round(y + height + 36)} 126 344 174 356`,
    '#d32f2f',
    5,
  );
  cable(
    s,
    `M${round(x + 32)} ${round(y + height - 10)}C${round(x - 18)} ${round(y + height + 42)} 132 348 178 362`,
    '#f39c12',
    5,
  );
  s.add(el('rect', { x: 168, y: 338, width: 30, height: 26, rx: 3, fill: '#1b1c20', transform: 'rotate(20 183 351)' }));
  block(s, {
    x: x - 30 * scale,
    y: y + 24 * scale,
    width: width + 60 * scale,
    height: 12 * scale,
    depth: 44 * scale,
    color: shade(p.color, 0.95),
  });
  for (const hx of [x - 18 * scale, x + width + 18 * scale]) {
    s.add(
      el('ellipse', {
        cx: hx + 10 * scale,
        cy: y + 16 * scale,
        rx: 6 * scale,
        ry: 4 * scale,
        fill: shade(p.color, 0.5),
      }),
    );
  }
  block(s, { x, y, width, height, depth: 60 * scale, color: p.color });
  const shaftX = x + width * 0.32 + 24 * scale;
  const shaftY = y - 16 * scale;
  s.add(
    el('ellipse', { cx: shaftX, cy: shaftY, rx: 20 * scale, ry: 11 * scale, fill: shade(p.color, 1.1) }) +
      el('ellipse', {
        cx: shaftX,
        cy: shaftY - 8 * scale,
        rx: 12 * scale,
        ry: 7 * scale,
        fill: p.micro ? '#f5f5f5' : '#c7ccd3',
      }) +
      el('path', {
        d: `M${round(shaftX - 70 * scale)} ${round(shaftY - 4 * scale)}l${round(62 * scale)} ${round(-16 * scale)}h${round(16 * scale)}l${round(62 * scale)} ${round(16 * scale)}l${round(-4 * scale)} ${round(9 * scale)}l${round(-62 * scale)} ${round(-6 * scale)}h${round(-8 * scale)}l${round(-62 * scale)} ${round(6 * scale)}z`,
        fill: '#f7f7f7',
        stroke: '#c9ced5',
      }) +
      el('circle', { cx: shaftX, cy: shaftY - 10 * scale, r: 6 * scale, fill: '#d9dde2', stroke: '#9aa1aa' }),
  );
  s.text(x + width / 2, y + height * 0.44, p.label, { size: 30 * scale, bold: true, max: width - 16 });
  if (p.figure)
    s.text(x + width / 2, y + height * 0.44 + 20 * scale, p.figure, {
      size: 11 * scale,
      max: width - 16,
      opacity: 0.9,
    });
  return `${p.label} servo: a ${p.micro ? 'small ' : ''}case with mounting ears, a white horn on the output shaft and a brown, red and orange lead`;
}

/** A NEMA 17 stepper: the square steel end caps around its black body, the shaft, and four wires. */
export function nemaStepper(s: Sketch, p: Labelled): string {
  cable(s, 'M286 250C320 270 330 300 350 340', '#c62828', 3.5);
  cable(s, 'M288 256C318 280 322 310 338 346', '#1e63d6', 3.5);
  cable(s, 'M290 262C316 290 314 320 326 350', '#2e7d32', 3.5);
  cable(s, 'M292 268C314 300 306 330 314 354', '#111', 3.5);
  block(s, { x: 100, y: 214, width: 170, height: 40, depth: 110, color: '#c9ced5' });
  block(s, { x: 100, y: 160, width: 170, height: 56, depth: 110, color: '#1f2024' });
  block(s, { x: 100, y: 136, width: 170, height: 26, depth: 110, color: '#d4d8dd' });
  s.add(
    el('ellipse', { cx: 229, cy: 106, rx: 38, ry: 20, fill: '#aeb5be' }) +
      el('ellipse', { cx: 229, cy: 100, rx: 38, ry: 20, fill: '#e4e7eb' }) +
      el('rect', { x: 222, y: 50, width: 14, height: 50, fill: s.paint('cx') }) +
      el('rect', { x: 222, y: 50, width: 14, height: 50, fill: '#c2c8cf', opacity: 0.6 }) +
      el('ellipse', { cx: 229, cy: 50, rx: 7, ry: 4, fill: '#eef0f2' }),
  );
  for (const [cx, cy] of [
    [134, 120],
    [300, 120],
    [176, 92],
    [262, 92],
  ] as const)
    s.add(el('ellipse', { cx, cy, rx: 7, ry: 4, fill: '#6d747d' }));
  s.text(185, 194, p.label, { size: 22, bold: true, max: 150 });
  if (p.figure) s.text(185, 210, p.figure, { size: 10, max: 150, fill: '#c9ced5' });
  return `${p.label} stepper motor: a square motor with steel end caps around a black body, a round shaft and four coloured wires`;
}

/** A 28BYJ-48 geared stepper (a round steel can under a blue cap) wired to its ULN2003 driver board. */
export function gearedStepper(s: Sketch, p: Labelled & { driver: string }): string {
  board(s, { x: 200, y: 180, width: 160, height: 150, color: PCB.darkGreen, rx: 6 });
  chip(s, { x: 222, y: 236, width: 66, height: 26 }, { label: p.driver, legs: 'dual', size: 8 });
  for (let i = 0; i < 4; i++) led(s, 306, 200 + i * 16, '#ff3b30', i % 2 === 0);
  s.add(
    el('rect', { x: 222, y: 192, width: 66, height: 24, rx: 2, fill: '#f3f3f0' }) +
      el('path', { d: 'M228 204h54', stroke: '#9aa1aa', 'stroke-width': 6, 'stroke-dasharray': '6 7' }),
  );
  pinRow(s, 222, 290, 4, { pitch: 12 });
  pinRow(s, 300, 290, 2, { pitch: 12 });
  s.text(280, 322, p.driver, { size: 10, bold: true, max: 120 });
  for (const [color, shift] of [
    ['#1e63d6', -8],
    ['#e91e63', -4],
    ['#f2c200', 0],
    ['#ff7043', 4],
    ['#c62828', 8],
  ] as const)
    cable(s, `M${160 + shift} 250C${190 + shift} 240 ${200 + shift} 210 ${254 + shift} 204`, color, 3);
  s.shadow(el('circle', { cx: 124, cy: 196, r: 92 }));
  s.add(
    el('circle', { cx: 120, cy: 190, r: 92, fill: '#9aa1aa' }) +
      el('circle', { cx: 120, cy: 186, r: 92, fill: s.paint('mt') }) +
      el('path', { d: 'M36 150h168M36 222h168', stroke: '#c2c8cf', 'stroke-width': 18 }) +
      el('circle', { cx: 120, cy: 186, r: 60, fill: '#1d4ea8' }) +
      el('circle', { cx: 120, cy: 186, r: 60, fill: s.paint('gl') }) +
      el('circle', { cx: 120, cy: 136, r: 16, fill: '#d4d8dd', stroke: '#8a9199' }) +
      el('rect', { x: 115, y: 124, width: 10, height: 24, rx: 2, fill: '#eef0f2' }),
  );
  s.text(120, 196, p.label, { size: 18, bold: true, max: 100 });
  if (p.figure) s.text(120, 214, p.figure, { size: 9, max: 100 });
  return `${p.label} geared stepper motor, a round steel can with a blue cap, wired to a green ${p.driver} driver board with four LEDs`;
}

/** A micro metal gear motor: the small can motor behind its brass gearbox, a D-shaft in front. */
export function microGearMotor(s: Sketch, p: Labelled): string {
  s.shadowRect(70, 170, 270, 70, 10);
  s.add(
    el('rect', { x: 196, y: 160, width: 150, height: 80, rx: 14, fill: s.paint('mt') }) +
      el('rect', { x: 196, y: 160, width: 150, height: 80, rx: 14, fill: s.paint('cy') }),
  );
  s.add(el('rect', { x: 336, y: 178, width: 16, height: 44, rx: 3, fill: '#1b1c20' }));
  cable(s, 'M352 188c20 0 20 -40 30 -60', '#c62828', 3.5);
  cable(s, 'M352 210c24 0 26 40 32 70', '#111', 3.5);
  s.add(
    el('rect', { x: 110, y: 164, width: 92, height: 72, rx: 3, fill: '#b98a2e' }) +
      el('rect', { x: 110, y: 164, width: 92, height: 72, rx: 3, fill: s.paint('cy') }),
  );
  for (const x of [128, 150, 172]) s.add(el('path', { d: `M${x} 168v64`, stroke: '#8a6220', 'stroke-width': 2 }));
  s.add(
    el('rect', { x: 100, y: 160, width: 14, height: 80, rx: 2, fill: '#c2c8cf' }) +
      el('rect', { x: 196, y: 160, width: 10, height: 80, rx: 2, fill: '#c2c8cf' }),
  );
  s.add(
    el('rect', { x: 56, y: 190, width: 48, height: 20, rx: 3, fill: s.paint('mt') }) +
      el('rect', { x: 56, y: 190, width: 48, height: 7, fill: '#8a9199' }),
  );
  s.text(272, 204, p.label, { size: 20, bold: true, fill: '#2b2f36', max: 120 });
  if (p.figure) s.text(272, 222, p.figure, { size: 12, bold: true, fill: '#2b2f36', max: 120 });
  return `${p.label} micro metal gear motor: a small steel can motor behind a brass gearbox with a D-shaft`;
}

/** A BO motor: the yellow plastic gearbox with its motor behind, a double-D shaft out of both sides. */
export function boMotor(s: Sketch, p: Labelled): string {
  s.add(el('rect', { x: 176, y: 90, width: 22, height: 220, rx: 4, fill: '#f3efe0', stroke: '#c9c2a0' }));
  block(s, { x: 90, y: 150, width: 200, height: 100, depth: 30, color: '#f5c518' });
  s.add(
    el('rect', { x: 96, y: 160, width: 20, height: 20, rx: 4, fill: '#e0ae00' }) +
      el('circle', { cx: 106, cy: 170, r: 5, fill: '#c79800' }),
  );
  s.add(el('rect', { x: 176, y: 110, width: 22, height: 42, rx: 4, fill: '#f3efe0', stroke: '#c9c2a0' }));
  s.add(el('rect', { x: 184, y: 110, width: 6, height: 42, fill: '#d9d2b4' }));
  s.add(
    el('rect', { x: 256, y: 176, width: 110, height: 56, rx: 24, fill: s.paint('mt') }) +
      el('rect', { x: 256, y: 176, width: 110, height: 56, rx: 24, fill: s.paint('cy') }),
  );
  cable(s, 'M362 194c16 -6 20 -30 10 -50', '#c62828', 3.5);
  cable(s, 'M362 214c18 4 18 40 4 60', '#111', 3.5);
  s.text(180, 210, p.label, { size: 20, bold: true, fill: '#3a2c00', max: 170 });
  if (p.figure) s.text(180, 232, p.figure, { size: 14, bold: true, fill: '#3a2c00', max: 170 });
  return `${p.label}: a yellow plastic gearbox with a steel motor behind it and a double-D shaft out of both sides`;
}

/** A white tag under loose parts, with what they are and how many. */
function tag(s: Sketch, p: Labelled): void {
  s.add(el('rect', { x: 190, y: 322, width: 180, height: 56, rx: 8, fill: '#fff', stroke: '#c9ced5' }));
  s.text(280, 346, p.label, { size: 16, bold: true, fill: '#2b2f36', max: 164 });
  if (p.figure) s.text(280, 368, p.figure, { size: 14, bold: true, fill: '#1e63d6', max: 164 });
}

/** A robot wheel: a black tyre with treads around a yellow hub. */
function wheelAt(s: Sketch, cx: number, cy: number, r: number): void {
  s.shadow(el('circle', { cx: cx + 6, cy: cy + 8, r }));
  s.add(
    el('circle', { cx, cy, r, fill: '#17181b' }) +
      el('circle', {
        cx,
        cy,
        r: r - 4,
        fill: 'none',
        stroke: '#2c2e33',
        'stroke-width': 8,
        'stroke-dasharray': '5 4',
      }) +
      el('circle', { cx, cy, r: r * 0.66, fill: '#f5c518' }) +
      el('circle', { cx, cy, r: r * 0.66, fill: s.paint('gl') }),
  );
  for (let spoke = 0; spoke < 6; spoke++) {
    const angle = (spoke * Math.PI) / 3;
    s.add(
      el('circle', {
        cx: cx + Math.cos(angle) * r * 0.42,
        cy: cy + Math.sin(angle) * r * 0.42,
        r: r * 0.13,
        fill: '#1b1c20',
      }),
    );
  }
  s.add(
    el('circle', { cx, cy, r: r * 0.16, fill: '#e0ae00' }) +
      el('rect', { x: cx - r * 0.05, y: cy - r * 0.1, width: r * 0.1, height: r * 0.2, fill: '#222' }),
  );
}

/** A pair of BO motor wheels, one behind the other. */
export function wheels(s: Sketch, p: Labelled): string {
  wheelAt(s, 150, 170, 100);
  wheelAt(s, 250, 230, 110);
  tag(s, p);
  return `${p.label}: two black rubber tyres on yellow plastic hubs`;
}

/** A mecanum wheel: rollers set at 45° around a hub, with a second wheel behind it. */
export function mecanumWheel(s: Sketch, p: Labelled): string {
  const draw = (cx: number, cy: number, r: number) => {
    s.shadow(el('circle', { cx: cx + 6, cy: cy + 8, r }));
    s.add(
      el('circle', { cx, cy, r, fill: '#2a2c31' }) +
        el('circle', { cx, cy, r: r * 0.55, fill: '#c2c8cf' }) +
        el('circle', { cx, cy, r: r * 0.55, fill: s.paint('gl') }),
    );
    for (let roller = 0; roller < 10; roller++) {
      const angle = (roller * 360) / 10;
      s.add(
        el('rect', {
          x: cx - r * 0.16,
          y: cy - r,
          width: r * 0.32,
          height: r * 0.42,
          rx: r * 0.14,
          fill: '#141518',
          stroke: '#4a4d54',
          transform: `rotate(${angle} ${round(cx)} ${round(cy)}) rotate(45 ${round(cx)} ${round(cy - r * 0.8)})`,
        }),
      );
    }
    s.add(el('circle', { cx, cy, r: r * 0.18, fill: '#6d747d' }));
  };
  draw(150, 170, 96);
  draw(250, 226, 108);
  tag(s, p);
  return `${p.label}: wheels with rubber rollers set at 45 degrees around an aluminium hub`;
}

/** A robot car chassis from above: the acrylic deck, yellow BO motors, wheels and a battery holder. */
export function chassis(s: Sketch, p: Labelled & { wheels: 2 | 4 }): string {
  const deck = 'M120 70h160l30 40v200l-30 40h-160l-30 -40v-200z';
  s.shadow(el('path', { d: deck, transform: 'translate(6 9)' }));
  const wheelBox = (x: number, y: number) =>
    s.add(
      el('rect', { x, y, width: 44, height: 96, rx: 10, fill: '#17181b' }) +
        el('path', {
          d: `M${x + 4} ${y + 6}v84M${x + 40} ${y + 6}v84`,
          stroke: '#2c2e33',
          'stroke-width': 4,
          'stroke-dasharray': '5 4',
        }) +
        el('rect', { x: x + 12, y: y + 30, width: 20, height: 36, rx: 4, fill: '#f5c518' }),
    );
  const wheelRows = p.wheels === 4 ? [90, 214] : [152];
  for (const y of wheelRows) {
    wheelBox(46, y);
    wheelBox(310, y);
    s.add(
      el('rect', { x: 90, y: y + 30, width: 60, height: 36, rx: 4, fill: '#f5c518' }) +
        el('rect', { x: 250, y: y + 30, width: 60, height: 36, rx: 4, fill: '#f5c518' }),
    );
  }
  s.add(
    el('path', { d: deck, fill: '#cfe6f2', opacity: 0.75, stroke: '#9fc3d6', 'stroke-width': 2 }) +
      el('path', { d: deck, fill: s.paint('gl') }),
  );
  for (const [x, y] of [
    [130, 100],
    [270, 100],
    [130, 320],
    [270, 320],
    [200, 90],
  ] as const)
    s.add(el('circle', { cx: x, cy: y, r: 6, fill: '#fff', stroke: '#9fc3d6' }));
  if (p.wheels === 2)
    s.add(
      el('circle', { cx: 200, cy: 320, r: 20, fill: '#c2c8cf', stroke: '#7b838c', 'stroke-width': 2 }) +
        el('circle', { cx: 200, cy: 320, r: 9, fill: '#2a2c31' }),
    );
  s.add(el('rect', { x: 140, y: 130, width: 120, height: 92, rx: 4, fill: '#1b1c20' }));
  for (let cell = 0; cell < 4; cell++)
    s.add(
      el('rect', { x: 148 + cell * 28, y: 138, width: 22, height: 76, rx: 10, fill: '#3e9a4f' }) +
        el('rect', { x: 148 + cell * 28, y: 138, width: 22, height: 76, rx: 10, fill: s.paint('cx') }),
    );
  s.add(
    el('rect', { x: 184, y: 236, width: 32, height: 18, rx: 3, fill: '#1b1c20' }) +
      el('rect', { x: 194, y: 240, width: 12, height: 10, fill: '#e0e0e0' }),
  );
  s.add(el('rect', { x: 110, y: 262, width: 180, height: 40, rx: 8, fill: '#fff', opacity: 0.9 }));
  s.text(200, 288, p.label, { size: 18, bold: true, fill: '#2b2f36', max: 164 });
  if (p.figure) s.text(200, 54, p.figure, { size: 12, bold: true, fill: '#2b2f36', max: 200 });
  return `${p.label}: a clear acrylic deck seen from above with ${p.wheels} yellow BO motors and wheels and a battery holder`;
}

/** A robotic arm in aluminium brackets, a black servo at each joint, on a round base. */
export function robotArm(s: Sketch, p: Labelled): string {
  s.shadow(el('ellipse', { cx: 150, cy: 350, rx: 100, ry: 18 }));
  s.add(
    el('ellipse', { cx: 140, cy: 340, rx: 90, ry: 22, fill: '#8a9199' }) +
      el('ellipse', { cx: 140, cy: 334, rx: 90, ry: 22, fill: s.paint('mt') }),
  );
  const servoBox = (x: number, y: number, angle: number) =>
    s.add(
      el(
        'g',
        { transform: `rotate(${angle} ${x} ${y})` },
        el('rect', { x: x - 34, y: y - 20, width: 68, height: 40, rx: 3, fill: s.paint('hs') }) +
          el('circle', { cx: x + 18, cy: y, r: 8, fill: '#c2c8cf' }),
      ),
    );
  const bracket = (d: string) =>
    s.add(
      el('path', {
        d,
        fill: 'none',
        stroke: '#b7bec7',
        'stroke-width': 16,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      }) +
        el('path', {
          d,
          fill: 'none',
          stroke: '#eef1f4',
          'stroke-width': 5,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
          transform: 'translate(-3 -3)',
        }),
    );
  servoBox(140, 312, 0);
  bracket('M140 300L140 250');
  servoBox(140, 240, 0);
  bracket('M150 230L230 150');
  servoBox(236, 142, -45);
  bracket('M244 132L300 170');
  servoBox(306, 176, 30);
  bracket('M316 190L330 230M300 196L300 240');
  s.add(
    el('path', { d: 'M330 230l8 26M300 240l-4 26', stroke: '#8a9199', 'stroke-width': 8, 'stroke-linecap': 'round' }),
  );
  s.text(140, 382, p.label, { size: 18, bold: true, fill: '#2b2f36', max: 170 });
  if (p.figure) s.text(300, 80, p.figure, { size: 14, bold: true, fill: '#2b2f36', max: 160 });
  return `${p.label}: a robotic arm of brushed aluminium brackets with a black servo at each joint and a gripper, on a round base`;
}

/** The L298N module: the driver under its finned heatsink, screw terminals on three sides. */
export function l298n(s: Sketch, p: Labelled): string {
  board(s, { x: 80, y: 84, width: 240, height: 236, color: PCB.red, rx: 10 });
  for (const [x, y] of [
    [98, 102],
    [302, 102],
    [302, 302],
    [98, 302],
  ] as const)
    hole(s, x, y, 7);
  heatsink(s, { x: 128, y: 86, width: 144, height: 54 }, 14);
  chip(s, { x: 148, y: 124, width: 104, height: 42 }, { label: p.label, legs: 'none', size: 15 });
  terminal(s, 86, 118, 2, { vertical: true });
  terminal(s, 288, 118, 2, { vertical: true });
  terminal(s, 96, 272, 3);
  s.text(99, 192, 'OUT1', { size: 6, bold: true });
  s.text(99, 200, 'OUT2', { size: 6, bold: true });
  s.text(301, 192, 'OUT3', { size: 6, bold: true });
  s.text(301, 200, 'OUT4', { size: 6, bold: true });
  s.text(135, 266, '+12V  GND  +5V', { size: 6, bold: true });
  capacitor(s, 124, 226, 20);
  capacitor(s, 276, 226, 20);
  chip(s, { x: 182, y: 196, width: 34, height: 22 }, { label: '78M05', legs: 'dual', size: 5.5 });
  pinRow(s, 196, 286, 6, { pitch: 14 });
  s.text(238, 281, 'ENA IN1 IN2 IN3 IN4 ENB', { size: 5.2 });
  led(s, 234, 248, '#ff3b30');
  if (p.figure) s.text(200, 184, p.figure, { size: 9, bold: true, max: 90 });
  return `${p.label} motor driver module: a red board with the driver chip under a black finned heatsink, blue screw terminals and capacitors`;
}

/** A motor shield: the Uno-sized board with two driver chips, a shift register and terminals for four motors. */
export function motorShield(s: Sketch, p: Labelled & { driver: string }): string {
  board(s, { x: 56, y: 84, width: 288, height: 224, color: PCB.blue, rx: 8 });
  terminal(s, 62, 110, 2, { vertical: true, pitch: 30 });
  terminal(s, 62, 200, 2, { vertical: true, pitch: 30 });
  terminal(s, 308, 110, 2, { vertical: true, pitch: 30 });
  terminal(s, 308, 200, 3, { vertical: true, pitch: 30 });
  s.text(86 + 14, 106, 'M1', { size: 8, bold: true });
  s.text(86 + 14, 196, 'M2', { size: 8, bold: true });
  s.text(300, 106, 'M3', { size: 8, bold: true });
  s.text(300, 196, 'M4', { size: 8, bold: true });
  for (const x of [112, 220]) {
    s.add(el('rect', { x, y: 126, width: 70, height: 40, rx: 2, fill: '#2b2c31' }));
    chip(s, { x: x + 3, y: 132, width: 64, height: 28 }, { label: p.driver, legs: 'dual', size: 8 });
  }
  chip(s, { x: 166, y: 196, width: 60, height: 24 }, { label: '74HC595', legs: 'dual', size: 6 });
  pinRow(s, 120, 236, 3, { pitch: 12, vertical: true, rows: 1 });
  pinRow(s, 140, 236, 3, { pitch: 12, vertical: true, rows: 1 });
  s.text(136, 282, 'SERVO', { size: 7, bold: true });
  capacitor(s, 260, 250, 16);
  led(s, 200, 230, '#3ee06a');
  s.text(200, 112, p.label, { size: 14, bold: true, max: 210 });
  if (p.figure) s.text(200, 290, p.figure, { size: 9, bold: true, max: 180 });
  pinRow(s, 86, 296, 22, { pitch: 10 });
  return `${p.label}: a blue Arduino shield with two ${p.driver} driver chips, a shift register and screw terminals for four motors`;
}

/** A stepper driver carrier: a small board with the driver under a stick-on heatsink, a trimmer and two pin rows. */
export function stepperCarrier(s: Sketch, p: Labelled & { color: string }): string {
  board(s, { x: 110, y: 80, width: 180, height: 240, color: p.color, rx: 6 });
  pinRow(s, 114, 96, 8, { pitch: 26, vertical: true });
  pinRow(s, 272, 96, 8, { pitch: 26, vertical: true });
  heatsink(s, { x: 150, y: 110, width: 100, height: 92 }, 8, '#2a2c31');
  chip(s, { x: 166, y: 218, width: 68, height: 44 }, { label: p.label, size: 9 });
  trimmer(s, 184, 270, 32);
  smd(s, 150, 232, 'capacitor', true);
  smd(s, 244, 232, 'resistor', true);
  s.text(200, 66, p.label, { size: 16, bold: true, fill: '#2b2f36', max: 160 });
  if (p.figure) s.text(200, 338, p.figure, { size: 12, bold: true, fill: '#2b2f36', max: 200 });
  return `${p.label} stepper driver: a small board with the driver chip, a black stick-on heatsink, a trimmer and two rows of pins`;
}

/** A 16-channel PWM servo driver: the long board with its controller and four blocks of servo pins. */
export function servoDriver(s: Sketch, p: Labelled): string {
  board(s, { x: 30, y: 120, width: 340, height: 160, color: PCB.blue, rx: 8 });
  pinsOut(s, 30, 160, 6, { pitch: 14, length: 20, side: 'left' });
  pinsOut(s, 370, 160, 6, { pitch: 14, length: 20, side: 'right' });
  terminal(s, 178, 122, 2, { pitch: 22 });
  chip(s, { x: 176, y: 168, width: 48, height: 30 }, { label: 'PCA9685', legs: 'dual', size: 6 });
  capacitor(s, 270, 146, 14);
  for (let group = 0; group < 4; group++) {
    const x = 62 + group * 74;
    for (const [row, color] of [
      [0, '#1b1c20'],
      [1, '#c62828'],
      [2, '#f2c200'],
    ] as const) {
      s.add(el('rect', { x, y: 214 + row * 16, width: 64, height: 14, rx: 2, fill: color }));
      s.add(
        el('path', {
          d: `M${x + 4} ${221 + row * 16}h56`,
          stroke: '#d8b04a',
          'stroke-width': 5,
          'stroke-dasharray': '5 11',
        }),
      );
    }
    s.text(x + 32, 208, `${group * 4}–${group * 4 + 3}`, { size: 7, bold: true });
  }
  led(s, 110, 150, '#3ee06a');
  s.text(110, 188, p.label, { size: 14, bold: true, max: 120 });
  if (p.figure) s.text(300, 194, p.figure, { size: 9, bold: true, max: 120 });
  return `${p.label}: a long blue board with the PCA9685 controller, a power terminal and 16 three-pin servo headers`;
}
