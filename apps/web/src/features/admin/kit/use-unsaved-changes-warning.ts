import { useEffect } from 'react';

/**
 * Asks before the page is left with changes not saved: a reload, a closed tab, a typed address.
 * The app's declarative `BrowserRouter` has no navigation blocker (react-router's `useBlocker`
 * needs a data router), so moves inside the app are not asked about.
 */
export function useUnsavedChangesWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
