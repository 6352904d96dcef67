import { PCB } from './colors.js';
import { board, chip, hole, pinRow, pinsOut, smd, socketRow } from './components.js';
import { el, type Labelled, type Sketch } from './sketch.js';

export interface CharacterLcdPicture extends Labelled {
  columns: 16 | 20;
  lines: string[];
  /** An I2C backpack behind the board, its four pins out of the side. */
  i2c?: boolean;
}

/** A character LCD: green board, black bezel, the backlit glass with its grid of character cells. */
export function characterLcd(s: Sketch, p: CharacterLcdPicture): string {
  const rows = p.lines.length;
  const height = rows === 2 ? 160 : 220;
  const top = 200 - height / 2;
  if (p.i2c) {
    s.shadowRect(22, 170, 40, 70, 3);
    s.add(el('rect', { x: 30, y: 168, width: 40, height: 78, rx: 3, fill: '#1d2b5c' }));
    pinsOut(s, 34, 180, 4, { pitch: 18, length: 14, side: 'left' });
    s.add(el('rect', { x: 42, y: 170, width: 24, height: 74, rx: 2, fill: '#1c1d21' }));
  }
  board(s, { x: 50, y: top, width: 320, height, color: PCB.darkGreen, rx: 6 });
  if (!p.i2c) socketRow(s, 76, top + 8, 16, { pitch: 10 });
  for (const [x, y] of [
    [62, top + 12],
    [358, top + 12],
    [62, top + height - 12],
    [358, top + height - 12],
  ] as const)
    hole(s, x, y, 6);
  const bezel = { x: 68, y: top + 28, width: 284, height: height - 50 };
  s.add(el('rect', { ...bezel, rx: 4, fill: '#121316' }));
  const glass = { x: bezel.x + 12, y: bezel.y + 12, width: bezel.width - 24, height: bezel.height - 24 };
  s.add(el('rect', { ...glass, rx: 3, fill: '#1f5fe0' }) + el('rect', { ...glass, rx: 3, fill: s.paint('gl') }));
  const cell = (glass.width - 16) / p.columns;
  const lineHeight = (glass.height - 16) / rows;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < p.columns; column++) {
      s.add(
        el('rect', {
          x: glass.x + 8 + column * cell + 0.6,
          y: glass.y + 8 + row * lineHeight + 2,
          width: cell - 1.2,
          height: lineHeight - 4,
          fill: '#3b7af0',
          opacity: 0.55,
        }),
      );
    }
    const line = p.lines[row] ?? '';
    s.text(glass.x + 8, glass.y + 8 + row * lineHeight + lineHeight * 0.72, line, {
      size: lineHeight * 0.72,
      max: cell * line.length,
      mono: true,
      bold: true,
      anchor: 'start',
      fill: '#f1f7ff',
    });
  }
  s.text(p.figure ? 200 : 210, top + height - 7, p.label, {
    size: 9,
    bold: true,
    max: 140,
    anchor: p.figure ? 'end' : 'middle',
  });
  if (p.figure) s.text(212, top + height - 7, p.figure, { size: 9, max: 130, anchor: 'start' });
  return `${p.label} character LCD: a green board with a black bezel and a blue backlit screen of ${p.columns} × ${rows} white characters`;
}

export interface OledPicture extends Labelled {
  /** The panel's diagonal decides the board's size: 0.96 or 1.3 inches. */
  inches: 0.96 | 1.3;
  controller: string;
}

