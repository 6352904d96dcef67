import { PCB } from './colors.js';
import { board, chip, crystal, hole, led, pinRow, pinsOut, smd } from './components.js';
import { el, type Labelled, round, type Sketch } from './sketch.js';

/** A coiled spring antenna, left to right from (x, y). */
function springAntenna(s: Sketch, x: number, y: number, length: number): void {
  const loops = Array.from({ length: Math.floor(length / 6) }, (_, turn) =>
    el('ellipse', { cx: x + 4 + turn * 6, cy: y, rx: 4, ry: 12, fill: 'none', stroke: '#c9912c', 'stroke-width': 2.2 }),
  );
  s.add(loops.join(''));
}

export interface BluetoothPicture extends Labelled {
  chip: string;
}

/** A Bluetooth serial module: the radio board soldered on a blue carrier with six pins and a button. */
export function bluetoothModule(s: Sketch, p: BluetoothPicture): string {
  board(s, { x: 90, y: 96, width: 230, height: 210, color: PCB.blue, rx: 8 });
  const names = ['STATE', 'RXD', 'TXD', 'GND', 'VCC', 'EN'];
  pinsOut(s, 90, 120, 6, { pitch: 30, length: 50, side: 'left' });
  names.forEach((name, index) => {
    s.text(104, 123 + index * 30, name, { size: 8, bold: true, anchor: 'start' });
  });
  const radio = { x: 168, y: 116, width: 132, height: 156 };
  s.add(el('rect', { ...radio, rx: 3, fill: '#2f8a4f' }) + el('rect', { ...radio, rx: 3, fill: s.paint('gl') }));
  s.add(
    el('path', {
      d: `M${radio.x + 6} ${radio.y + 6}v${radio.height - 12}`,
      stroke: '#d8b04a',
      'stroke-width': 5,
      'stroke-dasharray': '3 4',
    }),
  );
  s.add(
    el('path', {
      d: `M${radio.x + radio.width - 6} ${radio.y + 6}v${radio.height - 12}`,
      stroke: '#d8b04a',
      'stroke-width': 5,
      'stroke-dasharray': '3 4',
    }),
  );
  chip(s, { x: 196, y: 176, width: 56, height: 56 }, { label: p.chip, legs: 'none', size: 7 });
  s.add(
    el('path', {
      d: `M${radio.x + 20} ${radio.y + 14}h80v20h-80v-20`,
      fill: 'none',
      stroke: '#d3a63a',
      'stroke-width': 2.4,
    }),
  );
  crystal(s, 262, 186, 18, 8);
  smd(s, 266, 214);
  led(s, 128, 284, '#ff3b30');
  s.add(
    el('rect', { x: 150, y: 282, width: 14, height: 14, rx: 2, fill: s.paint('mt') }) +
      el('circle', { cx: 157, cy: 289, r: 4, fill: '#1e1f22' }),
  );
  s.text(244, 292, p.label, { size: 18, bold: true, max: 110 });
  if (p.figure) s.text(234, 160, p.figure, { size: 8, max: 120 });
  return `${p.label} Bluetooth module: a green radio board with the ${p.chip} on a blue carrier with six labelled pins`;
}

/** nRF24L01+: a small board with the chip, its crystal, a printed antenna and a 2 × 4 pin header. */
export function nrf24(s: Sketch, p: Labelled): string {
  board(s, { x: 60, y: 130, width: 290, height: 150, color: PCB.darkGreen, rx: 6 });
  pinRow(s, 74, 166, 4, { pitch: 20, rows: 2, vertical: true });
  chip(s, { x: 150, y: 174, width: 56, height: 56 }, { label: 'nRF24L01+', legs: 'none', size: 6 });
  crystal(s, 150, 246, 32, 12);
  smd(s, 220, 182);
  smd(s, 220, 200, 'capacitor');
  smd(s, 220, 218, 'capacitor');
  let d = 'M250 250V150';
  for (let i = 0; i < 4; i++) d += `h12V240h12V150`;
  s.add(el('path', { d, fill: 'none', stroke: '#d3a63a', 'stroke-width': 3, 'stroke-linejoin': 'round' }));
  s.text(178, 158, p.label, { size: 14, bold: true, max: 110 });
  if (p.figure) s.text(300, 270, p.figure, { size: 8, max: 90 });
  return `${p.label} radio module: a small green board with the transceiver chip, a crystal, a zig-zag printed antenna and eight pins`;
}

export interface CanModulePicture extends Labelled {
  color: string;
  can: { label: string; sub?: string };
  /** A LoRa module's castellated pads all round, or a GSM board's header and SIM holder. */
  style: 'lora' | 'gsm';
}

