import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

/**
 * End-to-end tests in headless Debian Chromium against the real server (started by global-setup on
 * a fresh DATA_DIR). Playwright's own browser download is never used.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // The longest journeys (create, edit, delete an ad with photos) take about 30 s alone and near a
  // minute while the two workers share two cores with the server.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'sr-Latn-RS',
    timezoneId: 'Europe/Belgrade',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
