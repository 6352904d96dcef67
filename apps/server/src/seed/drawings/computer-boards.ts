import { PCB } from './colors.js';
import {
  board,
  button,
  cameraLens,
  chip,
  crystal,
  ffcConnector,
  heatsink,
  hole,
  led,
  pinRow,
  port,
  shapedBoard,
  smd,
  usb,
} from './components.js';
import { el, type Labelled, round, type Sketch, shade } from './sketch.js';

export interface RaspberryPiPicture extends Labelled {
  generation: 4 | 5;
  soc: string;
}

/** Raspberry Pi Model B: 40 pins along the top, USB and Ethernet on the right, power and HDMI below. */
export function raspberryPi(s: Sketch, p: RaspberryPiPicture): string {
  board(s, { x: 42, y: 104, width: 300, height: 198, color: PCB.green, rx: 12 });
  const ethernetFirst = p.generation === 4;
  const [ethernetY, usbTop] = ethernetFirst ? [126, 190] : [246, 126];
  port(s, { x: 280, y: ethernetY, width: 80, height: 56 }, { mouth: 'right', color: '#2b2d31' });
  s.add(
    el('circle', { cx: 300, cy: ethernetY + 44, r: 2.5, fill: '#ffb300' }) +
      el('circle', { cx: 340, cy: ethernetY + 44, r: 2.5, fill: '#3ee06a' }),
  );
  port(s, { x: 284, y: usbTop, width: 76, height: 48 }, { mouth: 'right', color: '#2a2b30' });
  port(s, { x: 284, y: usbTop + 56, width: 76, height: 48 }, { mouth: 'right', color: '#1e63d6' });
  port(s, { x: 74, y: 282, width: 32, height: 20 }, { mouth: 'bottom', color: '#34373c' });
  port(s, { x: 126, y: 284, width: 28, height: 18 }, { mouth: 'bottom', color: '#34373c' });
  port(s, { x: 174, y: 284, width: 28, height: 18 }, { mouth: 'bottom', color: '#34373c' });
  pinRow(s, 72, 108, 20, { pitch: 9, rows: 2 });
  chip(
    s,
    { x: 124, y: 176, width: 58, height: 58 },
    { label: 'BROADCOM', sub: p.soc, legs: 'none', metal: true, size: 6.5 },
  );
  chip(s, { x: 200, y: 180, width: 34, height: 48 }, { legs: 'none' });
  chip(s, { x: 74, y: 150, width: 44, height: 32 }, { label: 'Wi-Fi', legs: 'none', metal: true, size: 6 });
  ffcConnector(s, 50, 176, 62);
  ffcConnector(s, 248, 150, 48);
  if (p.generation === 4) {
    s.add(
      el('rect', { x: 224, y: 281, width: 22, height: 28, rx: 4, fill: '#050505' }) +
        el('rect', { x: 224, y: 276, width: 22, height: 28, rx: 4, fill: s.paint('ic') }) +
        el('circle', { cx: 235, cy: 300, r: 5, fill: '#0a0a0a' }),
    );
    chip(s, { x: 246, y: 228, width: 26, height: 26 }, { label: 'VL805', size: 4.5, legs: 'none' });
  } else {
    chip(s, { x: 244, y: 222, width: 30, height: 30 }, { label: 'RP1', size: 6, legs: 'none' });
    s.add(
      el('rect', {
        x: 232,
        y: 288,
        width: 16,
        height: 12,
        rx: 2,
        fill: '#f4f4f4',
        stroke: '#9aa1aa',
        'stroke-width': 0.8,
      }),
    );
    s.add(el('rect', { x: 40, y: 240, width: 10, height: 36, rx: 1.5, fill: '#f1ead6' }));
    pinRow(s, 258, 110, 2, { pitch: 8 });
  }
  chip(s, { x: 246, y: 262, width: 22, height: 22 }, { legs: 'none' });
  led(s, 60, 260, '#e53935');
  led(s, 60, 270, '#3ee06a');
  smd(s, 190, 158, 'capacitor');
  smd(s, 208, 236, 'capacitor');
  smd(s, 80, 236, 'capacitor');
  for (const [x, y] of [
    [56, 118],
    [266, 118],
    [56, 288],
    [266, 288],
  ] as const)
    hole(s, x, y, 7);
  s.text(154, 256, p.label, { size: 15, bold: true, max: 146 });
  if (p.figure) s.text(154, 274, p.figure, { size: 12, bold: true, max: 100 });
  return `${p.label} single-board computer: green board with the 40-pin header, USB and Ethernet ports, micro-HDMI and USB-C power`;
}