/** A radio under a steel can on a small board, with a coiled spring antenna (LoRa, GSM). */
export function canModule(s: Sketch, p: CanModulePicture): string {
  board(s, { x: 70, y: 110, width: 220, height: 200, color: p.color, rx: 6 });
  if (p.style === 'lora') {
    for (let pad = 0; pad < 8; pad++) {
      for (const x of [70, 290])
        s.add(el('rect', { x: x - 7, y: 126 + pad * 22, width: 14, height: 12, rx: 2, fill: '#d8b04a' }));
    }
    chip(
      s,
      { x: 96, y: 128, width: 168, height: 148 },
      { label: p.can.label, sub: p.can.sub, legs: 'none', metal: true, size: 16 },
    );
  } else {
    pinRow(s, 84, 292, 8, { pitch: 24 });
    chip(
      s,
      { x: 90, y: 124, width: 150, height: 120 },
      { label: p.can.label, sub: p.can.sub, legs: 'none', metal: true, size: 16 },
    );
    led(s, 256, 132, '#ff3b30');
    s.add(el('rect', { x: 104, y: 254, width: 120, height: 30, rx: 3, fill: s.paint('mt'), stroke: '#868d96' }));
    s.text(164, 274, 'SIM', { size: 10, bold: true, fill: '#5d646d' });
  }
  s.add(el('circle', { cx: 296, cy: 150, r: 6, fill: '#d8b04a' }));
  springAntenna(s, 300, 150, 72);
  s.text(180, 334, p.label, { size: 14, bold: true, fill: '#2b2f36', max: 240 });
  if (p.figure) s.text(336, 176, p.figure, { size: 10, bold: true, fill: '#2b2f36', max: 80 });
  return `${p.label}: a ${p.style === 'lora' ? 'LoRa' : 'GSM'} radio under a steel can on a small board with a coiled spring antenna`;
}

/** A GPS module with its square ceramic patch antenna on a short cable. */
export function gpsModule(s: Sketch, p: Labelled & { receiver: string }): string {
  board(s, { x: 40, y: 90, width: 190, height: 250, color: PCB.blue, rx: 8 });
  chip(s, { x: 70, y: 118, width: 130, height: 110 }, { label: p.receiver, legs: 'none', metal: true, size: 13 });
  s.add(
    el('circle', { cx: 92, cy: 268, r: 18, fill: s.paint('mt') }) +
      el('circle', { cx: 92, cy: 268, r: 10, fill: '#c9ced5' }),
  );
  led(s, 150, 262, '#3ee06a');
  hole(s, 58, 108, 7);
  hole(s, 212, 108, 7);
  pinsOut(s, 88, 340, 4, { pitch: 24, length: 26, side: 'down' });
  s.text(135, 316, p.label, { size: 13, bold: true, max: 160 });
  s.add(el('circle', { cx: 196, cy: 268, r: 7, fill: '#d8b04a' }));
  s.add(el('path', { d: 'M196 268C250 300 270 250 290 230', fill: 'none', stroke: '#1b1c20', 'stroke-width': 4 }));
  s.shadowRect(246, 120, 120, 120, 8);
  s.add(
    el('rect', { x: 246, y: 126, width: 120, height: 120, rx: 8, fill: '#c2b48a' }) +
      el('rect', { x: 246, y: 120, width: 120, height: 120, rx: 8, fill: '#e8dcb6' }) +
      el('rect', { x: 268, y: 142, width: 76, height: 76, rx: 4, fill: s.paint('mt') }) +
      el('circle', { cx: 314, cy: 172, r: 4, fill: '#c9992c' }),
  );
  if (p.figure) s.text(306, 268, p.figure, { size: 11, bold: true, fill: '#2b2f36', max: 110 });
  return `${p.label} GPS module: a blue board with the receiver under a steel can, a backup battery, and a square ceramic patch antenna on a short cable`;
}

/** An RFID reader: the blue board with its antenna coil, beside a white card and a blue key tag. */
export function rfidReader(s: Sketch, p: Labelled): string {
  board(s, { x: 40, y: 80, width: 240, height: 200, color: PCB.blue, rx: 8 });
  for (let i = 0; i < 4; i++) {
    const inset = 20 + i * 9;
    s.add(
      el('rect', {
        x: 110 + inset - 20,
        y: 94 + inset - 20,
        width: 150 - 2 * (inset - 20),
        height: 150 - 2 * (inset - 20),
        rx: 8,
        fill: 'none',
        stroke: '#d3a63a',
        'stroke-width': 2.5,
      }),
    );
  }
  pinsOut(s, 40, 110, 8, { pitch: 20, length: 20, side: 'left' });
  chip(s, { x: 54, y: 230, width: 36, height: 36 }, { label: 'MFRC522', size: 4 });
  crystal(s, 100, 248, 22, 9);
  s.text(150, 270, p.label, { size: 16, bold: true, max: 90 });
  s.shadow(el('rect', { x: 216, y: 236, width: 150, height: 96, rx: 10, transform: 'rotate(-12 291 284)' }));
  s.add(
    el(
      'g',
      { transform: 'rotate(-12 291 284)' },
      el('rect', { x: 216, y: 232, width: 150, height: 96, rx: 10, fill: '#fbfcfd', stroke: '#c9ced5' }) +
        el('rect', { x: 216, y: 232, width: 150, height: 24, rx: 10, fill: '#1e63d6' }) +
        el('path', {
          d: 'M234 296a12 12 0 0 1 0 -20M242 302a22 22 0 0 1 0 -32M250 308a32 32 0 0 1 0 -44',
          fill: 'none',
          stroke: '#1e63d6',
          'stroke-width': 3,
        }),
    ),
  );
  if (p.figure) s.text(312, 298, p.figure, { size: 12, bold: true, fill: '#1e63d6', max: 96, rotate: -12 });
  s.shadow(el('path', { d: 'M310 96c30 0 46 30 36 60l-26 50c-6 10 -22 10 -26 0l-22 -50c-10 -30 8 -60 38 -60z' }));
  s.add(
    el('path', {
      d: 'M306 90c30 0 46 30 36 60l-26 50c-6 10 -22 10 -26 0l-22 -50c-10 -30 8 -60 38 -60z',
      fill: '#2f7be8',
    }) +
      el('circle', { cx: 306, cy: 120, r: 9, fill: '#e9eef5' }) +
      el('circle', { cx: 306, cy: 150, r: 16, fill: 'none', stroke: '#9cc2ff', 'stroke-width': 2 }),
  );
  return `${p.label} RFID reader: a blue board with its antenna coil, a white card and a blue key tag`;
}

