import { PCB } from './colors.js';
import {
  barrelJack,
  board,
  button,
  capacitor,
  chip,
  crystal,
  hole,
  led,
  pinRow,
  radioModule,
  smd,
  socketRow,
  type UsbKind,
  usb,
} from './components.js';
import { el, type Labelled, type Sketch } from './sketch.js';

/** The infinity sign Arduino prints on its own boards (never on a compatible one). */
function arduinoLogo(s: Sketch, x: number, y: number, scale = 1): void {
  const d = `M${x} ${y}c${-6 * scale} ${-8 * scale} ${-20 * scale} ${-8 * scale} ${-20 * scale} 0s${14 * scale} ${8 * scale} ${20 * scale} 0 ${20 * scale} ${-8 * scale} ${20 * scale} 0 ${-14 * scale} ${8 * scale} ${-20 * scale} 0`;
  s.add(
    el('path', { d, fill: 'none', stroke: '#fff', 'stroke-width': 4 * scale }) +
      el('path', {
        d: `M${x - 13 * scale} ${y}h${6 * scale}M${x + 7 * scale} ${y}h${6 * scale}M${x + 10 * scale} ${y - 3 * scale}v${6 * scale}`,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 1.6 * scale,
      }),
  );
}

/** A 12 × 8 red LED matrix, some lit in a heart. */
function ledMatrix(
  s: Sketch,
  x: number,
  y: number,
  columns: number,
  rows: number,
  pitch: number,
  lit: Set<string>,
): void {
  s.add(
    el('rect', {
      x: x - 3,
      y: y - 3,
      width: columns * pitch + 4,
      height: rows * pitch + 4,
      rx: 2,
      fill: 'rgba(0,0,0,0.18)',
    }),
  );
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const on = lit.has(`${column},${row}`);
      s.add(
        el('rect', {
          x: x + column * pitch,
          y: y + row * pitch,
          width: pitch * 0.55,
          height: pitch * 0.4,
          rx: 0.6,
          fill: on ? '#ff4a3d' : '#f0ece4',
        }),
      );
    }
  }
}

const HEART = new Set([
  '4,1',
  '5,1',
  '7,1',
  '8,1',
  '3,2',
  '6,2',
  '9,2',
  '3,3',
  '9,3',
  '4,4',
  '8,4',
  '5,5',
  '7,5',
  '6,6',
  '4,2',
  '5,2',
  '7,2',
  '8,2',
  '4,3',
  '5,3',
  '6,3',
  '7,3',
  '8,3',
  '5,4',
  '6,4',
  '7,4',
  '6,5',
]);

export interface UnoPicture extends Labelled {
  /** Arduino's own board carries its logo and name; a compatible one does not. */
  genuine: boolean;
  color?: string;
  usb: UsbKind;
  /** The microcontroller: a socketed DIP (the R3) or a surface-mounted chip. */
  mcu: { label: string; dip?: boolean };
  /** The USB bridge chip, when the board has one. */
  bridge?: string;
  /** The R4 WiFi's LED matrix and radio module. */
  wifi?: string;
}

