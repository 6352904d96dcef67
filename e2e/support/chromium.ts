/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep Chromium off the network and quiet: for the journeys, and for the benches' browsers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
