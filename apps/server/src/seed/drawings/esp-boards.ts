import {
  board,
  button,
  cameraLens,
  chip,
  crystal,
  hole,
  led,
  pinRow,
  radioModule,
  smd,
  type UsbKind,
  usb,
} from './components.js';
import { el, type Labelled, type Sketch } from './sketch.js';

export interface EspDevkitPicture extends Labelled {
  color: string;
  module: { label: string; sub?: string };
  /** One USB socket, or two (the native USB and the serial bridge's). */
  usb: UsbKind[];
  bridge?: string;
  buttons: [string, string];
}

/** An ESP development board: pins along both long edges, USB at one end, the radio module at the other. */
export function espDevkit(s: Sketch, p: EspDevkitPicture): string {
  board(s, { x: 46, y: 136, width: 290, height: 128, color: p.color, rx: 6 });
  pinRow(s, 60, 138, 19, { pitch: 11.6 });
  pinRow(s, 60, 250, 19, { pitch: 11.6 });
  radioModule(s, { x: 226, y: 156, width: 130, height: 88 }, { label: p.module.label, sub: p.module.sub });
  if (p.usb.length === 1) usb(s, p.usb[0] ?? 'micro', 24, 182);
  else
    p.usb.forEach((kind, index) => {
      usb(s, kind, 24, 160 + index * 50);
    });
  const [first, second] = p.buttons;
  button(s, 72, 159, 16);
  button(s, 72, 225, 16);
  s.text(80, 184, first, { size: 6 });
  s.text(80, 222, second, { size: 6 });
  if (p.bridge) chip(s, { x: 104, y: 186, width: 26, height: 26 }, { label: p.bridge, size: 4.2 });
  chip(s, { x: 150, y: 160, width: 28, height: 18 }, { label: 'AMS1117', legs: 'dual', size: 4.5 });
  led(s, 150, 222, '#ff3b30');
  led(s, 168, 222, '#2562cc', false);
  smd(s, 206, 170);
  smd(s, 140, 172, 'capacitor', true);
  smd(s, 204, 222);
  s.text(180, 206, p.label, { size: 15, bold: true, max: 78 });
  if (p.figure) s.text(180, 240, p.figure, { size: 7, spacing: 1, max: 78 });
  return `${p.label} development board: pins along both edges, ${p.usb.length === 2 ? 'two USB ports' : 'a USB port'} at one end and the ${p.module.label} module with its antenna at the other`;
}

export interface TinyBoardPicture extends Labelled {
  color: string;
  /** What sits in the middle: a bare chip, a shielded can, or a whole module with its antenna. */
  core: { label: string; kind: 'chip' | 'can' | 'module' };
  usb: UsbKind;
  /** A ceramic chip antenna, or a U.FL socket for an external one. */
  antenna?: 'ceramic' | 'ufl';
  bridge?: string;
  castellated?: boolean;
}

/** A thumb-sized board drawn large: castellated pins down both sides, USB at the top. */
export function tinyBoard(s: Sketch, p: TinyBoardPicture): string {
  const x = 100;
  const y = 90;
  const width = 200;
  const height = 230;
  board(s, { x, y, width, height, color: p.color, rx: 10 });
  for (let pin = 0; pin < 8; pin++) {
    const py = y + 56 + pin * 22;
    for (const px of [x, x + width]) {
      if (p.castellated) {
        s.add(
          el('circle', { cx: px, cy: py, r: 7, fill: '#d8b04a' }) +
            el('circle', { cx: px, cy: py, r: 3.4, fill: '#e4e9ef' }),
        );
      } else {
        hole(s, px + (px === x ? 12 : -12), py, 6);
      }
    }
  }
  usb(s, p.usb, 183, 66, 90);
  if (p.core.kind === 'module') {
    radioModule(s, { x: x + 24, y: y + 56, width: width - 48, height: 130 }, { label: p.core.label, antenna: 'top' });
  } else if (p.core.kind === 'can') {
    chip(
      s,
      { x: x + 40, y: y + 70, width: 120, height: 96 },
      { label: p.core.label, legs: 'none', metal: true, size: 12 },
    );
  } else {
    chip(s, { x: x + 62, y: y + 86, width: 60, height: 60 }, { label: p.core.label, legs: 'none', size: 8 });
  }
  if (p.antenna === 'ceramic') {
    s.add(
      el('rect', { x: x + 132, y: y + 176, width: 44, height: 16, rx: 2, fill: '#8a93a0' }) +
        el('rect', { x: x + 134, y: y + 178, width: 40, height: 12, rx: 1.5, fill: s.paint('mt') }),
    );
  } else if (p.antenna === 'ufl') {
    s.add(
      el('circle', { cx: x + 166, cy: y + 186, r: 9, fill: s.paint('mt'), stroke: '#7b838c' }) +
        el('circle', { cx: x + 166, cy: y + 186, r: 3.5, fill: '#d8b04a' }),
    );
  }
  if (p.bridge) chip(s, { x: x + 30, y: y + 180, width: 36, height: 24 }, { label: p.bridge, legs: 'dual', size: 5 });
  if (p.core.kind !== 'module') {
    button(s, x + 32, y + 34, 16);
    button(s, x + 152, y + 34, 16);
    led(s, x + 36, y + 176, '#ff3b30');
    smd(s, x + 80, y + 178);
  }
  s.text(200, y + height - 16, p.label, { size: 14, bold: true, max: width - 40 });
  if (p.figure) s.text(200, y + height - 34, p.figure, { size: 8, max: width - 60 });
  return `${p.label}: a thumb-sized board with ${p.castellated ? 'castellated pins' : 'pin holes'} down both sides and ${p.usb === 'c' ? 'USB-C' : 'micro-USB'} at one end`;
}