/** The Uno's footprint: USB and a DC jack on the left, headers along both long edges. */
export function uno(s: Sketch, p: UnoPicture): string {
  const color = p.color ?? PCB.teal;
  board(s, { x: 66, y: 92, width: 288, height: 224, color });
  if (p.usb === 'b') usb(s, 'b', 40, 108);
  else usb(s, 'c', 42, 114);
  barrelJack(s, 42, 236);
  socketRow(s, 142, 97, 10);
  socketRow(s, 250, 97, 8);
  socketRow(s, 170, 300, 8);
  socketRow(s, 262, 300, 6);
  s.text(236, 120, 'DIGITAL (PWM~)', { size: 7 });
  s.text(210, 294, 'POWER', { size: 7 });
  s.text(292, 294, 'ANALOG IN', { size: 7 });
  if (p.mcu.dip) {
    s.add(el('rect', { x: 172, y: 231, width: 148, height: 40, rx: 2, fill: '#2b2c31' }));
    s.add(
      el('path', {
        d: 'M186.5 234.5h119M186.5 267.5h119',
        fill: 'none',
        stroke: '#c7ccd3',
        'stroke-width': 4,
        'stroke-dasharray': '4.6 4.2',
      }),
    );
    chip(s, { x: 176, y: 236, width: 140, height: 30 }, { label: p.mcu.label, legs: 'none', size: 8 });
  } else {
    chip(s, p.wifi ? { x: 262, y: 226, width: 36, height: 36 } : { x: 228, y: 228, width: 40, height: 40 }, {
      label: p.mcu.label,
      size: 5,
    });
  }
  if (p.bridge) chip(s, { x: 120, y: 124, width: 26, height: 26 }, { label: p.bridge, size: 4.5 });
  button(s, 118.5, 97.5);
  crystal(s, 147, 207);
  capacitor(s, 128, 196);
  capacitor(s, 152, 178);
  led(s, 166, 132, '#ffb300');
  led(s, 166, 144, '#cc8f00', false);
  led(s, 166, 156, '#cc8f00', false);
  s.text(178, 137, 'L', { size: 6, anchor: 'start' });
  s.text(178, 149, 'TX', { size: 6, anchor: 'start' });
  s.text(178, 161, 'RX', { size: 6, anchor: 'start' });
  led(s, 300, 138, '#3ee06a');
  s.text(314, 143, 'ON', { size: 6, anchor: 'start' });
  pinRow(s, 326, 178, 3, { vertical: true, rows: 2 });
  s.text(336, 173, 'ICSP', { size: 6 });
  smd(s, 200, 220);
  smd(s, 290, 222, 'capacitor');
  smd(s, 250, 130);
  for (const [x, y] of [
    [128, 302],
    [340, 124],
    [340, 290],
    [96, 210],
  ] as const)
    hole(s, x, y);

  if (p.wifi) {
    ledMatrix(s, 196, 128, 12, 8, 7, HEART);
    radioModule(s, { x: 284, y: 146, width: 36, height: 28 }, { label: p.wifi, antenna: 'none' });
  }
  const [logoY, labelY] = p.wifi ? [200, 226] : [150, 205];
  if (p.genuine) {
    arduinoLogo(s, p.wifi ? 170 : 222, logoY, p.wifi ? 0.7 : 1);
    if (!p.wifi) s.text(222, 172, 'ARDUINO', { size: 9, bold: true, spacing: 1 });
  }
  const labelX = p.wifi ? 214 : 255;
  const labelSize = p.wifi ? 20 : 36;
  s.text(labelX, p.genuine ? labelY : 190, p.label, { size: labelSize, bold: true, max: p.wifi ? 76 : 124 });
  if (p.figure) {
    s.text(labelX, (p.genuine ? labelY : 190) + (p.wifi ? 12 : 17), p.figure, {
      size: 9,
      bold: true,
      max: 100,
      spacing: 1,
    });
  }
  return `${p.genuine ? 'Arduino' : 'Arduino-compatible'} Uno-sized board with ${p.usb === 'b' ? 'a USB-B port' : 'a USB-C port'}, DC jack, headers and the ${p.mcu.label} microcontroller`;
}

export interface NanoPicture extends Labelled {
  genuine: boolean;
  color?: string;
  usb: UsbKind;
  mcu: string;
  bridge?: string;
  /** A radio module in place of the bridge (the Nano 33 IoT's u-blox NINA). */
  radio?: string;
}

