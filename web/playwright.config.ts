// End-to-end tests in Debian's Chromium against the real local runtime (functions/src/local),
// started here on its own port with an in-memory DynamoDB Local and serving web/dist: run
// `npm run build` first (the root `npm test` does).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share the machine (each starts its own local runtime).
const PORT = Number(process.env.E2E_PORT ?? 4361);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The Chromium every end-to-end test and browser bench drives: Debian's by default; CHROMIUM_PATH
 * points at another build (web/README.md says which versions the suite is tested on).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/output',
  // Two cores shared with other work: one browser at a time keeps timings honest.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  // Prints the Chromium version in use, so a failure names the browser it happened in.
  globalSetup: './e2e/support/print-chromium-version.ts',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx ../functions/src/local/main.ts',
    url: `${BASE_URL}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DYNAMODB_IN_MEMORY: '1',
      FITCHOICE_TEST_HOOKS: '1',
      WEB_DIST: fileURLToPath(new URL('./dist', import.meta.url)),
    },
  },
});
