import { CAROUSEL_DEFAULT_INTERVAL_MS } from '@makerbazaar/core';
import { useCallback, useEffect, useState } from 'react';

/** Slide index with wrap-around and an autoplay that can be paused; restarts its timer on every move. */
export function useCarousel(count: number, intervalMs: number = CAROUSEL_DEFAULT_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move restarts the countdown.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, count, intervalMs, next, index]);

  return { index, playing, goTo, next, previous, togglePlaying };
}
