import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Why the server refused a change (a 409: a wrong order step, the last owner…), shown in the form or dialog that asked for it. */
export function FormRefusal({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
