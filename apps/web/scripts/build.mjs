// Builds the storefront into one folder (default `dist`, or the folder given): the browser's app,
// and in `.ssr/` the module the server renders pages with. A dot folder, which the server never
// serves as a file. The browser's text files are also written compressed (`.br`, `.gz`), once, at
// the strongest settings: the server sends those instead of compressing every answer anew.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const COMPRESSED_TYPES = /\.(?:js|css|svg|json|txt)$/;

await build({ root, build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true, copyPublicDir: false },
});
await writeCompressedCopies(outDir);

async function writeCompressedCopies(folder) {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSED_TYPES.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // The build's dot folders (`.ssr/`, `.vite/`) are never sent to a browser.
    .filter((file) => !path.relative(folder, file).startsWith('.'));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        promisify(gzip)(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // Every file, however small, or the server would compress the ones without a copy on every request.
      await Promise.all([
        br.length < content.length && writeFile(`${file}.br`, br),
        gz.length < content.length && writeFile(`${file}.gz`, gz),
      ]);
    }),
  );
}
