import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium, headless; browser downloads are not possible on these machines. */
export const chromium = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
};
