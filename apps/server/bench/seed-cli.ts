// Seeds a fresh embedded database for the browser benchmarks: `tsx bench/seed-cli.ts <DATA_DIR> <ads>`.
import { openPglite } from '../src/db/connect';
import { seedBenchData } from './seed';

const [dataDir, count] = process.argv.slice(2);
if (!dataDir || !count) throw new Error('usage: seed-cli.ts <DATA_DIR> <number of ads>');
const database = await openPglite(dataDir);
await seedBenchData(database.db, Number(count));
await database.close();
