import { ICON_NAMES } from './icon-names';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** Lucide's drawing of an icon: its shapes and their attributes, from the package's module for it. */
async function shapesOf(name: string): Promise<IconNode> {
  const module: { __iconData: { node: IconNode } } = await import(`lucide-react/icons/${name}`);
  return module.__iconData.node;
}

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

// On each symbol: a `<use>` inherits from where it stands in the page, not from the sprite's root.
const STROKE = ' stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The sprite: one `<symbol>` per icon, stroked as lucide strokes it (in the page's `currentColor`).
 * The fill is left to the `<svg>` that uses it, so a class can fill a heart or a star.
 */
export async function drawIconSprite(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const shapes = (await shapesOf(name)).map(([tag, values]) => `<${tag}${attributes(values)}/>`).join('');
      return `<symbol id="${name}" viewBox="0 0 24 24"${STROKE}>${shapes}</symbol>`;
    }),
  );
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, '</svg>', ''].join('\n');
}
