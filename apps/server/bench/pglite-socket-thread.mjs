/**
 * PGlite behind @electric-sql/pglite-socket, in a worker thread of its own (as the app's PGlite
 * thread is), for bench/pglite-ping.ts. Posts the port it listens on.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create();
await db.exec(workerData.setup);
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 100 });
await server.start();
parentPort?.postMessage({ port: Number(server.getServerConn().split(':').pop()) });
