import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-static.ts';

const PUBLIC_URL = 'http://localhost:3000';
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-web-static-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CCMS</title>');
  app = Fastify({ trustProxy: true });
  app.get('/api/check', async () => ({ ok: true }));
  app.post('/oidc/interaction/x/login', async () => ({ ok: true }));
  await registerWebApp(app, PUBLIC_URL, distDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('a page opened at another address than PUBLIC_URL', () => {
  it.each(['127.0.0.1:3000', '192.168.1.20:3000', 'ccms-pc:3000'])(
    'goes from %s to the same path at PUBLIC_URL',
    async (host) => {
      const response = await app.inject({ url: '/tickets/myTickets?page=2', headers: { host } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/tickets/myTickets?page=2`);
    },
  );

  it('is served at PUBLIC_URL, whatever the case of the host or the port a proxy adds', async () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000', 'localhost']) {
      const response = await app.inject({ url: '/tickets/myTickets', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>CCMS</title>');
    }
    const proxied = await app.inject({
      url: '/',
      headers: { host: '10.0.0.5:3001', 'x-forwarded-host': 'localhost:3000' },
    });
    expect(proxied.statusCode).toBe(200);
  });

  it('leaves API and sign-in calls alone: proxies and health checks call them by any address', async () => {
    const check = await app.inject({ url: '/api/check', headers: { host: '127.0.0.1:3000' } });
    expect(check.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/oidc/interaction/x/login',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(login.statusCode).toBe(200);
  });
});
