import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineEndpoint } from '@ccms/contract/endpoint';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { stores } from './db/schema/index.ts';
import { loadConfig } from './platform/config.ts';
import { compileListQuery } from './platform/query-format.ts';
import { registerEndpoint } from './platform/route-kit.ts';
import { openTestDatabase, TEST_BACKENDS } from './test/backends.ts';
import { createUserWithPermissions } from './test/factories.ts';
import { bearerHeader, createTestContext, type TestContext } from './test/test-app.ts';

describe.each(TEST_BACKENDS)('API platform on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());

  it('answers the health check with the database state', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'healthy',
      version: 'v1.10.9',
      database: 'up',
      files: 'up',
    });
  });

  it('matches routes case-insensitively', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/API/Check' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unauthenticated call with 401 and the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      isSuccess: false,
      messages: ['Bu işlem için oturum açmanız gerekiyor.'],
    });
  });

  it('refuses a forged or expired token with 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/getcurrentlogininformation',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jIn0.' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([
      'Oturumunuzun süresi dolmuş ya da geçersiz. Lütfen yeniden giriş yapın.',
    ]);
  });

  it('refuses inactive users with a Turkish message', async () => {
    const user = await createUserWithPermissions(ctx.db, ['Customer'], { isActive: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      headers: await ctx.authHeader(user),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([
      'Kullanıcı hesabınız pasif durumda. Lütfen yöneticinize başvurun.',
    ]);
  });

  it('refuses a valid token of an unknown user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      headers: await ctx.authHeader({
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Yok',
        surname: 'Kişi',
        emailAddress: 'kimse@example.test',
        ccmsIdent: null,
        positionIdent: null,
      }),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([
      'Bu e-posta adresiyle tanımlı bir kullanıcı bulunamadı.',
    ]);
  });

  it('returns the user, roles in stores and granted permissions', async () => {
    const user = await createUserWithPermissions(ctx.db, ['Customer', 'Cti', 'Ticket.Create'], {
      ccmsIdent: 'CCMS-T1',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      headers: { ...(await ctx.authHeader(user)) },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: user.id,
      emailAddress: user.emailAddress,
      ccmsIdent: 'CCMS-T1',
    });
    expect(body.permission.grantedPermissions).toEqual(['Customer', 'Cti', 'Ticket.Create']);
    expect(body.rolesInStores).toHaveLength(1);
    expect(body.rolesInStores[0]).toMatchObject({ roleType: 4, storeType: 4 });
  });

  it('answers unknown API paths with 404 and the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/nothing/here',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ isSuccess: false, messages: ['İstenen adres bulunamadı.'] });
  });

  it('answers a path with broken percent-encoding with 400 and the envelope', async () => {
    for (const url of ['/api/customers/id/%', '/api/users/%E0%A4%A/roles', '/api/check%zz']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        isSuccess: false,
        messages: ['Gönderilen bilgiler geçersiz.'],
      });
    }
  });

  it('answers malformed JSON with 400 in Turkish', async () => {
    const user = await createUserWithPermissions(ctx.db, []);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/GetCurrentLoginInformation',
      headers: { ...(await ctx.authHeader(user)), 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      isSuccess: false,
      messages: ['İstek gövdesi geçerli bir JSON değil.'],
    });
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/check' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The web app's service worker may be registered.
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/session/GetCurrentLoginInformation');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('downloads the test file only for a signed-in user, with its name', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/others/testfile' })).statusCode).toBe(
      401,
    );
    const user = await createUserWithPermissions(ctx.db, []);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/others/testfile',
      headers: await ctx.authHeader(user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('indirme-testi.txt');
    expect(response.body).toContain(user.emailAddress);
  });
});

describe('platform mechanisms', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-access-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function buildBareApp() {
    const handle = await openTestDatabase('pglite');
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      db: handle.db,
      logger: false,
      webDistDir: path.join(dataDir, 'none'),
    });
    return { app, handle };
  }

  it('every route of the product declares who may call it', async () => {
    const { app, handle } = await buildBareApp();
    await app.ready();
    const table = app.routeAccessTable;
    expect(table.filter((entry) => !entry.access)).toEqual([]);
    const accessOf = (url: string) => table.find((entry) => entry.url === url)?.access;
    expect(accessOf('/api/check')).toBe('public');
    expect(accessOf('/api/session/GetCurrentLoginInformation')).toBe('signedIn');
    expect(table.length).toBeGreaterThan(5);
    await app.close();
    await handle.close();
  });

  it('refuses to start with a route that declares nothing', async () => {
    const { app, handle } = await buildBareApp();
    app.get('/api/forgotten', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await handle.close();
  });

  it('answers 403 to a signed-in caller without the route permission, 200 with it', async () => {
    const { app, handle } = await buildBareApp();
    app.get(
      '/api/test/stores-only',
      { config: { access: { permission: 'Stores' } } },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
    const config = loadConfig({ DATA_DIR: dataDir });
    const header = async (permissions: ('Stores' | 'Customer')[]) =>
      bearerHeader(handle.db, config, await createUserWithPermissions(handle.db, permissions));
    const refused = await app.inject({
      url: '/api/test/stores-only',
      headers: await header(['Customer']),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      isSuccess: false,
      messages: ['Bu işlem için yetkiniz bulunmuyor.'],
    });
    const allowed = await app.inject({
      url: '/api/test/stores-only',
      headers: await header(['Stores']),
    });
    expect(allowed.statusCode).toBe(200);
    await app.close();
    await handle.close();
  });

  it('answers malformed query-format bodies with 400 and Turkish messages', async () => {
    const { app, handle } = await buildBareApp();
    // Through the route kit, as every product route: its validators word the refusals.
    const listEndpoint = defineEndpoint({
      method: 'POST',
      path: 'test/list',
      tag: 'Test',
      summary: 'A list of stores by the query format.',
      body: ZQueryFormatter,
      response: z.object({ limit: z.number() }),
    });
    registerEndpoint(app, listEndpoint, {
      access: 'public',
      handler: (request) => {
        const query = compileListQuery(
          {
            fields: { name: { column: stores.name, type: 'string', sortable: true } },
            defaultSort: [{ property: 'name', direction: 0 }],
            tieBreaker: stores.id,
            defaultPageSize: 10,
          },
          request.body,
        );
        return { limit: query.limit };
      },
    });
    await app.ready();
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/test/list', payload });

    const tooLarge = await post({ paging: { pageNumber: 1, maxItemCountPerPage: 1000 } });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().messages).toEqual([
      'paging.maxItemCountPerPage: Sayfa başına en fazla 100 kayıt istenebilir.',
    ]);
    const badOperator = await post({
      filters: [{ propertyName: 'name', operator: 'like', targetValue: 'x' }],
    });
    expect(badOperator.statusCode).toBe(400);
    expect(badOperator.json().isSuccess).toBe(false);
    expect(badOperator.json().messages[0]).toMatch(
      /^İşlem \(filters\[0\]\.operator\) şu değerlerden biri olmalıdır: 'equal'/,
    );
    const unknown = await post({
      filters: [{ propertyName: 'password', operator: 'equal', targetValue: 'x' }],
    });
    expect(unknown.json()).toEqual({
      isSuccess: false,
      messages: ["'password' alanına göre filtreleme yapılamaz."],
    });
    expect((await post({ paging: { pageNumber: 2, maxItemCountPerPage: 20 } })).json()).toEqual({
      limit: 20,
    });
    await app.close();
    await handle.close();
  });
});
