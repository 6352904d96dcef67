import { type RefObject, useLayoutEffect } from 'react';

/**
 * A box the server rendered may hold text typed while the app was starting: hydration keeps it on
 * screen but not in state. Calls `take` with it once, as the app starts, before the next render
 * would put the rendered value back.
 */
export function useTypedBeforeStart(
  box: RefObject<HTMLInputElement | null>,
  rendered: string,
  take: (typed: string, box: HTMLInputElement) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before the start, once
  useLayoutEffect(() => {
    const input = box.current;
    if (input && input.value !== rendered) take(input.value, input);
  }, []);
}
