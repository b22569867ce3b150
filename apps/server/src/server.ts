import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: true });
app.get('/api/health', async () => ({ status: 'ok' }));

await app.listen({ port, host });
