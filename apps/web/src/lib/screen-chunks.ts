import { SCREEN_CHUNKS_PATH } from '@makerbazaar/core';
import { type ComponentType, lazy } from 'react';
import { nextTask } from './next-task';

let chunksByScreen: Promise<Record<string, string[]>> | undefined;
const preloaded = new Set<string>();

/**
 * How many preload links go into the page in one task. Chromium starts each link's request as it
 * is added, a few milliseconds apiece on a slow phone: checkout's 49 chunks at once held the main
 * thread for 300 ms at 4x CPU, just as the app was starting.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * Starts fetching every chunk a screen needs (by its source path) when the browser first goes to
 * it, all at once: each chunk would otherwise be found only once the one importing it has arrived.
 * Nothing happens on the server or where the build's list cannot be had (the dev server).
 */
export function preloadScreen(screen: string): void {
  if (typeof document === 'undefined') return;
  chunksByScreen ??= fetch(SCREEN_CHUNKS_PATH).then(
    (answer) => (answer.ok ? answer.json() : {}),
    () => ({}),
  );
  void chunksByScreen.then(async (chunks) => {
    const files = (chunks[screen] ?? []).filter((file) => !preloaded.has(file));
    for (const file of files) preloaded.add(file);
    for (let first = 0; first < files.length; first += PRELOADS_PER_TASK) {
      if (first > 0) await nextTask();
      const links = files.slice(first, first + PRELOADS_PER_TASK).map((file) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        return link;
      });
      document.head.append(...links);
    }
  });
}

/** When the page was last loaded again for a missing chunk (session storage, milliseconds since 1970). */
const RELOADED_FOR_CHUNK_KEY = 'mb-reloaded-for-chunk';
/** A chunk still missing this soon after such a reload is a real failure, not a deploy: no second reload. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * For a chunk that failed to load: most likely a deploy since this tab loaded the app removed it,
 * so the page (already at the new URL) is loaded again from the server with the new build. Not
 * twice within a minute, which would be a loop. Returns whether it reloads.
 */
export function reloadForNewBuild(reload = () => window.location.reload()): boolean {
  if (typeof window === 'undefined') return false;
  const last = Number(sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY) ?? 0);
  if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, String(Date.now()));
  reload();
  return true;
}

/** Settled once the app has started, while a start is under way; none when nothing holds parts back (server, tests). */
let started: Promise<void> | undefined;

/**
 * Holds back the chunks of `lazyAfterStart` parts until the returned function is called, once the
 * app has started: until then their server markup stays as it is (React leaves a part whose code has
 * not arrived unhydrated), and their download and evaluation stay out of the start.
 */
export function holdLatePartsUntilStarted(): () => void {
  let release = () => {};
  started = new Promise((resolve) => {
    release = resolve;
  });
  return release;
}

/**
 * A lazily loaded part the app does not need to start (the footer, toasts, a filter panel):
 * its chunk is asked for once the app has started, or at once where nothing holds it back.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own `lazy` takes.
export function lazyAfterStart<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  return lazy(async () => {
    await started;
    return load();
  });
}
