import { I18nProvider } from '@lingui/react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient, readServerState } from './app/query-client';
import { AppRoutes, loadScreensAt } from './app/router';
import { prepareClassMerging } from './lib/cn';
import { type EarlyTap, takeEarlyTaps } from './lib/early-taps';
import { i18n, pageLanguage, redrawWhenFontsLoad, showLanguage } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { createRoot, hydrateRoot } from './lib/react-dom-client';
import { holdLatePartsUntilStarted, reloadForNewBuild } from './lib/screen-chunks';
import { turnOffZodJit } from './lib/zod-jitless';
import './index.css';

turnOffZodJit();
// A chunk that fails to load (a screen, the cart, a menu) was most likely removed by a deploy since
// this tab loaded the app: the page is loaded again from the server, with the new build's chunks.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const serverState = readServerState();

/**
 * Says on the page that the app has started (hydrated or rendered): browser journeys wait for it
 * before acting. Then lets the parts held until the start load, and does what the visitor tapped
 * before it started.
 */
function MarkStarted({ earlyTaps, releaseLateParts }: { earlyTaps: EarlyTap[]; releaseLateParts: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    releaseLateParts();
    const taps = earlyTaps.splice(0);
    // Most visits tap nothing before the app starts: the code that does taps again comes only for those that did.
    if (taps.length) void import('./lib/replay-early-taps').then(({ replayEarlyTaps }) => replayEarlyTaps(taps));
  }, [earlyTaps, releaseLateParts]);
  return null;
}

/**
 * Starts the app. Not top-level code awaiting the screens: a first script that awaits would make the
 * bundler split every module it shares with a lazy screen into a file of its own.
 */
async function start(container: HTMLElement): Promise<void> {
  // On a slow phone the first script's evaluation is a long task of its own; the start's steps each
  // come in a task after it, and the browser can answer a tap or a scroll between them.
  await nextTask();
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState);
  await nextTask();
  // The page was rendered in the visitor's language: its catalogue loads beside the first screen's
  // code, without which the router would draw its fallback in the screen's place and a
  // server-rendered page's markup would be thrown away.
  const ready = Promise.all([showLanguage(pageLanguage()), loadScreensAt(window.location.pathname)]);
  // While they are on their way.
  await nextTask();
  prepareClassMerging();
  await ready;
  const earlyTaps: EarlyTap[] = [];
  // The footer, toasts and filter panels are not needed to start: their code comes after.
  const releaseLateParts = holdLatePartsUntilStarted();
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <MarkStarted earlyTaps={earlyTaps} releaseLateParts={releaseLateParts} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  // As a transition, React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first render or hydration (the page stays visible and scrolls meanwhile).
  startTransition(() => {
    earlyTaps.push(...takeEarlyTaps());
    // A server-rendered page: React takes over its markup as it is, so text typed, focus and scroll
    // survive the start. Account, sign-in and the back office start from the light shell.
    if (serverState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  redrawWhenFontsLoad();
}

void start(root);
