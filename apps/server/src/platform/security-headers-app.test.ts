import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerWebApp } from './web-static.ts';

// The headers do not depend on the database: the embedded one is enough.
describe('cache and permission headers of the whole server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    // Until an administrator exists the sign-in page is a refusal (docs/domain.md §16.1).
    await createUserWithPermissions(ctx.db, ['Admin']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers no-store with a permissions policy on a signed-in API answer', async () => {
    const user = await createUserWithPermissions(ctx.db, []);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      headers: await ctx.authHeader(user),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
  });

  it("answers no-store on the sign-in provider's pages", async () => {
    const query = new URLSearchParams({
      client_id: ctx.config.oidc.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${ctx.config.publicUrl}/account/signed-in-callback`,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const start = await ctx.app.inject({ url: `/oidc/auth?${query}` });
    expect(start.statusCode).toBe(303);
    expect(start.headers['cache-control']).toBe('no-store');
    const page = await ctx.app.inject({
      url: String(start.headers.location),
      headers: { cookie: cookiesOf(start.headers['set-cookie']) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
  });
});

function cookiesOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('hashed static assets beside the API', () => {
  it('keeps the year-long cache of hashed assets', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-headers-web-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CCMS</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1);');
    const app = Fastify();
    try {
      registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'production' }));
      await registerWebApp(app, 'http://localhost:3000', distDir);
      const asset = await app.inject({ url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await app.inject({ url: '/tickets' });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['permissions-policy']).toContain('camera=()');
    } finally {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