/** Raspberry Pi Zero: a narrow board, its 40 pin holes left empty, every port on one long edge. */
export function raspberryPiZero(s: Sketch, p: Labelled & { soc: string }): string {
  board(s, { x: 50, y: 130, width: 300, height: 140, color: PCB.green, rx: 10 });
  for (let row = 0; row < 2; row++) {
    for (let pin = 0; pin < 20; pin++) {
      const cx = 88 + pin * 11;
      const cy = 144 + row * 11;
      s.add(el('circle', { cx, cy, r: 3.6, fill: '#d8b04a' }) + el('circle', { cx, cy, r: 1.8, fill: '#1f3a28' }));
    }
  }
  chip(s, { x: 150, y: 178, width: 56, height: 56 }, { label: p.soc, legs: 'none', size: 9 });
  chip(s, { x: 222, y: 186, width: 34, height: 24 }, { label: 'Wi-Fi', legs: 'none', metal: true, size: 5 });
  port(s, { x: 76, y: 254, width: 34, height: 22 }, { mouth: 'bottom', color: '#34373c' });
  port(s, { x: 234, y: 258, width: 22, height: 16 }, { mouth: 'bottom', color: '#34373c' });
  port(s, { x: 278, y: 258, width: 22, height: 16 }, { mouth: 'bottom', color: '#34373c' });
  s.add(el('rect', { x: 44, y: 176, width: 40, height: 52, rx: 2, fill: s.paint('mt') }));
  ffcConnector(s, 330, 172, 56);
  led(s, 304, 240, '#3ee06a');
  smd(s, 214, 220, 'capacitor');
  smd(s, 130, 190);
  for (const [x, y] of [
    [66, 146],
    [334, 146],
    [66, 254],
    [334, 254],
  ] as const)
    hole(s, x, y, 6);
  s.text(150, 256, p.label, { size: 10, bold: true, max: 140, anchor: 'start' });
  return `${p.label}: a narrow green board with 40 unpopulated GPIO holes, the ${p.soc} in the middle and mini-HDMI and micro-USB on one edge`;
}

export interface PicoPicture extends Labelled {
  mcu: string;
  /** The Pico W's radio under its can, with the antenna at the board's end. */
  wireless?: boolean;
}

/** Raspberry Pi Pico: a long board with castellated pins on both edges and micro-USB at one end. */
export function pico(s: Sketch, p: PicoPicture): string {
  board(s, { x: 64, y: 150, width: 288, height: 110, color: PCB.darkGreen, rx: 6 });
  for (let pin = 0; pin < 20; pin++) {
    const x = 76 + pin * 14;
    for (const y of [150, 260]) {
      s.add(
        el('circle', { cx: x, cy: y, r: 5, fill: '#d8b04a' }) + el('circle', { cx: x, cy: y, r: 2.4, fill: '#e4e9ef' }),
      );
    }
  }
  usb(s, 'micro', 44, 190);
  button(s, 100, 176, 18);
  s.text(109, 206, 'BOOTSEL', { size: 5 });
  chip(s, { x: 130, y: 218, width: 26, height: 18 }, { label: 'FLASH', legs: 'dual', size: 4 });
  chip(s, { x: 176, y: 176, width: 52, height: 52 }, { label: p.mcu, legs: 'none', size: 8 });
  crystal(s, 240, 216, 20, 9);
  led(s, 246, 176, '#3ee06a');
  smd(s, 164, 238, 'capacitor');
  if (p.wireless) {
    chip(s, { x: 262, y: 172, width: 46, height: 46 }, { label: 'Wi-Fi', legs: 'none', metal: true, size: 6 });
    s.add(el('rect', { x: 318, y: 168, width: 26, height: 72, rx: 2, fill: shade(PCB.darkGreen, 0.8) }));
    s.add(el('path', { d: 'M324 232V176h6V232h6V176', fill: 'none', stroke: '#d3a63a', 'stroke-width': 2 }));
  }
  s.text(p.wireless ? 210 : 286, p.wireless ? 246 : 200, 'Raspberry Pi', { size: 8, bold: true, max: 90 });
  s.text(p.wireless ? 210 : 286, p.wireless ? 226 : 216, p.label, { size: p.wireless ? 11 : 16, bold: true, max: 90 });
  return `Raspberry Pi ${p.label}: a long green board with castellated pins along both edges, micro-USB, the BOOTSEL button and the ${p.mcu}`;
}

