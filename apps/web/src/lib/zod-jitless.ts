type ZodSettings = { jitless?: boolean };

/**
 * zod probes `Function('')` when it builds its first object schema unless told not to, and the
 * shop's Content-Security-Policy (no 'unsafe-eval') reports the probe as a violation. zod reads its
 * settings from this global: set by the first script, it holds for every chunk that brings zod later
 * (forms, the footer's newsletter), and the first script still does not download zod.
 */
export function turnOffZodJit(): void {
  const holder = globalThis as { __zod_globalConfig?: ZodSettings };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
