import { useState } from 'react';
import { cn } from '@/lib/cn';

export const PLACEHOLDER_IMAGE = '/placeholder-part.svg';

/** A square product picture that never shifts the layout and falls back to a placeholder. */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('aspect-square w-full bg-muted object-cover', className)}
    />
  );
}
