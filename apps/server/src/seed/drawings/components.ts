/**
 * The parts boards and modules are built from, drawn as the sample drawings draw them: seen from
 * above, raised a little towards the viewer, lit from the top left.
 */
import { el, round, type Sketch, shade } from './sketch.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A printed circuit board (or any flat slab): its edge, its face and the sheen on it. */
export function board(
  s: Sketch,
  { x, y, width, height, color, rx = 8, depth = 5 }: Box & { color: string; rx?: number; depth?: number },
): void {
  s.shadowRect(x, y, width, height, rx + 2);
  s.add(
    el('rect', { x, y: y + depth, width, height, rx, fill: shade(color, 0.55) }) +
      el('rect', { x, y, width, height, rx, fill: color }) +
      el('rect', { x, y, width, height, rx, fill: s.paint('gl') }),
  );
}

/** A board of any outline (a path): its edge, its face and the sheen on it, like `board`. */
export function shapedBoard(s: Sketch, outline: string, color: string): void {
  s.shadow(el('path', { d: outline, transform: 'translate(5 9)' }));
  s.add(
    el('path', { d: outline, fill: shade(color, 0.5), transform: 'translate(0 5)' }) +
      el('path', { d: outline, fill: color }) +
      el('path', { d: outline, fill: s.paint('gl') }),
  );
}

/** A camera's lens in its square black housing, seen from the front; `top` is the housing's top edge. */
export function cameraLens(s: Sketch, cx: number, top: number, size: number): void {
  const cy = top + size / 2;
  s.add(
    el('rect', { x: cx - size / 2, y: top + 4, width: size, height: size, rx: size * 0.07, fill: '#141518' }) +
      el('rect', { x: cx - size / 2, y: top, width: size, height: size, rx: size * 0.07, fill: s.paint('hs') }) +
      el('circle', { cx, cy, r: size * 0.36, fill: '#0b0c0f', stroke: '#3a3c41', 'stroke-width': size * 0.035 }) +
      el('circle', { cx, cy, r: size * 0.25, fill: s.paint('lens') }) +
      el('circle', { cx: cx - size * 0.09, cy: cy - size * 0.09, r: size * 0.06, fill: '#fff', opacity: 0.8 }),
  );
}

/** A plated mounting hole. */
export function hole(s: Sketch, x: number, y: number, r = 6): void {
  const inner = r * 0.58;
  s.add(
    el('circle', { cx: x, cy: y, r, fill: '#d8b04a' }) +
      el('circle', { cx: x, cy: y, r: inner, fill: '#e4e9ef' }) +
      el('path', { d: `M${round(x - inner)} ${y}a${inner} ${inner} 0 0 1 ${round(2 * inner)} 0`, fill: '#b9c1cb' }),
  );
}

/** A row of female header sockets, `count` long, at `pitch` units a pin. */
export function socketRow(
  s: Sketch,
  x: number,
  y: number,
  count: number,
  { pitch = 10, vertical = false }: { pitch?: number; vertical?: boolean } = {},
): void {
  const length = count * pitch;
  const [width, height] = vertical ? [pitch, length] : [length, pitch];
  const inset = pitch * 0.27;
  const holes = vertical
    ? `M${round(x + pitch / 2)} ${round(y + inset)}v${round(length - 2 * inset)}`
    : `M${round(x + inset)} ${round(y + pitch / 2)}h${round(length - 2 * inset)}`;
  s.add(
    el('rect', { x, y, width, height, rx: 1.5, fill: '#1c1d21', stroke: '#34363c', 'stroke-width': 0.8 }) +
      el('path', {
        d: holes,
        fill: 'none',
        stroke: '#060607',
        'stroke-width': pitch * 0.46,
        'stroke-dasharray': `${round(pitch * 0.46)} ${round(pitch * 0.54)}`,
      }),
  );
}

