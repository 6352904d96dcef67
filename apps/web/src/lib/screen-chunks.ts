import { SCREEN_CHUNKS_PATH } from '@makerbazaar/core';

let chunksByScreen: Promise<Record<string, string[]>> | undefined;
const preloaded = new Set<string>();

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
  void chunksByScreen.then((chunks) => {
    for (const file of chunks[screen] ?? []) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  });
}
