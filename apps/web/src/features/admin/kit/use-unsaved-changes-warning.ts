import { useEffect } from 'react';
import { useReportUnsavedChanges } from './leave-guard';

/**
 * Asks before the page is left with changes not saved: a reload, a closed tab or a typed address
 * (the browser asks, on `beforeunload`), and a move inside the back office (its `LeaveGuard` asks).
 */
export function useUnsavedChangesWarning(unsaved: boolean) {
  const report = useReportUnsavedChanges();
  useEffect(() => {
    report(unsaved);
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      report(false);
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved, report]);
}