/** Rows of male header pins seen from above: gold squares on a black plastic strip. */
export function pinRow(
  s: Sketch,
  x: number,
  y: number,
  count: number,
  { pitch = 10, vertical = false, rows = 1 }: { pitch?: number; vertical?: boolean; rows?: number } = {},
): void {
  const length = count * pitch;
  const depth = rows * pitch;
  const [width, height] = vertical ? [depth, length] : [length, depth];
  s.add(el('rect', { x, y, width, height, rx: 1.5, fill: '#1c1d21', stroke: '#34363c', 'stroke-width': 0.8 }));
  const inset = pitch * 0.3;
  for (let row = 0; row < rows; row++) {
    const across = row * pitch + pitch / 2;
    const line = vertical
      ? (shift: number) => `M${round(x + across + shift)} ${round(y + inset)}v${round(length - 2 * inset)}`
      : (shift: number) => `M${round(x + inset)} ${round(y + across + shift)}h${round(length - 2 * inset)}`;
    s.add(
      el('path', {
        d: line(0),
        fill: 'none',
        stroke: '#c9992c',
        'stroke-width': pitch * 0.4,
        'stroke-dasharray': `${round(pitch * 0.4)} ${round(pitch * 0.6)}`,
      }) +
        el('path', {
          d: line(-pitch * 0.08),
          fill: 'none',
          stroke: '#f8e08e',
          'stroke-width': pitch * 0.18,
          'stroke-dasharray': `${round(pitch * 0.18)} ${round(pitch * 0.82)}`,
        }),
    );
  }
}

/** Header pins bent at a right angle, sticking out of a board's edge towards `side`. */
export function pinsOut(
  s: Sketch,
  x: number,
  y: number,
  count: number,
  { pitch = 16, length = 46, side = 'left' }: { pitch?: number; length?: number; side?: 'left' | 'right' | 'down' },
): void {
  const gold: string[] = [];
  const shine: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * pitch;
    if (side === 'down') {
      gold.push(`M${x + at} ${y}v${length}`);
      shine.push(`M${x + at - 1} ${y}v${length}`);
    } else {
      const start = side === 'left' ? x - length : x;
      gold.push(`M${start} ${y + at}h${length}`);
      shine.push(`M${start} ${y + at - 1}h${length}`);
    }
  }
  s.add(
    el('path', { d: gold.join(''), fill: 'none', stroke: '#c9992c', 'stroke-width': 4.5 }) +
      el('path', { d: shine.join(''), fill: 'none', stroke: '#f8e08e', 'stroke-width': 1.5 }),
  );
  const [bx, by, bw, bh] =
    side === 'down'
      ? [x - pitch / 2, y, count * pitch, 12]
      : [side === 'left' ? x - 14 : x + 2, y - pitch / 2, 12, count * pitch];
  s.add(el('rect', { x: bx, y: by, width: bw, height: bh, rx: 2, fill: '#1c1d21' }));
}

export interface ChipOptions {
  label?: string;
  sub?: string;
  /** 'quad' for a QFP, 'dual' for an SOIC or a DIP seen from above, 'none' for a QFN or BGA. */
  legs?: 'quad' | 'dual' | 'none';
  size?: number;
  /** A metal lid instead of black epoxy (a SoC or a sensor). */
  metal?: boolean;
}

