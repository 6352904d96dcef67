import { type FontStyle, fittedSize } from './text-width.js';

/** What every picture is filled with: the name printed on the part, and its key figure. */
export interface Labelled {
  /** The product's own name or part number, as the part (or its packet) carries it. */
  label: string;
  /** Its key figure: a size, a rating, a count. */
  figure?: string;
}

/**
 * One picture being drawn: a 400 × 400 SVG in the sample catalogue's style (a light backdrop, the
 * part lit from the top left and casting a soft shadow). Templates add shapes in painting order;
 * gradients and filters are defined once, on first use, under ids of the picture's own.
 */
export const SIZE = 400;

type Attributes = Record<string, string | number | undefined>;

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An SVG element; numbers are rounded to a tenth, attributes left undefined are left out. */
export function el(tag: string, attributes: Attributes, content?: string): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? round(value) : escapeXml(String(value))}"`)
    .join('');
  return content === undefined ? `<${tag}${written}/>` : `<${tag}${written}>${content}</${tag}>`;
}

/** [offset, colour, opacity] */
type Stop = [number, string, number?];

const stops = (list: Stop[]) =>
  list.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');

const DIRECTIONS = {
  diagonal: { x1: 0, y1: 0, x2: 1, y2: 1 },
  vertical: { x1: 0, y1: 0, x2: 0, y2: 1 },
  horizontal: { x1: 0, y1: 0, x2: 1, y2: 0 },
};
export type Direction = keyof typeof DIRECTIONS;

/** The paints every template shares. */
const STANDARD = {
  /** The backdrop. */
  bg: {
    kind: 'linear',
    stops: [
      [0, '#f3f5f8'],
      [1, '#e6ebf1'],
    ],
    direction: 'diagonal',
  },
  /** Light falling on the backdrop from the top left. */
  sp: {
    kind: 'radial',
    stops: [
      [0, '#fff', 0.8],
      [1, '#fff', 0],
    ],
    at: { cx: 0.3, cy: 0.2, r: 0.8 },
  },
  /** Sheen of a board or a plastic face. */
  gl: {
    kind: 'linear',
    stops: [
      [0, '#fff', 0.2],
      [0.5, '#fff', 0],
      [1, '#000', 0.2],
    ],
    direction: 'diagonal',
  },
  /** A chip's black epoxy. */
  ic: {
    kind: 'linear',
    stops: [
      [0, '#3c3e44'],
      [1, '#131417'],
    ],
    direction: 'diagonal',
  },
  /** Brushed steel: connectors, cans, shields. */
  mt: {
    kind: 'linear',
    stops: [
      [0, '#fdfdfe'],
      [0.5, '#c2c8d0'],
      [0.7, '#eceef1'],
      [1, '#9aa1aa'],
    ],
    direction: 'diagonal',
  },
  /** A black heatsink or housing, lit from above. */
  hs: {
    kind: 'linear',
    stops: [
      [0, '#3a3c41'],
      [1, '#141518'],
    ],
    direction: 'vertical',
  },
  /** Glass of a camera lens, catching the light on its upper left. */
  lens: {
    kind: 'radial',
    stops: [
      [0, '#5b7bd6'],
      [0.5, '#1b2a5a'],
      [1, '#05070d'],
    ],
    at: { cx: 0.4, cy: 0.35, r: 0.7 },
  },
  /** Light across a round body (a cable, a cylinder, a knob), left to right. */
  cx: {
    kind: 'linear',
    stops: [
      [0, '#000', 0.3],
      [0.3, '#fff', 0.5],
      [0.6, '#fff', 0],
      [1, '#000', 0.4],
    ],
    direction: 'horizontal',
  },
  /** The same light across a body lying left to right. */
  cy: {
    kind: 'linear',
    stops: [
      [0, '#fff', 0.45],
      [0.35, '#fff', 0.1],
      [0.7, '#000', 0.05],
      [1, '#000', 0.35],
    ],
    direction: 'vertical',
  },
} satisfies Record<
  string,
  { kind: 'linear'; stops: Stop[]; direction: Direction } | { kind: 'radial'; stops: Stop[]; at: Attributes }
>;
export type StandardPaint = keyof typeof STANDARD;

