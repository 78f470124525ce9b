import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DUTY_DAY } from './tests/support/e2e-outcomes.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// Debian's Chromium (browser downloads are not possible here): its headless shell, the same engine
// without the browser UI and what Playwright itself runs headless, about twice as fast on two cores
// (decision 146); the full browser where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Specs that switch on site-wide A/B experiments (decision 022). */
const EXPERIMENTS = /ab-slots\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: EXPERIMENTS,
      // A test "at 375 px" tagged @mobile runs in the phone project below, on a phone's browser: not
      // here again at the same width on a desktop's.
      grepInvert: /at 375 px.*@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
      testIgnore: EXPERIMENTS,
    },
    // Site experiments change the home page and step 1 for every visitor of the one test server:
    // they run after every other spec, never beside one.
    {
      name: 'experiments',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testMatch: EXPERIMENTS,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    // The production build on a fresh embedded database in .tmp/e2e-data.
    command: 'node tests/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', E2E_DUTY_DAY },
  },
});