/** A surface-mounted chip: a black body, its legs, the pin-1 dot and what is printed on it. */
export function chip(s: Sketch, box: Box, { label, sub, legs = 'quad', size, metal = false }: ChipOptions = {}): void {
  const { x, y, width, height } = box;
  const leg = (d: string, thickness: number, pitch: number) =>
    el('path', {
      d,
      fill: 'none',
      stroke: '#c7ccd3',
      'stroke-width': thickness,
      'stroke-dasharray': `${round(pitch * 0.52)} ${round(pitch * 0.48)}`,
    });
  if (legs === 'quad') {
    const pitch = Math.max(2.4, Math.min(width, height) / 8);
    const t = Math.min(3.5, pitch);
    s.add(
      leg(`M${x + 2} ${y - t / 2 + 0.5}h${width - 4}`, t, pitch) +
        leg(`M${x + 2} ${y + height + t / 2 - 0.5}h${width - 4}`, t, pitch) +
        leg(`M${x - t / 2 + 0.5} ${y + 2}v${height - 4}`, t, pitch) +
        leg(`M${x + width + t / 2 - 0.5} ${y + 2}v${height - 4}`, t, pitch),
    );
  } else if (legs === 'dual') {
    const pitch = Math.max(3, Math.min(8, width / 7));
    const t = Math.min(5, pitch * 1.1);
    s.add(
      leg(`M${x + pitch / 2} ${y - t / 2 + 0.5}h${width - pitch}`, t, pitch) +
        leg(`M${x + pitch / 2} ${y + height + t / 2 - 0.5}h${width - pitch}`, t, pitch),
    );
  }
  if (metal) {
    s.add(
      el('rect', { x, y, width, height, rx: 2, fill: s.paint('mt'), stroke: '#8a9199', 'stroke-width': 0.8 }) +
        el('rect', {
          x: x + 2.5,
          y: y + 2.5,
          width: width - 5,
          height: height - 5,
          rx: 1.5,
          fill: 'none',
          stroke: '#fff',
          'stroke-width': 0.8,
          opacity: 0.6,
        }),
    );
  } else {
    s.add(
      el('rect', { x, y, width, height, rx: 1.5, fill: s.paint('ic') }) +
        el('circle', { cx: x + 4, cy: y + 4, r: Math.min(2, width / 12), fill: '#e9eaec' }),
    );
  }
  const ink = metal ? '#5d646d' : '#aab0b8';
  const cx = x + width / 2;
  const fontSize = size ?? Math.min(9, height / 3.2);
  if (label) {
    s.text(cx, y + height / 2 + (sub ? 0 : fontSize / 3), label, {
      size: fontSize,
      max: width - 6,
      fill: ink,
      bold: metal,
    });
  }
  if (sub) s.text(cx, y + height / 2 + fontSize * 1.1, sub, { size: fontSize * 0.75, max: width - 6, fill: ink });
}

/** A small surface-mounted resistor or capacitor, lying left to right unless `vertical`. */
export function smd(
  s: Sketch,
  x: number,
  y: number,
  kind: 'resistor' | 'capacitor' = 'resistor',
  vertical = false,
): void {
  const [w, h] = vertical ? [5, 10] : [10, 5];
  const body = kind === 'resistor' ? '#222326' : '#c9a676';
  const ends = vertical
    ? el('rect', { x, y, width: w, height: 2.2, fill: '#d3d7dc' }) +
      el('rect', { x, y: y + h - 2.2, width: w, height: 2.2, fill: '#d3d7dc' })
    : el('rect', { x, y, width: 2.2, height: h, fill: '#d3d7dc' }) +
      el('rect', { x: x + w - 2.2, y, width: 2.2, height: h, fill: '#d3d7dc' });
  s.add(el('rect', { x, y, width: w, height: h, rx: 0.8, fill: body }) + ends);
}

/** A surface-mounted LED, glowing when lit. */
export function led(s: Sketch, x: number, y: number, color: string, lit = true): void {
  const glow = lit ? el('circle', { cx: x + 4, cy: y + 2.5, r: 8, fill: color, opacity: 0.75, filter: s.glow() }) : '';
  s.add(
    glow +
      el('rect', { x, y, width: 8, height: 5, rx: 0.8, fill: '#eef0f2' }) +
      el('rect', { x: x + 1.8, y: y + 0.8, width: 4.5, height: 3.5, rx: 0.6, fill: lit ? color : shade(color, 0.8) }) +
      (lit ? el('rect', { x: x + 2.4, y: y + 1.2, width: 2, height: 1.5, fill: '#fff', opacity: 0.85 }) : ''),
  );
}

