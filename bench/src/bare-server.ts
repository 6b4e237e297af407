// The baseline: a bare Fastify route on the same machine, no auth and no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.post('/bare', async () => ({ ok: true, user: { name: 'Bench' }, permissions: ['Customer'] }));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
console.log('ready');
