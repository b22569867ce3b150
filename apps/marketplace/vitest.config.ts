import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from '../../vitest.browser';

// The app's unit tests (session, unread count, data hooks) run in a real Chromium with MSW.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
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
    ],
  },
  test: {
    name: 'marketplace',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: { ...chromium, viewport: { width: 1024, height: 768 } },
  },
});