/** A tactile push button: a steel square with a black round cap. */
export function button(s: Sketch, x: number, y: number, size = 15): void {
  const c = size / 2;
  s.add(
    el('rect', {
      x,
      y,
      width: size,
      height: size,
      rx: 1.5,
      fill: s.paint('mt'),
      stroke: '#8c939c',
      'stroke-width': 0.6,
    }) +
      el('circle', { cx: x + c, cy: y + c, r: size * 0.3, fill: '#1e1f22' }) +
      el('circle', { cx: x + c - size * 0.08, cy: y + c - size * 0.08, r: size * 0.12, fill: '#4a4c52' }),
  );
}

/** A crystal in its steel can, lying left to right. */
export function crystal(s: Sketch, x: number, y: number, width = 26, height = 10): void {
  s.add(
    el('rect', { x, y, width, height, rx: height / 2, fill: s.paint('mt'), stroke: '#868d96', 'stroke-width': 0.7 }) +
      el('rect', {
        x: x + 3,
        y: y + 2,
        width: width - 6,
        height: height * 0.28,
        rx: height * 0.14,
        fill: '#fff',
        opacity: 0.6,
      }),
  );
}

/** An electrolytic capacitor seen from above: its can and the scored cross on top. */
export function capacitor(s: Sketch, x: number, y: number, r = 10, sleeve = '#1d1e22'): void {
  const inner = r * 0.8;
  s.add(
    el('circle', { cx: x, cy: y, r, fill: sleeve }) +
      el('path', {
        d: `M${round(x - r * 0.9)} ${round(y + r * 0.42)}A${round(r * 0.99)} ${round(r * 0.99)} 0 0 1 ${round(x - r * 0.42)} ${round(y - r * 0.9)}`,
        fill: 'none',
        stroke: '#c3c9d1',
        'stroke-width': r * 0.17,
      }) +
      el('circle', { cx: x, cy: y, r: inner, fill: s.paint('mt') }) +
      el('path', {
        d: `M${round(x - inner * 0.6)} ${y}h${round(inner * 1.2)}M${x} ${round(y - inner * 0.6)}v${round(inner * 1.2)}`,
        fill: 'none',
        stroke: '#7d848d',
        'stroke-width': 1.4,
      }),
  );
}

/** A blue trimmer potentiometer with its cross-head screw. */
export function trimmer(s: Sketch, x: number, y: number, size = 26): void {
  const c = size / 2;
  s.add(
    el('rect', { x, y: y + 3, width: size, height: size, rx: 3, fill: '#245293' }) +
      el('rect', { x, y, width: size, height: size, rx: 3, fill: '#3d8af5' }) +
      el('rect', { x, y, width: size, height: size, rx: 3, fill: s.paint('gl') }) +
      el('circle', { cx: x + c, cy: y + c, r: size * 0.34, fill: '#f3f1ea', stroke: '#c9c5b8', 'stroke-width': 1 }) +
      el('path', {
        d: `M${round(x + c - size * 0.24)} ${round(y + c)}h${round(size * 0.48)}M${round(x + c)} ${round(y + c - size * 0.24)}v${round(size * 0.48)}`,
        fill: 'none',
        stroke: '#9d9888',
        'stroke-width': size * 0.1,
      }),
  );
}

/** A screw terminal block of `count` ways, its screws facing the viewer. */
export function terminal(
  s: Sketch,
  x: number,
  y: number,
  count: number,
  { vertical = false, pitch = 26, color = '#1f6fe0' }: { vertical?: boolean; pitch?: number; color?: string } = {},
): void {
  const [width, height] = vertical ? [pitch, count * pitch] : [count * pitch, pitch];
  s.add(
    el('rect', { x, y: y + 7, width, height, rx: 2, fill: shade(color, 0.55) }) +
      el('rect', { x, y, width, height, rx: 2, fill: color }) +
      el('rect', { x, y, width, height, rx: 2, fill: s.paint('gl') }),
  );
  const r = pitch * 0.34;
  for (let i = 0; i < count; i++) {
    const cx = vertical ? x + pitch / 2 : x + i * pitch + pitch / 2;
    const cy = vertical ? y + i * pitch + pitch / 2 : y + pitch / 2;
    s.add(
      el('circle', { cx, cy, r, fill: s.paint('mt'), stroke: '#7b838c', 'stroke-width': 0.8 }) +
        el('path', {
          d: `M${round(cx - r * 0.7)} ${round(cy + r * 0.3)}L${round(cx + r * 0.7)} ${round(cy - r * 0.3)}`,
          stroke: '#555b63',
          'stroke-width': r * 0.26,
        }),
    );
  }
}