/** A camera board: the lens in its square housing, the ribbon cable leaving from one edge. */
export function cameraModule(s: Sketch, p: Labelled & { autofocus?: boolean }): string {
  s.shadow(el('rect', { x: 175, y: 250, width: 60, height: 110, rx: 3 }));
  s.add(
    el('path', { d: 'M172 250h56v92h-56z', fill: '#e9dfc4' }) +
      el('path', { d: 'M172 250h56v92h-56z', fill: s.paint('gl') }) +
      el('rect', { x: 172, y: 326, width: 56, height: 18, fill: '#1e5fd0' }) +
      el('path', {
        d: 'M176 344v6M184 344v6M192 344v6M200 344v6M208 344v6M216 344v6M224 344v6',
        stroke: '#d8b04a',
        'stroke-width': 2.5,
      }),
  );
  board(s, { x: 110, y: 60, width: 180, height: 190, color: PCB.green, rx: 8 });
  for (const [x, y] of [
    [126, 76],
    [274, 76],
    [126, 234],
    [274, 234],
  ] as const)
    hole(s, x, y, 7);
  cameraLens(s, 200, 84, p.autofocus ? 92 : 80);
  s.text(200, 204, p.label, { size: 10, bold: true, max: 150 });
  if (p.figure) s.text(200, 218, p.figure, { size: 8, max: 150 });
  s.add(el('rect', { x: 172, y: 232, width: 56, height: 14, rx: 2, fill: '#1c1d21' }));
  return `${p.label}: a small green camera board with its lens in a black square housing and a ribbon cable`;
}

export interface JetsonPicture extends Labelled {}

/** A Jetson developer kit: the module under a large finned heatsink and fan, on its carrier board. */
export function jetson(s: Sketch, p: JetsonPicture): string {
  board(s, { x: 46, y: 100, width: 308, height: 270, color: '#1c4a3a', rx: 10 });
  port(s, { x: 70, y: 82, width: 30, height: 30 }, { mouth: 'top', color: '#222' });
  port(s, { x: 110, y: 82, width: 40, height: 28 }, { mouth: 'top', color: '#222' });
  port(s, { x: 160, y: 78, width: 40, height: 40 }, { mouth: 'top', color: '#1e63d6' });
  port(s, { x: 208, y: 78, width: 40, height: 40 }, { mouth: 'top', color: '#1e63d6' });
  port(s, { x: 258, y: 76, width: 52, height: 46 }, { mouth: 'top', color: '#2b2d31' });
  port(s, { x: 318, y: 84, width: 24, height: 26 }, { mouth: 'top', color: '#34373c' });
  pinRow(s, 332, 150, 20, { pitch: 9, rows: 2, vertical: true });
  s.add(
    el('rect', { x: 64, y: 318, width: 110, height: 30, rx: 2, fill: '#121316' }) +
      el('rect', { x: 186, y: 318, width: 110, height: 30, rx: 2, fill: '#121316' }),
  );
  s.add(el('rect', { x: 70, y: 140, width: 250, height: 168, rx: 4, fill: '#0f3b2d' }));
  heatsink(s, { x: 76, y: 134, width: 238, height: 168 }, 22, '#2a2c31');
  const fan = { cx: 195, cy: 218, r: 62 };
  s.add(
    el('circle', { cx: fan.cx, cy: fan.cy + 4, r: fan.r, fill: '#0b0b0d' }) +
      el('circle', { cx: fan.cx, cy: fan.cy, r: fan.r, fill: '#17181b', stroke: '#3a3c41', 'stroke-width': 2 }),
  );
  for (let blade = 0; blade < 9; blade++) {
    const angle = (blade * 360) / 9;
    s.add(
      el('path', {
        d: `M${fan.cx} ${fan.cy - 20}q22 -14 18 -40q-20 10 -26 38z`,
        fill: '#2c2e33',
        stroke: '#45484e',
        'stroke-width': 0.8,
        transform: `rotate(${round(angle)} ${fan.cx} ${fan.cy})`,
      }),
    );
  }
  s.add(
    el('circle', { cx: fan.cx, cy: fan.cy, r: 21, fill: '#76b900' }) +
      el('circle', { cx: fan.cx, cy: fan.cy, r: 21, fill: s.paint('gl') }),
  );
  if (p.figure) s.text(fan.cx, fan.cy + 3, p.figure, { size: 9, bold: true, fill: '#0b0b0d', max: 38 });
  s.text(200, 364, p.label, { size: 11, bold: true, max: 200 });
  return `${p.label} developer kit: a module under a large black finned heatsink with a fan, on a carrier board with USB, Ethernet and DisplayPort along its back edge`;
}

