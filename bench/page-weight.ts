// The gzip size of the JavaScript the browser must fetch before `/` can render: the entry named in
// `index.html` and every chunk it imports statically, directly or through another chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks a built chunk imports statically (`import … from"./x.js"` or `import"./x.js"`). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1] as string,
  );
}

export function initialJavaScript(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const source = readFileSync(path.join(distDir, file), 'utf8');
    for (const name of staticImports(source)) visit(path.posix.join(path.posix.dirname(file), name));
  };
  entries.forEach(visit);
  const rows = files.map((file) => {
    const source = readFileSync(path.join(distDir, file));
    return { file, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
  return { files: rows, totalGzipBytes: rows.reduce((sum, r) => sum + r.gzipBytes, 0) };
}
