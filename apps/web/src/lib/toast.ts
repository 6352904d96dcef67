import type { ExternalToast } from 'sonner';
import { lazyAfterStart } from './screen-chunks';

// The toast library loads after the first paint; a toast raised before that waits for it.
let sonner: Promise<typeof import('sonner')> | undefined;
const load = () => {
  sonner ??= import('sonner');
  return sonner;
};

type Show = (message: string, options?: ExternalToast) => void;
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (message, options) =>
    void load().then(({ toast: t }) => t[kind](message, options));

export const toast = { success: show('success'), error: show('error'), info: show('info') };

export const Toaster = lazyAfterStart(async () => ({ default: (await load()).Toaster }));
