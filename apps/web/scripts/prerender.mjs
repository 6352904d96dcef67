// Writes dist/home.html: the app shell with the home page already rendered, served for `/` only
// (every other path keeps the empty shell, so a deep link never flashes the home page).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(root, 'dist-ssr');
const { render } = await import(path.join(ssrDir, 'entry-prerender.js'));
const shell = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
const html = await render('http://localhost/');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
writeFileSync(
  path.join(root, 'dist', 'home.html'),
  shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`),
);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered / (${Math.round(html.length / 1024)} KB of HTML)`);
