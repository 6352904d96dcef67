import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, type Navigator, type To, useLocation } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Tells the guard whether the screen on show has unsaved changes. */
const UnsavedChanges = createContext<(unsaved: boolean) => void>(() => {});

/** Whether the screen registered with the guard has unsaved changes: `useUnsavedChangesWarning` sets it. */
export function useReportUnsavedChanges() {
  return useContext(UnsavedChanges);
}

function pathnameOf(to: To): string | undefined {
  return typeof to === 'string' ? new URL(to, 'http://shop.invalid').pathname : to.pathname;
}

/**
 * Asks before a move inside the app (a link, the menu, a screen's own navigation) leaves a screen
 * with unsaved changes, in the back office's confirm dialog. react-router's `useBlocker` needs its
 * data router, which the shop left for the declarative one because it cost the first script 17.5 KB
 * gzip (the budget is 120 KB and has bytes to spare, not kilobytes); so the guard stands between the
 * back office's links and the router's navigator. A move within the page (only its query changes)
 * is never asked about; the browser's own Back button is not seen by it.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const outer = useContext(NavigationContext);
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  const unsaved = useRef(false);
  const [report] = useState(() => (changes: boolean) => {
    unsaved.current = changes;
  });
  const [leave, setLeave] = useState<(() => void) | null>(null);

  const navigation = useMemo(() => {
    const { navigator } = outer;
    const asked = (leaves: boolean, go: () => void) => {
      if (unsaved.current && leaves) setLeave(() => go);
      else go();
    };
    const guarded: Navigator = {
      createHref: navigator.createHref,
      createURL: navigator.createURL,
      encodeLocation: navigator.encodeLocation,
      go: (delta) => asked(delta !== 0, () => navigator.go(delta)),
      push: (to, state, options) => asked(pathnameOf(to) !== here.current, () => navigator.push(to, state, options)),
      replace: (to, state, options) =>
        asked(pathnameOf(to) !== here.current, () => navigator.replace(to, state, options)),
    };
    return { ...outer, navigator: guarded };
  }, [outer]);

  return (
    <NavigationContext.Provider value={navigation}>
      <UnsavedChanges.Provider value={report}>{children}</UnsavedChanges.Provider>
      <ConfirmDialog
        open={leave !== null}
        onClose={() => setLeave(null)}
        title="Leave without saving?"
        description="The changes on this page are not saved yet; leaving now loses them."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={(close) => {
          close();
          leave?.();
        }}
      />
    </NavigationContext.Provider>
  );
}
