import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormRefusal } from '../components/form-refusal';

/**
 * The last step of an order move that cannot be taken back (ship, deliver, cancel, refund): what will
 * happen, in words, and the button that does it; Back returns to what was filled in.
 */
export function OneWayConfirmation({
  children,
  refusal,
  busy,
  confirmLabel,
  busyLabel,
  backLabel = 'Back',
  destructive = false,
  onBack,
  onConfirm,
}: {
  /** What happens, as a sentence naming the order. */
  children: ReactNode;
  refusal?: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  backLabel?: string;
  destructive?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="grid gap-4">
      <FormRefusal message={refusal} />
      <OneWayNotice>{children}</OneWayNotice>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onBack}>
          {backLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** What a move that cannot be taken back will do, and that it cannot be undone. */
export function OneWayNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5 rounded-md border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <p>
        {children} <strong className="font-semibold">This cannot be undone.</strong>
      </p>
    </div>
  );
}

/** The buttons under a form that leads to a one-way confirmation: leave it, or go on to see what will happen. */
export function ContinueButtons({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">Continue</Button>
    </div>
  );
}
