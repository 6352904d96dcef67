// React DOM is run from a chunk of its own, which is this module alone (vite.config.ts), and the
// starter of a rendered page runs that chunk in a task before the first script's. React DOM makes
// errors as it is run; where a DevTools protocol client is attached (Lighthouse, DevTools,
// Playwright), the first of them makes V8 parse again every function on the stack to find its
// lines, and the caller's whole file was the first script (a task of 121 ms at 4× CPU, 92 of them
// that parse). From this module, the caller is a file of 60 bytes.
export { createRoot, hydrateRoot } from 'react-dom/client';
