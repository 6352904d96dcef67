import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_MANAGER, E2E_OWNER } from './support/staff';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Outside the report folder, which Playwright empties at the start of a run.
const dataDir = path.join(tmpdir(), `makerbazaar-e2e-${PORT}`);

export default defineConfig({
  testDir: '.',
  outputDir: path.join(import.meta.dirname, '..', 'test-results', 'playwright'),
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // A fresh embedded database for every run: the journeys start from the sample catalogue and two
    // shop owners (support/staff.ts), made the way a real shop makes its first owner.
    command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/cli/admin.ts create-owner --username ${E2E_OWNER.username} --email ${E2E_OWNER.email} && node --import tsx apps/server/src/cli/admin.ts create-owner --username ${E2E_MANAGER.username} --email ${E2E_MANAGER.email} && exec node --import tsx apps/server/src/main.ts`,
    cwd: path.join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/categories/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The journeys act as the shop's proxy: customers registered through the API each get their own
    // forwarded address (support/customers.ts), so per-address sign-up limits hold as for real visitors.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PASSWORD: E2E_OWNER.password,
    },
  },
});