/** A small I2C OLED: four pins above a black glass panel showing a reading in white. */
export function oled(s: Sketch, p: OledPicture): string {
  const scale = p.inches === 0.96 ? 0.82 : 1;
  const width = 260 * scale;
  const height = 250 * scale;
  const x = 200 - width / 2;
  const y = 200 - height / 2;
  board(s, { x, y, width, height, color: PCB.blue, rx: 10 });
  for (const [hx, hy] of [
    [x + 16, y + 16],
    [x + width - 16, y + 16],
    [x + 16, y + height - 16],
    [x + width - 16, y + height - 16],
  ] as const)
    hole(s, hx, hy, 7);
  pinRow(s, 200 - 40, y + 6, 4, { pitch: 20 });
  ['GND', 'VCC', 'SCL', 'SDA'].forEach((name, index) => {
    s.text(170 + index * 20, y + 40, name, { size: 7, bold: true, max: 18 });
  });
  const panel = { x: x + 14, y: y + 50, width: width - 28, height: height - 84 };
  s.add(el('rect', { ...panel, rx: 3, fill: '#0a0b0d' }) + el('rect', { ...panel, rx: 3, fill: s.paint('gl') }));
  s.add(el('rect', { x: 190, y: panel.y + panel.height, width: 20, height: 14, fill: '#d08a2e' }));
  const screenTop = panel.y + 12;
  s.text(panel.x + 12, screenTop + 10, p.controller, {
    size: 10 * scale,
    anchor: 'start',
    fill: '#9fe0ff',
    max: panel.width / 2,
  });
  s.text(200, screenTop + panel.height * 0.5, p.label, {
    size: 30 * scale,
    bold: true,
    fill: '#eaf8ff',
    max: panel.width - 24,
  });
  if (p.figure)
    s.text(200, screenTop + panel.height * 0.5 + 20 * scale, p.figure, {
      size: 11 * scale,
      fill: '#9fe0ff',
      max: panel.width - 24,
    });
  const bars = [10, 18, 12, 24, 16, 28, 20];
  bars.forEach((bar, index) => {
    s.add(
      el('rect', {
        x: panel.x + panel.width - 80 * scale + index * 10 * scale,
        y: screenTop + 12 - bar * 0.4,
        width: 6 * scale,
        height: bar * 0.4,
        fill: '#9fe0ff',
      }),
    );
  });
  return `${p.inches} inch OLED display module: a blue board with four pins and a black panel showing white text`;
}

export interface ScreenPicture extends Labelled {
  /** What the panel shows under its title bar. */
  lines: [string, string];
}

