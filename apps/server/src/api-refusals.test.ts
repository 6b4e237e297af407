import type { Endpoint } from '@ccms/contract/endpoint';
import { PERMISSIONS } from '@ccms/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { filledPath, loadAllEndpoints, wrongObjectFor } from './test/endpoint-inputs.ts';
import { createUserWithPermissions, type TestUser } from './test/factories.ts';
import { createTestContext, type TestContext } from './test/test-app.ts';
import { validatorWordingIn } from './test/validator-wording.ts';

type Attempt = { name: string; query?: string; body?: unknown };

/** The inputs each endpoint is sent: nothing, then the wrong type for every field, twice. */
function attemptsFor(endpoint: Endpoint): Attempt[] {
  const attempts: Attempt[] = [{ name: 'empty', body: {} }];
  const query = endpoint.query;
  if (query) {
    const wrong = new URLSearchParams(
      Object.keys(query.shape).map((key) => [key, 'on iki'] as [string, string]),
    );
    attempts.push({ name: 'wrong query', query: wrong.toString() });
  }
  const body = endpoint.body as z.ZodType | undefined;
  if (body) {
    attempts.push({ name: 'wrong types', body: wrongObjectFor(body, 0) });
    attempts.push({ name: 'wrong nested types', body: wrongObjectFor(body, 2) });
  }
  return attempts;
}

describe('every endpoint refuses bad input in plain Turkish (PGlite)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    admin = await createUserWithPermissions(ctx.db, PERMISSIONS);
    endpoints = await loadAllEndpoints(ctx.config.brand);
  });
  afterAll(() => ctx.close());

  it('covers every API route the app registers', () => {
    const contractRoutes = new Set(
      endpoints.map((endpoint) => `${endpoint.method} /api/${endpoint.path}`.toLowerCase()),
    );
    const apiRoutes = ctx.app.routeAccessTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    const outside = apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !contractRoutes.has(route.toLowerCase()));
    expect(outside).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(150);
  });

  it("takes the spec's field names in any case, and refuses one sent twice", async () => {
    const headers = await ctx.authHeader(admin);
    const getUser = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/GetUser', headers, payload });
    for (const key of ['Id', 'id', 'ID']) {
      const answer = await getUser({ [key]: admin.id });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().id).toBe(admin.id);
    }
    const twice = await getUser({ Id: admin.id, id: admin.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().messages).toEqual([
      'Kullanıcı kimliği (id) birden fazla kez gönderildi (Id, id); alan adlarında büyük-küçük harf ayrımı yapılmaz.',
    ]);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket/GetTicket',
      headers,
      payload: {},
    });
    expect(missing.json().messages).toEqual(['Bilet kimliği (id) gönderilmelidir.']);
  });

  it('answers no 5xx and no validator wording to empty and wrongly typed input', async () => {
    const headers = await ctx.authHeader(admin);
    const findings: string[] = [];
    let refusals = 0;
    for (const endpoint of endpoints) {
      for (const attempt of attemptsFor(endpoint)) {
        const url = `/api/${filledPath(endpoint)}${attempt.query ? `?${attempt.query}` : ''}`;
        const answer = await ctx.app.inject({
          method: endpoint.method,
          url,
          headers,
          ...(endpoint.method === 'POST' && { payload: attempt.body as object }),
        });
        const where = `${endpoint.method} ${endpoint.path} (${attempt.name})`;
        if (answer.statusCode >= 500)
          findings.push(`${where}: ${answer.statusCode} ${answer.body}`);
        if (answer.statusCode < 400 || answer.statusCode >= 500) continue;
        refusals++;
        const messages: unknown = answer.json().messages;
        if (!Array.isArray(messages) || messages.length === 0) {
          findings.push(`${where}: no messages`);
          continue;
        }
        for (const message of messages as string[]) {
          const wording = validatorWordingIn(message);
          if (wording) findings.push(`${where}: '${message}' (${wording})`);
        }
      }
    }
    expect(findings).toEqual([]);
    // The sweep did refuse: most calls need something.
    expect(refusals).toBeGreaterThan(200);
  }, 300_000);
});

describe('validatorWordingIn', () => {
  it("finds the validator's words and not the field names a refusal quotes", () => {
    expect(validatorWordingIn('id: Geçersiz değer: beklenen string, alınan undefined')).toBe(
      'Geçersiz değer',
    );
    expect(validatorWordingIn('version: Invalid input: expected number')).toBe('Invalid');
    expect(validatorWordingIn('Kart numarası (number) bir metin olmalıdır.')).toBeUndefined();
    expect(validatorWordingIn("'date' alanı gönderilmelidir.")).toBeUndefined();
    expect(validatorWordingIn('Tarih bir date olmalıdır.')).toBe('date');
  });
});