export interface NucleoPicture extends Labelled {
  mcu: string;
}

/** An STM32 Nucleo-64: the ST-LINK programmer above a snap line, the MCU between morpho headers. */
export function nucleo(s: Sketch, p: NucleoPicture): string {
  board(s, { x: 90, y: 40, width: 220, height: 330, color: '#f4f5f6', rx: 8 });
  s.add(el('path', { d: 'M96 132h208', stroke: '#c9ced5', 'stroke-width': 2, 'stroke-dasharray': '6 4' }));
  usb(s, 'mini', 180, 26, 90);
  chip(s, { x: 134, y: 70, width: 36, height: 36 }, { label: 'ST-LINK', size: 4.5 });
  led(s, 230, 90, '#e53935');
  s.text(200, 124, 'ST-LINK/V2-1', { size: 7, fill: '#3a3f46' });
  pinRow(s, 96, 150, 19, { pitch: 11, rows: 2, vertical: true });
  pinRow(s, 282, 150, 19, { pitch: 11, rows: 2, vertical: true });
  for (const [y, count] of [
    [154, 10],
    [274, 8],
  ] as const) {
    s.add(el('rect', { x: 124, y, width: 10, height: count * 9, rx: 1.5, fill: '#1c1d21' }));
    s.add(el('rect', { x: 266, y, width: 10, height: count * 9, rx: 1.5, fill: '#1c1d21' }));
  }
  chip(s, { x: 166, y: 200, width: 68, height: 68 }, { label: 'STM32', sub: p.mcu, size: 8 });
  button(s, 156, 158, 22);
  s.add(el('circle', { cx: 167, cy: 169, r: 7, fill: '#1e5fd0' }));
  button(s, 222, 158, 22);
  s.text(167, 150, 'USER', { size: 6, fill: '#3a3f46' });
  s.text(233, 150, 'RESET', { size: 6, fill: '#3a3f46' });
  led(s, 240, 280, '#3ee06a');
  crystal(s, 150, 284, 22, 9);
  s.text(200, 310, p.label, { size: 12, bold: true, fill: '#1d3a8a', max: 120 });
  if (p.figure) s.text(200, 324, p.figure, { size: 7, fill: '#3a3f46', max: 120 });
  return `${p.label}: a white STM32 Nucleo-64 board with the ST-LINK programmer on top, the ${p.mcu} between two rows of morpho pins, and blue user and black reset buttons`;
}