/** A TFT shield: the Uno-sized red board almost covered by its colour screen, a microSD slot beside. */
export function tftShield(s: Sketch, p: ScreenPicture): string {
  board(s, { x: 70, y: 60, width: 260, height: 290, color: PCB.red, rx: 8 });
  socketRow(s, 80, 66, 10, { pitch: 9, vertical: true });
  s.add(el('rect', { x: 96, y: 78, width: 220, height: 256, rx: 4, fill: '#111' }));
  const screen = { x: 104, y: 86, width: 204, height: 240 };
  s.add(el('rect', { ...screen, rx: 2, fill: '#16233f' }));
  s.add(el('rect', { x: screen.x, y: screen.y, width: screen.width, height: 30, fill: '#1e63d6' }));
  s.text(screen.x + 10, screen.y + 20, p.label, { size: 14, bold: true, anchor: 'start', max: 120 });
  if (p.figure) s.text(screen.x + screen.width - 10, screen.y + 20, p.figure, { size: 10, anchor: 'end', max: 70 });
  const tiles = [
    ['#f4511e', p.lines[0]],
    ['#26a69a', p.lines[1]],
  ] as const;
  tiles.forEach(([color, text], index) => {
    const tx = screen.x + 10 + index * 98;
    s.add(el('rect', { x: tx, y: screen.y + 44, width: 88, height: 60, rx: 6, fill: color }));
    s.text(tx + 44, screen.y + 82, text, { size: 16, bold: true, max: 80 });
  });
  s.add(
    el('path', {
      d: `M${screen.x + 12} ${screen.y + 200}l30 -30 28 16 34 -44 30 26 30 -36 28 20`,
      fill: 'none',
      stroke: '#7fe7ff',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  );
  s.add(el('path', { d: `M${screen.x + 10} ${screen.y + 220}h184`, stroke: '#3a4a6a', 'stroke-width': 1 }));
  s.add(el('rect', { x: 300, y: 250, width: 44, height: 70, rx: 3, fill: s.paint('mt'), stroke: '#868d96' }));
  return `${p.label} touch screen shield: a red Arduino-sized board covered by a colour TFT screen, with a microSD slot`;
}

/** A touch display: a glass screen in a black bezel, showing a desktop. */
export function touchDisplay(s: Sketch, p: ScreenPicture): string {
  s.shadowRect(30, 90, 340, 224, 14);
  s.add(
    el('rect', { x: 30, y: 96, width: 340, height: 224, rx: 14, fill: '#0b0c0e' }) +
      el('rect', { x: 30, y: 90, width: 340, height: 224, rx: 14, fill: '#1b1c20' }) +
      el('rect', { x: 30, y: 90, width: 340, height: 224, rx: 14, fill: s.paint('gl') }),
  );
  const screen = { x: 48, y: 106, width: 304, height: 192 };
  s.add(
    el('rect', {
      ...screen,
      rx: 4,
      fill: s.linear('desk', [
        [0, '#c51a4a'],
        [1, '#6b1d3c'],
      ]),
    }),
  );
  s.add(el('rect', { x: screen.x, y: screen.y, width: screen.width, height: 18, fill: '#f4f5f7', opacity: 0.92 }));
  s.text(200, 184, p.label, { size: 24, bold: true, max: 260 });
  if (p.figure) s.text(200, 210, p.figure, { size: 14, max: 260 });
  p.lines.forEach((line, index) => {
    const x = 70 + index * 140;
    s.add(el('rect', { x, y: 236, width: 120, height: 40, rx: 8, fill: '#fff', opacity: 0.18 }));
    s.text(x + 60, 261, line, { size: 12, bold: true, max: 108 });
  });
  s.add(el('path', { d: 'M44 100l90 0', stroke: '#fff', 'stroke-width': 1.2, opacity: 0.25 }));
  return `${p.label}: a glass touch screen in a black bezel`;
}

/** An e-paper HAT: a Raspberry Pi-sized board with the 40-pin socket, the grey panel showing black text. */
export function epaperHat(s: Sketch, p: Labelled & { badge: string }): string {
  board(s, { x: 40, y: 110, width: 320, height: 190, color: PCB.blue, rx: 10 });
  socketRow(s, 70, 116, 20, { pitch: 9.5 });
  socketRow(s, 70, 125.5, 20, { pitch: 9.5 });
  for (const [x, y] of [
    [56, 126],
    [344, 126],
    [56, 284],
    [344, 284],
  ] as const)
    hole(s, x, y, 7);
  const panel = { x: 66, y: 148, width: 268, height: 138 };
  s.add(
    el('rect', { ...panel, rx: 3, fill: '#d6d8d2' }) +
      el('rect', {
        x: panel.x + 10,
        y: panel.y + 10,
        width: panel.width - 20,
        height: panel.height - 20,
        fill: '#eef0ea',
      }),
  );
  s.text(200, 196, p.label, { size: 24, bold: true, fill: '#111', max: 230 });
  if (p.figure) s.text(200, 220, p.figure, { size: 13, fill: '#111', max: 230 });
  s.add(el('path', { d: 'M96 246h60M96 256h100M96 266h80', stroke: '#222', 'stroke-width': 4 }));
  s.text(304, 264, p.badge, { size: 22, bold: true, fill: '#111', max: 90, anchor: 'end' });
  smd(s, 350, 200, 'capacitor', true);
  return `${p.label}: a blue Raspberry Pi HAT with the 40-pin socket and a grey e-paper panel showing black text`;
}

/** An 8 × 8 LED matrix on its driver board, pins at both ends. */
export function dotMatrix(s: Sketch, p: Labelled): string {
  board(s, { x: 60, y: 70, width: 280, height: 270, color: PCB.blue, rx: 6 });
  pinsOut(s, 60, 172, 5, { pitch: 16, length: 30, side: 'left' });
  pinsOut(s, 340, 172, 5, { pitch: 16, length: 30, side: 'right' });
  chip(s, { x: 150, y: 280, width: 100, height: 30 }, { label: p.label, legs: 'dual', size: 9 });
  s.shadowRect(100, 80, 200, 190, 4);
  s.add(
    el('rect', { x: 100, y: 76, width: 200, height: 196, rx: 4, fill: '#141518' }) +
      el('rect', { x: 100, y: 76, width: 200, height: 196, rx: 4, fill: s.paint('gl') }),
  );
  const smile = new Set(['2,1', '5,1', '2,2', '5,2', '1,5', '6,5', '2,6', '3,6', '4,6', '5,6']);
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const cx = 114 + column * 24.6;
      const cy = 92 + row * 23.4;
      const on = smile.has(`${column},${row}`);
      if (on) s.add(el('circle', { cx, cy, r: 11, fill: '#ff3b30', opacity: 0.6, filter: s.glow() }));
      s.add(el('circle', { cx, cy, r: 8.5, fill: on ? '#ff5446' : '#3a2a2a' }));
    }
  }
  if (p.figure) s.text(200, 330, p.figure, { size: 9, bold: true, max: 200 });
  return `${p.label} LED matrix module: an 8 × 8 grid of red LEDs on a blue driver board with pins at both ends`;
}