export interface RelayPicture extends Labelled {
  channels: 1 | 2 | 4;
  /** Mechanical relays in blue cases, or solid-state ones in black. */
  solidState?: boolean;
  relay: string;
}

/** A relay board: one blue relay (or black solid-state relay) per channel, screw terminals along the far edge. */
export function relayModule(s: Sketch, p: RelayPicture): string {
  const pitch = p.channels === 4 ? 74 : p.channels === 2 ? 110 : 150;
  const width = p.channels * pitch + 30;
  const x = 200 - width / 2;
  board(s, { x, y: 82, width, height: 250, color: p.solidState ? PCB.darkGreen : '#1b1d22', rx: 8 });
  for (let channel = 0; channel < p.channels; channel++) {
    const cx = x + 15 + channel * pitch + pitch / 2;
    const terminalWays = p.solidState ? 2 : 3;
    const tw = Math.min(pitch - 8, terminalWays * 22);
    s.add(
      el('rect', { x: cx - tw / 2, y: 96, width: tw, height: 30, rx: 2, fill: '#1148a8' }) +
        el('rect', { x: cx - tw / 2, y: 90, width: tw, height: 30, rx: 2, fill: '#1f6fe0' }),
    );
    for (let way = 0; way < terminalWays; way++) {
      const tx = cx - tw / 2 + (way + 0.5) * (tw / terminalWays);
      s.add(
        el('circle', { cx: tx, cy: 105, r: 8, fill: s.paint('mt'), stroke: '#7b838c' }) +
          el('path', { d: `M${round(tx - 5)} 107l10 -4`, stroke: '#555b63', 'stroke-width': 2 }),
      );
    }
    const rw = Math.min(pitch - 10, 64);
    if (p.solidState) {
      s.add(
        el('rect', { x: cx - rw / 2, y: 146, width: rw, height: 92, rx: 3, fill: '#0b0b0d' }) +
          el('rect', { x: cx - rw / 2, y: 140, width: rw, height: 92, rx: 3, fill: s.paint('hs') }),
      );
      s.text(cx, 176, p.relay, { size: 9, bold: true, max: rw - 8 });
      s.text(cx, 194, 'SSR', { size: 8, fill: '#aab0b8' });
      s.add(
        el('rect', { x: cx - 10, y: 250, width: 20, height: 34, rx: 3, fill: '#f3f3f0' }) +
          el('rect', { x: cx - 6, y: 256, width: 12, height: 22, fill: '#c9ced5' }),
      );
    } else {
      s.add(
        el('rect', { x: cx - rw / 2, y: 146, width: rw, height: 100, rx: 3, fill: '#1148a8' }) +
          el('rect', { x: cx - rw / 2, y: 140, width: rw, height: 100, rx: 3, fill: '#2a7de1' }) +
          el('rect', { x: cx - rw / 2, y: 140, width: rw, height: 100, rx: 3, fill: s.paint('gl') }),
      );
      s.text(cx, 172, p.relay, { size: 7.5, bold: true, max: rw - 8, fill: '#e6f0ff' });
      s.text(cx, 186, '10A 250VAC', { size: 6, max: rw - 8, fill: '#cfe0ff' });
      chip(s, { x: cx - 14, y: 258, width: 28, height: 20 }, { label: '817', legs: 'dual', size: 5 });
    }
    led(s, cx - 4, 292, '#ff3b30', channel === 0);
    s.text(cx, 314, `IN${channel + 1}`, { size: 7, bold: true });
  }
  s.text(200, 344 + 10, p.label, { size: 13, bold: true, fill: '#2b2f36', max: 300 });
  if (p.figure) s.text(200, 72, p.figure, { size: 11, bold: true, fill: '#2b2f36', max: 300 });
  return `${p.label}: ${p.channels === 1 ? 'a relay' : `${p.channels} ${p.solidState ? 'solid-state relays' : 'relays'}`} on a board with screw terminals and an indicator LED per channel`;
}
