/**
 * Debian's Chromium, headless, for every browser tool (Vitest's browser mode, Playwright); the
 * tools' own browser downloads are not possible on these machines.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
};
