/** A `.po` catalogue, compiled by the Lingui Vite plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