/** The Nano's footprint: a long narrow board with USB at one end and a pin row along each side. */
export function nano(s: Sketch, p: NanoPicture): string {
  const color = p.color ?? PCB.teal;
  board(s, { x: 60, y: 144, width: 282, height: 112, color, rx: 6 });
  usb(s, p.usb, 40, 200 - (p.usb === 'mini' ? 18 : 15));
  pinRow(s, 90, 145, 15, { pitch: 16 });
  pinRow(s, 90, 239, 15, { pitch: 16 });
  if (p.radio) {
    chip(s, { x: 134, y: 180, width: 32, height: 32 }, { label: p.mcu, size: 4.5 });
    radioModule(s, { x: 240, y: 164, width: 84, height: 60 }, { label: p.radio, antenna: 'right' });
    button(s, 102, 191, 18);
    s.text(204, 204, p.label, { size: 12, bold: true, max: 62 });
    if (p.figure) s.text(204, 216, p.figure, { size: 7, max: 62 });
  } else {
    chip(s, { x: 180, y: 180, width: 40, height: 40 }, { label: p.mcu, size: 5 });
    if (p.bridge) chip(s, { x: 96, y: 188, width: 30, height: 24 }, { label: p.bridge, legs: 'dual', size: 5 });
    button(s, 137, 191, 18);
    pinRow(s, 310, 185, 3, { vertical: true, rows: 2 });
    if (p.genuine) s.text(265, 190, 'ARDUINO', { size: 7, bold: true, spacing: 1 });
    s.text(265, 210, p.label, { size: 18, bold: true, max: 78 });
    if (p.figure) s.text(265, 223, p.figure, { size: 7, max: 78 });
  }
  led(s, 120, 170, '#3ee06a');
  led(s, 120, 222, '#ffb300');
  smd(s, 166, 170);
  smd(s, 166, 226);
  smd(s, 226, 170, 'capacitor');
  return `${p.genuine ? 'Arduino' : 'Arduino-compatible'} Nano-sized board with a ${p.usb === 'c' ? 'USB-C' : p.usb === 'mini' ? 'mini-USB' : 'micro-USB'} port, two rows of header pins and the ${p.mcu} microcontroller`;
}

export interface MegaPicture extends Labelled {
  genuine: boolean;
  color?: string;
  bridge: string;
}

/** The Mega's footprint: the Uno's, longer, with the double row of pins at its far end. */
export function mega(s: Sketch, p: MegaPicture): string {
  const color = p.color ?? PCB.teal;
  board(s, { x: 40, y: 116, width: 320, height: 170, color });
  usb(s, 'b', 22, 128);
  barrelJack(s, 24, 232);
  socketRow(s, 112, 120, 10, { pitch: 8 });
  socketRow(s, 196, 120, 8, { pitch: 8 });
  socketRow(s, 264, 120, 8, { pitch: 8 });
  socketRow(s, 132, 272, 8, { pitch: 8 });
  socketRow(s, 200, 272, 8, { pitch: 8 });
  socketRow(s, 268, 272, 8, { pitch: 8 });
  socketRow(s, 336, 136, 18, { pitch: 7, vertical: true });
  socketRow(s, 344, 136, 18, { pitch: 7, vertical: true });
  s.text(180, 138, 'DIGITAL PWM~   COMMUNICATION', { size: 6 });
  s.text(160, 268, 'POWER', { size: 6 });
  s.text(268, 268, 'ANALOG IN', { size: 6 });
  chip(s, { x: 180, y: 168, width: 60, height: 60 }, { label: 'ATMEGA', sub: '2560', size: 7 });
  chip(s, { x: 104, y: 140, width: 24, height: 24 }, { label: p.bridge, size: 4 });
  button(s, 100, 122, 13);
  crystal(s, 140, 214);
  capacitor(s, 110, 196, 9);
  capacitor(s, 132, 180, 9);
  led(s, 150, 150, '#ffb300');
  led(s, 300, 150, '#3ee06a');
  smd(s, 180, 240);
  smd(s, 270, 240, 'capacitor');
  for (const [x, y] of [
    [104, 270],
    [320, 130],
    [322, 270],
  ] as const)
    hole(s, x, y);
  if (p.genuine) {
    arduinoLogo(s, 290, 176, 0.8);
    s.text(290, 196, 'ARDUINO', { size: 8, bold: true, spacing: 1 });
  }
  s.text(290, p.genuine ? 220 : 208, p.label, { size: 22, bold: true, max: 64 });
  if (p.figure) s.text(290, p.genuine ? 236 : 224, p.figure, { size: 10, bold: true, max: 64 });
  return `${p.genuine ? 'Arduino' : 'Arduino-compatible'} Mega-sized board: a long PCB with USB-B, DC jack, headers on every edge and the ATmega2560`;
}
