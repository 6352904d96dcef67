import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';

/**
 * The search page's filters on a phone, in a sheet from the left. A chunk of its own, loaded once
 * the app has started: its dialog library is not needed to show the results.
 */
export default function FiltersSheet({
  open,
  onOpenChange,
  actions,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The buttons along the sheet's foot. */
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined} className="pb-0">
        <DialogTitle>
          <Trans>Filters</Trans>
        </DialogTitle>
        {children}
        <div className="sticky bottom-0 -mx-5 mt-auto flex gap-2 border-t bg-card p-4">{actions}</div>
      </SheetContent>
    </Dialog>
  );
}
