import type { SVGProps } from 'react';
import type { IconName } from './icon-names';
import sprite from './icons.svg?url&no-inline';

/**
 * A line icon drawn from the shop's sprite, a hashed file under `/assets` that the browser fetches
 * once and caches: two elements in the page however often it repeats (an inline lucide icon is an
 * `<svg>` with up to six shapes, and a card shows three). Decorative: the button or link around it
 * carries the label. 24px unless its class sizes it; strokes in `currentColor`, no fill unless its
 * class gives one (a wishlisted heart, a rating's stars): the `icon` class of index.css says so once
 * in the stylesheet, not three attributes on each of a page's eighty icons.
 */
export function Icon({ name, className, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