/** The ESP32-CAM: the camera on its ribbon over the ESP32 module, a microSD slot and the flash LED. */
export function espCam(s: Sketch, p: Labelled & { module: string }): string {
  board(s, { x: 122, y: 56, width: 156, height: 290, color: '#1d1f24', rx: 6 });
  s.add(
    el('path', {
      d: 'M136 72h8v26h8V72h8v26h8V72h8v26h8V72h8v26h8V72h8v26h8V72h8v26h8V72h8',
      fill: 'none',
      stroke: '#d3a63a',
      'stroke-width': 2.4,
      'stroke-linejoin': 'round',
    }),
  );
  chip(s, { x: 136, y: 108, width: 128, height: 110 }, { legs: 'none', metal: true });
  s.text(236, 124, p.module, { size: 7, bold: true, fill: '#5d646d' });
  s.add(el('rect', { x: 184, y: 200, width: 32, height: 14, fill: '#d08a2e' }));
  cameraLens(s, 200, 140, 64);
  s.text(200, 238, p.label, { size: 16, bold: true, max: 130 });
  if (p.figure) s.text(200, 252, p.figure, { size: 9, max: 130, fill: '#c9ced5' });
  s.add(
    el('rect', { x: 150, y: 262, width: 100, height: 62, rx: 3, fill: s.paint('mt'), stroke: '#868d96' }) +
      el('rect', { x: 162, y: 300, width: 76, height: 18, rx: 2, fill: '#2a2c31' }),
  );
  s.text(200, 286, 'microSD', { size: 9, bold: true, fill: '#5d646d' });
  s.add(
    el('circle', { cx: 262, cy: 300, r: 11, fill: '#fff6c8', filter: s.glow() }) +
      el('rect', { x: 254, y: 292, width: 16, height: 16, rx: 2, fill: '#fffbe8', stroke: '#c9c2a0' }),
  );
  pinRow(s, 128, 100, 8, { pitch: 20, vertical: true });
  pinRow(s, 262, 100, 8, { pitch: 20, vertical: true });
  return `${p.label}: a black board with the ${p.module} module, the camera lens on its ribbon, a microSD slot and the flash LED`;
}

/** The ESP-01 module: two rows of four pins, the ESP8266 and its flash, the printed antenna. */
export function esp01(s: Sketch, p: Labelled & { color: string }): string {
  board(s, { x: 70, y: 140, width: 270, height: 126, color: p.color, rx: 6 });
  s.shadowRect(40, 170, 40, 60, 3);
  s.add(el('rect', { x: 74, y: 166, width: 36, height: 74, rx: 2, fill: '#1c1d21' }));
  s.add(el('path', { d: 'M40 178h40M40 196h40M40 214h40M40 232h40', stroke: '#c9992c', 'stroke-width': 4.5 }));
  s.add(el('path', { d: 'M40 177h40M40 195h40M40 213h40M40 231h40', stroke: '#f8e08e', 'stroke-width': 1.5 }));
  pinRow(s, 76, 168, 4, { pitch: 18, vertical: true, rows: 2 });
  chip(s, { x: 136, y: 170, width: 52, height: 52 }, { label: 'ESP8266EX', legs: 'none', size: 5.5 });
  chip(s, { x: 200, y: 180, width: 32, height: 26 }, { label: 'FLASH', legs: 'dual', size: 5 });
  crystal(s, 140, 234, 24, 9);
  led(s, 120, 150, '#ff3b30');
  led(s, 134, 150, '#2562cc');
  smd(s, 206, 222);
  s.add(
    el('path', {
      d: 'M258 250V156h8v90h8V156h8v90h8V156h8v90h8V156h8v90h8V156',
      fill: 'none',
      stroke: '#d3a63a',
      'stroke-width': 2.6,
      'stroke-linejoin': 'round',
    }),
  );
  s.text(200, 252, p.label, { size: 11, bold: true, max: 80 });
  if (p.figure) s.text(168, 162, p.figure, { size: 6, max: 80, anchor: 'start' });
  return `${p.label}: a small Wi-Fi module with two rows of four pins, the ESP8266EX and its flash chip, and a printed zig-zag antenna`;
}