export interface TextOptions {
  size: number;
  /** The widest the text may be drawn: a longer text is drawn smaller. */
  max?: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
  mono?: boolean;
  fill?: string;
  spacing?: number;
  opacity?: number;
  /** Degrees around the text's anchor point. */
  rotate?: number;
}

export class Sketch {
  private readonly definitions = new Map<string, string>();
  private readonly shadows: string[] = [];
  private readonly parts: string[] = [];

  constructor(readonly id: string) {}

  /** `url(#…)` of one of the shared paints, defined on first use. */
  paint(name: StandardPaint): string {
    const paint = STANDARD[name];
    if (paint.kind === 'radial') return this.radial(name, paint.stops, paint.at);
    return this.linear(name, paint.stops, paint.direction);
  }

  linear(name: string, list: Stop[], direction: Direction = 'diagonal'): string {
    return this.define(name, (id) => el('linearGradient', { id, ...DIRECTIONS[direction] }, stops(list)));
  }

  radial(name: string, list: Stop[], at: Attributes = {}): string {
    return this.define(name, (id) => el('radialGradient', { id, ...at }, stops(list)));
  }

  /** A soft glow around a lit LED or a screen. */
  glow(): string {
    return this.define('gw', (id) =>
      el(
        'filter',
        { id, filterUnits: 'userSpaceOnUse', x: -SIZE, y: -SIZE, width: 3 * SIZE, height: 3 * SIZE },
        el('feGaussianBlur', { stdDeviation: 3.5 }),
      ),
    );
  }

  private define(name: string, make: (id: string) => string): string {
    const id = `${this.id}-${name}`;
    if (!this.definitions.has(id)) this.definitions.set(id, make(id));
    return `url(#${id})`;
  }

  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }

  /** A shape of the shadow the part casts on the backdrop (blurred and faint). */
  shadow(markup: string): this {
    this.shadows.push(markup);
    return this;
  }

  /** The shadow of a box lying at (x, y): the light comes from the top left. */
  shadowRect(x: number, y: number, width: number, height: number, rx = 6): this {
    return this.shadow(el('rect', { x: x + 5, y: y + 9, width, height, rx }));
  }

  text(x: number, y: number, content: string, options: TextOptions): this {
    const style: FontStyle = options.mono ? 'mono' : options.bold ? 'bold' : 'regular';
    const size =
      options.max === undefined
        ? options.size
        : fittedSize(content, style, options.size, options.max, options.spacing ?? 0);
    return this.add(
      el(
        'text',
        {
          x,
          y,
          'font-size': size,
          'font-family': options.mono ? "'Liberation Mono', 'DejaVu Sans Mono', monospace" : undefined,
          fill: options.fill ?? '#fff',
          'fill-opacity': options.opacity,
          'text-anchor': options.anchor ?? 'middle',
          'font-weight': options.bold ? 700 : undefined,
          'letter-spacing': options.spacing,
          transform: options.rotate ? `rotate(${options.rotate} ${round(x)} ${round(y)})` : undefined,
        },
        escapeXml(content),
      ),
    );
  }

  svg(title: string, description: string): string {
    const filter = el(
      'filter',
      { id: `${this.id}-sh`, filterUnits: 'userSpaceOnUse', x: 0, y: 0, width: SIZE, height: SIZE },
      el('feGaussianBlur', { stdDeviation: 7 }),
    );
    const background = [
      el('rect', { width: SIZE, height: SIZE, fill: this.paint('bg') }),
      el('rect', { width: SIZE, height: SIZE, fill: this.paint('sp') }),
    ].join('');
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(description)}">`,
      el('title', {}, escapeXml(title)),
      el('defs', {}, [...this.definitions.values(), filter].join('')),
      background,
      el('g', { filter: `url(#${this.id}-sh)`, fill: '#1d2736', opacity: 0.3 }, this.shadows.join('')),
      el('g', { 'font-family': 'Arial, Helvetica, sans-serif' }, `\n${this.parts.join('\n')}\n`),
      '</svg>',
      '',
    ].join('\n');
  }
}

/** `color` darkened (amount < 1) or lightened towards white (amount > 1). */
export function shade(color: string, amount: number): string {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channels = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  const mixed = channels.map((channel) =>
    amount <= 1 ? channel * amount : channel + (255 - channel) * Math.min(1, amount - 1),
  );
  return `#${mixed.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
