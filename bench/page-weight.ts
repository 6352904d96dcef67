// The gzip size of the JavaScript the browser must fetch before `/` can render (entry + modulepreloads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJavaScript(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const rows = files.map((file) => {
    const source = readFileSync(path.join(distDir, file));
    return { file, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
  return { files: rows, totalGzipBytes: rows.reduce((sum, r) => sum + r.gzipBytes, 0) };
}
