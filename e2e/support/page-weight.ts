// What a page weighs, measured the same way by the budget journey (e2e/page-budget.spec.ts) and the
// bench (bench/page-weight.ts): the JavaScript gzip-compressed as the server would send it, the HTML
// as it arrives uncompressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

/** Issue 30's budgets: a ₹10,000 phone on a slow line answers the first tap within them. */
export const PAGE_BUDGETS = {
  /** The first script, with every chunk it imports statically (gzip bytes). */
  firstScriptGzipBytes: 120_000,
  /** Every script `/` fetches before the app has started (gzip bytes, files). */
  interactiveScriptsGzipBytes: 150_000,
  interactiveScriptFiles: 25,
  /** A rendered page's HTML as sent (bytes, uncompressed) and the elements in it. */
  htmlBytes: 120_000,
  htmlElements: 900,
} as const;

/** A file's size as the browser receives it gzip-compressed (level 9, as the server's kept copies). */
export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}

/** The chunks a built chunk imports statically (`import … from"./x.js"` or `import"./x.js"`). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1] as string,
  );
}

/**
 * The JavaScript the browser must fetch before the app can run on any page: the entry named in the
 * built `index.html` and every chunk it imports statically, directly or through another chunk.
 */
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
    return { file, rawBytes: source.length, gzipBytes: gzipBytes(source) };
  });
  return { files: rows, totalGzipBytes: rows.reduce((sum, r) => sum + r.gzipBytes, 0) };
}

/** Why a figure fails its budget, or undefined when it is within it. */
export function overBudget(what: string, figure: number, budget: number, unit: string): string | undefined {
  if (figure <= budget) return undefined;
  const format = (n: number) => n.toLocaleString('en-US');
  return `${what}: ${format(figure)} ${unit}, over the budget of ${format(budget)} ${unit} by ${format(figure - budget)}`;
}

/**
 * The scripts a page asks for until the app has marked itself started (`html[data-app="started"]`),
 * each once. The moment and the fetches are both read on the page's own clock (its resource
 * timings): the network's clock and the page's can disagree by more than the gap between the start
 * and the parts the app asks for right after it, which were then counted with it.
 */
export async function scriptsUntilStarted(page: Page, url: string): Promise<Request[]> {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  // Page code as text: the bench, which shares this file, is typed without the browser's globals.
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.app !== 'started') return;
      document.documentElement.dataset.startedAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });`,
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('html[data-started-at]').waitFor({ state: 'attached', timeout: 60_000 });
  // A fetch has its timing entry once it has finished: every one asked for before the start, too.
  await page.waitForLoadState('networkidle');
  const fetchedBeforeStart = new Set(
    (await page.evaluate(`(() => {
      const startedAt = Number(document.documentElement.dataset.startedAt);
      return performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime <= startedAt)
        .map((entry) => entry.name);
    })()`)) as string[],
  );
  const before = scripts.filter((request) => fetchedBeforeStart.has(request.url()));
  return [...new Map(before.map((request) => [request.url(), request])).values()];
}

/** A script's body as it arrived; a worker's, whose answers Playwright does not keep, is asked for again. */
export async function scriptBody(page: Page, request: Request): Promise<Buffer> {
  const kept = await request
    .response()
    .then((response) => response?.body())
    .catch(() => undefined);
  return kept ?? (await page.request.get(request.url())).body();
}
