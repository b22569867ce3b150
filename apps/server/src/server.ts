import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { buildApp } from './app';
import { findUp } from './paths';
import { seedDemoData } from './seed/demo';

const config = loadConfig();
// React (the page renders) and the libraries pick their production code by NODE_ENV when they are
// first loaded: the server runs that code unless it renders from the sources (`npm run dev`).
process.env.NODE_ENV ??= config.appSource ? 'development' : 'production';
if (!config.appDir && !config.appSource) {
  try {
    config.appDir = findUp('apps/marketplace/dist');
  } catch {
    // Not built: the API still runs; static-app logs a warning.
  }
}

const database = await openDatabase(config);
const app = await buildApp({ config, database });

if (config.seedDemo) await seedDemoData(app);

// DESIGN: graceful shutdown on SIGTERM/SIGINT: finish in-flight requests, then close the database.
// A client that never finishes its request cannot hold the exit back: after SHUTDOWN_GRACE_MS its
// connection is closed.
const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Readiness answers 503 from now on; requests are still served while a balancer notices.
  app.lifecycle.draining = true;
  if (config.shutdownDrainMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  const grace = setTimeout(() => {
    app.log.warn('requests still open after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  grace.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    await database.close();
    process.exit(0);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      database: database.kind,
      dataDir: config.dataDir,
    },
    'marketplace ready',
  );
} catch (error) {
  app.log.error(error);
  await database.close();
  process.exit(1);
}
