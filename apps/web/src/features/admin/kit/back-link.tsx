import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a record to its list, above the record's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden /> {label}
    </Link>
  );
}