export type UsbKind = 'b' | 'mini' | 'micro' | 'c';

/** How far each socket reaches into the board and how wide it is along the edge. */
const USB_SIZE: Record<UsbKind, [number, number]> = { b: [70, 50], mini: [40, 36], micro: [30, 30], c: [34, 36] };

/**
 * A USB socket on a board's left edge, its mouth facing left; `x` is where the socket's body starts
 * (it overhangs the board), `y` its top. Turn it with `rotate` (degrees around its centre).
 */
export function usb(s: Sketch, kind: UsbKind, x: number, y: number, rotate = 0): void {
  const [w, h] = USB_SIZE[kind];
  const parts =
    kind === 'b'
      ? el('rect', { x, y: y + 7, width: w, height: h, rx: 3, fill: '#7e868f' }) +
        el('rect', { x, y, width: w, height: h, rx: 3, fill: s.paint('mt') }) +
        el('rect', {
          x: x + 6,
          y: y + 10,
          width: w - 12,
          height: h - 20,
          rx: 2,
          fill: 'none',
          stroke: '#a3aab3',
          'stroke-width': 1.2,
        }) +
        el('path', { d: `M${x + 8} ${y + 5}h${w - 16}`, stroke: '#fff', 'stroke-width': 1.2, opacity: 0.8 })
      : el('rect', { x, y: y + 4, width: w, height: h, rx: kind === 'c' ? 6 : 2, fill: '#7e868f' }) +
        el('rect', { x, y, width: w, height: h, rx: kind === 'c' ? 6 : 2, fill: s.paint('mt') }) +
        el('rect', { x, y: y + h * 0.2, width: 3.5, height: h * 0.6, rx: 1, fill: '#34373c' });
  s.add(rotate ? el('g', { transform: `rotate(${rotate} ${round(x + w / 2)} ${round(y + h / 2)})` }, parts) : parts);
}

/** A DC barrel jack on a board's left edge, its mouth facing left. */
export function barrelJack(s: Sketch, x: number, y: number): void {
  s.add(
    el('rect', { x, y: y + 7, width: 72, height: 46, rx: 3, fill: '#070708' }) +
      el('rect', { x, y, width: 72, height: 46, rx: 3, fill: s.paint('ic') }) +
      el('rect', { x: x + 4, y: y + 6, width: 9, height: 34, rx: 1, fill: '#2c2d32' }) +
      el('path', { d: `M${x + 18} ${y + 6}h48`, stroke: '#55585e', 'stroke-width': 1 }),
  );
}

/** A radio module under a steel can, with its printed antenna (an ESP32 or ESP8266 module). */
export function radioModule(
  s: Sketch,
  box: Box,
  {
    label,
    sub,
    antenna = 'right',
    base = '#1b2431',
  }: { label: string; sub?: string; antenna?: 'right' | 'top' | 'none'; base?: string },
): void {
  const { x, y, width, height } = box;
  s.add(
    el('rect', { x, y, width, height, rx: 2, fill: base }) +
      el('rect', { x, y, width, height, rx: 2, fill: s.paint('gl') }),
  );
  const antennaDepth = antenna === 'none' ? 0 : Math.min(34, (antenna === 'right' ? width : height) * 0.3);
  const can =
    antenna === 'right'
      ? { x: x + 3, y: y + 4, width: width - antennaDepth - 6, height: height - 8 }
      : { x: x + 4, y: y + antennaDepth + 3, width: width - 8, height: height - antennaDepth - 6 };
  chip(s, can, { label, sub, legs: 'none', metal: true, size: Math.min(11, can.width / 6) });
  if (antenna === 'right') {
    const ax = x + width - antennaDepth + 4;
    const turns = Math.max(2, Math.floor((antennaDepth - 8) / 8));
    let d = `M${ax} ${y + height - 8}`;
    for (let i = 0; i <= turns; i++) d += `V${y + 8}h4V${y + height - 8}h4`;
    s.add(el('path', { d, fill: 'none', stroke: '#d3a63a', 'stroke-width': 2.2, 'stroke-linejoin': 'round' }));
  } else if (antenna === 'top') {
    const ay = y + antennaDepth - 6;
    const turns = Math.max(2, Math.floor((width - 16) / 16));
    let d = `M${x + 8} ${ay}`;
    for (let i = 0; i < turns; i++) d += `v-${antennaDepth - 12}h8v${antennaDepth - 12}h8`;
    s.add(el('path', { d, fill: 'none', stroke: '#d3a63a', 'stroke-width': 2.2, 'stroke-linejoin': 'round' }));
  }
}