/** BBC micro:bit: a 5 × 5 LED grid between buttons A and B, the touch logo above, the edge connector below. */
export function microbit(s: Sketch, p: Labelled): string {
  const outline = 'M70 90h260a14 14 0 0 1 14 14v150h-14v20h14v40h-288v-40h14v-20h-14v-150a14 14 0 0 1 14 -14z';
  shapedBoard(s, outline, '#24262b');
  s.add(el('ellipse', { cx: 200, cy: 112, rx: 22, ry: 9, fill: 'none', stroke: '#d8b04a', 'stroke-width': 4 }));
  s.add(
    el('circle', { cx: 190, cy: 112, r: 2.5, fill: '#d8b04a' }) +
      el('circle', { cx: 210, cy: 112, r: 2.5, fill: '#d8b04a' }),
  );
  const lit = new Set(['1,1', '3,1', '0,3', '4,3', '1,4', '2,4', '3,4']);
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 5; column++) {
      const x = 156 + column * 20;
      const y = 140 + row * 20;
      const on = lit.has(`${column},${row}`);
      if (on) s.add(el('circle', { cx: x + 3, cy: y + 5, r: 9, fill: '#ff3b30', opacity: 0.7, filter: s.glow() }));
      s.add(el('rect', { x, y, width: 6, height: 10, rx: 1, fill: on ? '#ff5a4d' : '#f0ece4' }));
    }
  }
  for (const [x, name] of [
    [100, 'A'],
    [300, 'B'],
  ] as const) {
    s.add(
      el('rect', { x: x - 16, y: 170, width: 32, height: 32, rx: 3, fill: s.paint('mt') }) +
        el('circle', { cx: x, cy: 186, r: 10, fill: '#1e1f22' }),
    );
    s.text(x, 222, name, { size: 12, bold: true });
  }
  const pads = [
    [62, 46, '0'],
    [120, 46, '1'],
    [178, 46, '2'],
    [236, 46, '3V'],
    [294, 46, 'GND'],
  ] as const;
  s.add(el('path', { d: 'M62 318h278', stroke: '#c9992c', 'stroke-width': 24, 'stroke-dasharray': '3 3' }));
  for (const [x, width, name] of pads) {
    s.add(
      el('rect', { x, y: 286, width, height: 44, rx: 4, fill: '#d8b04a' }) +
        el('circle', { cx: x + width / 2, cy: 302, r: 9, fill: '#e4e9ef' }),
    );
    s.text(x + width / 2, 326, name, { size: 8, bold: true, fill: '#4a3a10' });
  }
  s.text(200, 268, p.label, { size: 11, bold: true, max: 140 });
  return `${p.label}: a small black board with a 5 × 5 grid of red LEDs between buttons A and B, a gold touch logo and the gold edge connector`;
}

export interface PillPicture extends Labelled {
  color: string;
  usb: 'micro' | 'c';
  mcu: string;
}

/** The STM32 "pill" boards: a narrow board with pins along both edges, USB at one end, the MCU in the middle. */
export function pill(s: Sketch, p: PillPicture): string {
  board(s, { x: 60, y: 150, width: 290, height: 116, color: p.color, rx: 5 });
  pinRow(s, 84, 152, 20, { pitch: 13 });
  pinRow(s, 84, 250, 20, { pitch: 13 });
  usb(s, p.usb, 40, 190);
  chip(s, { x: 176, y: 180, width: 52, height: 52 }, { label: 'STM32', sub: p.mcu, size: 7 });
  button(s, 110, 178, 16);
  button(s, 110, 220, 16);
  s.text(118, 174, p.usb === 'c' ? 'BOOT0' : 'RESET', { size: 5 });
  s.text(118, 246, p.usb === 'c' ? 'NRST' : 'BOOT', { size: 5 });
  crystal(s, 244, 186, 24, 9);
  led(s, 246, 224, '#e53935');
  led(s, 262, 224, '#3ee06a');
  smd(s, 150, 190, 'capacitor', true);
  smd(s, 150, 214, 'resistor', true);
  pinRow(s, 326, 186, 4, { pitch: 11, vertical: true });
  s.text(288, 216, p.label, { size: 9, bold: true, max: 56 });
  if (p.figure) s.text(288, 208 - 12, p.figure, { size: 7, max: 56 });
  return `${p.label}: a narrow ${p.usb === 'c' ? 'black' : 'blue'} STM32 board with pins along both long edges, ${p.usb === 'c' ? 'USB-C' : 'micro-USB'} at one end and the ${p.mcu} in the middle`;
}
