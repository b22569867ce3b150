import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
});
