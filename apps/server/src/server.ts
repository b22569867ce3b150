import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { buildApp } from './app';
import { findUp } from './paths';
import { seedDemoData } from './seed/demo';

const config = loadConfig();
if (!config.appDir) {
  try {
    config.appDir = findUp('apps/marketplace/dist');
  } catch {
    // Not built: the API still runs; static-app logs a warning.
  }
}

const database = await openDatabase(config);
const app = await buildApp({ config, database });

if (config.seedDemo) await seedDemoData(app);

// DESIGN: graceful shutdown on SIGTERM: finish in-flight requests, then close the database.
let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
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
