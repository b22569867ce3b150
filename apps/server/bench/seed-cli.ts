// Seeds a fresh embedded database for the browser benchmarks:
// `tsx bench/seed-cli.ts <DATA_DIR> <land ads> [business ads]`.
import { openPglite } from '../src/db/connect';
import { seedBenchBusinessAds, seedBenchData } from './seed';

const [dataDir, count, businessCount = '0'] = process.argv.slice(2);
if (!dataDir || !count) throw new Error('usage: seed-cli.ts <DATA_DIR> <number of ads>');
const database = await openPglite(dataDir);
await seedBenchData(database.db, Number(count));
await seedBenchBusinessAds(database.db, Number(businessCount));
await database.close();
