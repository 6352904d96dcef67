import { cn } from '@/lib/cn';

/**
 * A product's or a record's small picture beside its name in a back-office row, decorative (the
 * name says what it is), loaded only when the row scrolls into view.
 */
export function Thumbnail({ src, size = 40, className }: { src: string; size?: 36 | 40; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded border', size === 40 ? 'size-10' : 'size-9', className)}
    />
  );
}
