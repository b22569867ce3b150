import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserTestDeps, chromium } from '../../vitest.browser';

// The app's unit tests (session, unread count, data hooks) run in a real Chromium with MSW.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: browserTestDeps },
  test: {
    name: 'marketplace',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: { ...chromium, viewport: { width: 1024, height: 768 } },
  },
});
