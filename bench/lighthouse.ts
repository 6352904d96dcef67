// Lighthouse (mobile preset, its default throttling) against a running shop, with Debian's Chromium:
// each page three times, reporting the run with the median performance score.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = 3;

export function lighthouse(baseUrl: string, paths: string[]) {
  return paths.map((p) => {
    const runs = Array.from({ length: RUNS }, () => lighthouseWithRetry(baseUrl, p)).sort(
      (a, b) => a.performance - b.performance,
    );
    return { ...runs[Math.floor(RUNS / 2)], performanceRuns: runs.map((run) => run.performance) };
  });
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): one more try. */
function lighthouseWithRetry(baseUrl: string, p: string) {
  try {
    return lighthouseOnce(baseUrl, p);
  } catch {
    return lighthouseOnce(baseUrl, p);
  }
}

function lighthouseOnce(baseUrl: string, p: string) {
  const out = path.join(tmpdir(), `mb-lh-${p.replace(/\W+/g, '_')}.json`);
  execFileSync(
    'npx',
    [
      'lighthouse',
      `${baseUrl}${p}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const run = {
    path: p,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    // Lighthouse's measure of this machine's CPU speed: its 4x slowdown is applied to what this CPU
    // does, so the same page scores lower on a machine with a lower index.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
  console.log(JSON.stringify(run));
  return run;
}
