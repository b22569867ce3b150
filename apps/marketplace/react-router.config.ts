import type { Config } from '@react-router/dev/config';

/**
 * The app is a React Router framework-mode app: the server renders every page (apps/server
 * plugins/external/app-pages.ts runs the server build through React Router's request handler),
 * and the browser hydrates it. `dist/client` holds the browser's files, `dist/server` the render.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // A route's clientLoader is a chunk of its own: the first page does not download it.
  future: { v8_splitRouteModules: true },
} satisfies Config;
