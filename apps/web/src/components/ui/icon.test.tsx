import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { ICON_NAMES } from './icon-names';
import { drawIconSprite } from './icon-sprite';

const committedSprite = () => readFile(path.join(import.meta.dirname, 'icons.svg'), 'utf8');

describe('the icon sprite', () => {
  it('is the one drawn from the list of names (run scripts/draw-icons.ts after changing the list)', async () => {
    expect(await committedSprite()).toBe(await drawIconSprite());
  });

  it('has a stroked symbol for every name an Icon may ask for', async () => {
    const sprite = await committedSprite();
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" [^>]*stroke="currentColor"`));
  });
});

describe('Icon', () => {
  it('uses its symbol from the sprite file, hidden from screen readers, with the fill left to its class', () => {
    const { container } = render(<Icon name="heart" className="size-4 fill-destructive" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // 24px and unfilled by the stylesheet's `icon` (components layer), which the icon's own classes beat.
    expect(svg).toHaveClass('icon', 'size-4', 'fill-destructive');
    expect(svg).not.toHaveAttribute('fill');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/icons\b.*\.svg\b.*#heart$/);
  });
});
