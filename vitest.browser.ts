import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium';

/** Vitest's browser mode in Debian's Chromium, headless. */
export const chromium = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
};

/**
 * Dependencies Vite pre-bundles before the browser tests start, so no test waits for a reload
 * while it discovers them (the design system's Radix parts through its package).
 */
export const browserTestDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'msw/browser',
  'react-router',
  '@marketplace/ui > @radix-ui/react-dialog',
  '@marketplace/ui > @radix-ui/react-select',
  '@marketplace/ui > @radix-ui/react-dropdown-menu',
  '@marketplace/ui > @radix-ui/react-slot',
  '@marketplace/ui > @radix-ui/react-visually-hidden',
  '@marketplace/ui > clsx',
];
