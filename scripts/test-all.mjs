// Runs every check the way CI does and ends with one line: `tests: N passed, N failed`.
//   node scripts/test-all.mjs                 lint, type-check, import rules, unit/server/web tests, browser journeys
//   node scripts/test-all.mjs --server-only   the server suite alone (CI runs it again on PostgreSQL)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'test-results');
mkdirSync(outDir, { recursive: true });
const serverOnly = process.argv.includes('--server-only');
const totals = { passed: 0, failed: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is not a test runner (lint, type-check, build) counts as one check. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

function vitest(label, extraArgs, env = {}) {
  const report = path.join(outDir, `vitest-${label}.json`);
  rmSync(report, { force: true });
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
}

function playwright() {
  const report = path.join(outDir, 'playwright.json');
  rmSync(report, { force: true });
  const ok = run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
}

if (serverOnly) {
  vitest('server', ['--project', 'server']);
} else {
  check('lint', 'npx', ['biome', 'check', '.']);
  check('type-check', 'npm', ['run', '--silent', 'typecheck']);
  check('import rules', 'npm', ['run', '--silent', 'check:imports']);
  vitest('unit', []);
  if (run('build web app and server', 'npm', ['run', '--silent', 'build'])) playwright();
  else totals.failed += 1;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
