import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E } from './support/e2e-env';

/**
 * Journeys that change the demo player's results, ratings, matches or mail settings and then read them back (a rating
 * before and after a confirmed result, the player's results to confirm): they take turns. Every other journey works
 * on data of its own (a tournament, users and registrants named per run, mail found by its recipient), so it runs
 * beside them.
 */
const DEMO_PLAYER_JOURNEYS = ['email-preferences', 'event-day', 'ratings', 'results', 'scores'].map(
  (name) => `**/${name}.journey.spec.ts`,
);

// Journeys run against the real app (API + worker + built UI, as `npm start` runs it) on its own port and its
// own database, which is emptied at every start. Mail goes to the capture on E2E.mailUiPort.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // Two files at a time (one per core of CI's two); a file's journeys run in order.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'demo-player', testMatch: DEMO_PLAYER_JOURNEYS, workers: 1 },
    { name: 'own-data', testIgnore: DEMO_PLAYER_JOURNEYS },
  ],
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E.baseUrl,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download cannot work offline.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node ../dev/start.mjs',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `${E2E.baseUrl}/api/health`,
    wait: { stdout: /RallyPoint is ready/ },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'development',
      PORT: String(E2E.port),
      APP_URL: E2E.baseUrl,
      DATABASE_URL:
        process.env.E2E_DATABASE_URL ??
        `postgres://postgres@127.0.0.1:5432/rallypoint_e2e${E2E.port === 3100 ? '' : `_${E2E.port}`}`,
      RESET_DATABASE: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E.smtpPort),
      MAIL_UI_PORT: String(E2E.mailUiPort),
      // Its own queue names, so a dev server on the same Redis never takes these e-mail jobs (or the reverse).
      QUEUE_PREFIX: `rallypoint-e2e-${E2E.port}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
