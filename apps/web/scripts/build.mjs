// Builds the storefront into one folder (default `dist`, or the folder given): the browser's app,
// and in `.ssr/` the module the server renders pages with. A dot folder, which the server never
// serves as a file.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

await build({ root, build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true, copyPublicDir: false },
});