/** A cable drawn along `d`, with a highlight along its top. */
export function cable(s: Sketch, d: string, color: string, width = 5): void {
  s.add(
    el('path', {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
      el('path', {
        d,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': width * 0.25,
        opacity: 0.3,
        'stroke-linecap': 'round',
        transform: `translate(${round(-width * 0.2)} ${round(-width * 0.2)})`,
      }),
  );
}

/** A black finned heatsink seen from above, its fins running top to bottom. */
export function heatsink(s: Sketch, box: Box, fins = 10, color = '#2a2c31'): void {
  const { x, y, width, height } = box;
  s.add(
    el('rect', { x, y: y + 6, width, height, rx: 3, fill: shade(color, 0.5) }) +
      el('rect', { x, y, width, height, rx: 3, fill: color }) +
      el('path', {
        d: Array.from(
          { length: fins - 1 },
          (_, i) => `M${round(x + ((i + 1) * width) / fins)} ${y + 3}v${height - 6}`,
        ).join(''),
        stroke: shade(color, 1.35),
        'stroke-width': 1.6,
      }) +
      el('rect', { x, y, width, height, rx: 3, fill: s.paint('gl') }),
  );
}

/** A steel box seen from above (a USB-A or Ethernet socket, an HDMI port). */
export function port(
  s: Sketch,
  box: { x: number; y: number; width: number; height: number },
  { mouth, color }: { mouth?: 'left' | 'right' | 'top' | 'bottom'; color?: string } = {},
): void {
  const { x, y, width, height } = box;
  s.add(
    el('rect', { x, y: y + 6, width, height, rx: 3, fill: '#7e868f' }) +
      el('rect', { x, y, width, height, rx: 3, fill: s.paint('mt') }) +
      el('path', { d: `M${x + 6} ${y + 4}h${width - 12}`, stroke: '#fff', 'stroke-width': 1, opacity: 0.8 }),
  );
  if (!mouth || !color) return;
  const [mx, my, mw, mh] =
    mouth === 'right'
      ? [x + width - 6, y + 6, 6, height - 12]
      : mouth === 'left'
        ? [x, y + 6, 6, height - 12]
        : mouth === 'top'
          ? [x + 6, y, width - 12, 6]
          : [x + 6, y + height - 6, width - 12, 6];
  s.add(el('rect', { x: mx, y: my, width: mw, height: mh, fill: color }));
}

/** A flat flexible-cable connector: a cream strip with its black latch. */
export function ffcConnector(s: Sketch, x: number, y: number, length: number, vertical = true): void {
  const [w, h] = vertical ? [10, length] : [length, 10];
  s.add(
    el('rect', { x, y, width: w, height: h, rx: 1.5, fill: '#f1ead6' }) +
      el(
        'rect',
        vertical
          ? { x: x + 2, y: y + 2, width: 3, height: h - 4, fill: '#262626' }
          : { x: x + 2, y: y + 2, width: w - 4, height: 3, fill: '#262626' },
      ),
  );
}
