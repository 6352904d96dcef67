import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * The shop's logo and name, linking home. In the header (`inHeader`) the name gives way to the logo
 * on the narrowest phones, where the fingertip-sized buttons beside it need the room: below 380 px
 * for a visitor, below 400 px for a signed-in customer, whose notifications bell is one button more
 * (with the name, the buttons wrapped onto a line of their own).
 */
export function Brand({ inHeader = false }: { inHeader?: boolean }) {
  return (
    <Link to="/" className="flex min-h-11 min-w-11 shrink-0 items-center gap-2" aria-label="MakerBazaar home">
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path d="M18 44V20h6l8 12 8-12h6v24h-6V30l-8 11-8-11v14z" className="fill-primary-foreground" />
      </svg>
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight',
          inHeader && 'max-[380px]:sr-only [html[data-signed-in]_&]:max-[400px]:sr-only',
        )}
      >
        Maker<span className="text-primary">Bazaar</span>
      </span>
    </Link>
  );
}
