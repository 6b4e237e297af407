import { defineEndpoint } from '@ccms/contract/endpoint';
import { configureValidationMessages } from '@ccms/contract/validation-messages';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessControl } from './access.ts';
import { registerErrorHandling } from './error-handler.ts';
import { notSignedIn } from './errors.ts';
import { registerEndpoint, succeeded } from './route-kit.ts';

configureValidationMessages();

const ZRoleInStore = z.object({ storeId: z.string().uuid(), roleId: z.string().uuid() });

/** A body with the shapes the contracts use: nested objects, arrays of objects, a record. */
const echoEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/echo',
  tag: 'test',
  summary: 'Answers the body as parsed',
  body: z.object({
    id: z.string().uuid(),
    user: z.object({ emailAddress: z.string().email(), name: z.string().max(5).optional() }),
    UserRoleInStores: z.array(ZRoleInStore).min(1),
    labels: z.record(z.string(), z.object({ isShown: z.boolean() })).optional(),
    sla: z.number().optional(),
    status: z.enum(['open', 'closed']).optional(),
    note: z.string().min(1, 'Not boş olamaz.').optional(),
  }),
  response: z.object({ isSuccess: z.boolean(), data: z.unknown(), messages: z.array(z.string()) }),
});

const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/search/:slug',
  tag: 'test',
  summary: 'Answers the query and path as parsed',
  params: z.object({ slug: z.string() }),
  query: z.object({ emailAddress: z.string(), typeId: z.string().optional() }),
  response: z.unknown(),
});

const STORE = '3f1d7a52-1111-4a2b-9c3d-000000000001';
const ROLE = '3f1d7a52-1111-4a2b-9c3d-000000000002';
const TICKET = '3f1d7a52-1111-4a2b-9c3d-000000000003';

describe('the route kit, before a handler sees an input', () => {
  let app: ReturnType<typeof Fastify>;
  const handled: unknown[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: false, routerOptions: { caseSensitive: false } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerAccessControl(app, async () => {
      throw notSignedIn();
    });
    registerErrorHandling(app);
    registerEndpoint(app, echoEndpoint, {
      access: 'public',
      handler: (request) => {
        handled.push(request.body);
        return succeeded(request.body);
      },
    });
    registerEndpoint(app, searchEndpoint, {
      access: 'public',
      handler: (request) => {
        handled.push(request.query);
        return { params: request.params, query: request.query };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const echo = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/ticket/echo', payload: payload as object });

  it('matches body keys to the schema without regard to case, nested and in arrays', async () => {
    const answer = await echo({
      ID: TICKET,
      User: { EMAILADDRESS: 'a@b.co' },
      userroleinstores: [{ StoreId: STORE, ROLEID: ROLE }],
      Labels: { Urgent: { IsShown: true } },
      Extra: 'left as sent',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE }],
      // A record's keys are data and keep their case; its values' fields are matched.
      labels: { Urgent: { isShown: true } },
    });
  });

  it('matches query keys without regard to case too', async () => {
    const answer = await app.inject({ url: '/api/users/search/x?EmailAddress=a@b.co&TYPEID=7' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      params: { slug: 'x' },
      query: { emailAddress: 'a@b.co', typeId: '7' },
    });
  });

  it('refuses a field sent twice in different cases, naming it', async () => {
    const before = handled.length;
    const answer = await echo({
      id: TICKET,
      Id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messages).toEqual([
      'Bilet kimliği (id) birden fazla kez gönderildi (id, Id); alan adlarında büyük-küçük harf ayrımı yapılmaz.',
    ]);
    const nested = await echo({
      id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE, ROLEID: ROLE }],
    });
    expect(nested.json().messages).toEqual([
      'Rol kimliği (UserRoleInStores[0].roleId) birden fazla kez gönderildi (roleId, ROLEID); alan adlarında büyük-küçük harf ayrımı yapılmaz.',
    ]);
    expect(handled.length).toBe(before);
  });

  it('says in words which field is missing or wrong, never the validator’s type names', async () => {
    const empty = await echo({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([
      'Bilet kimliği (id) gönderilmelidir.',
      'Kullanıcı bilgileri (user) gönderilmelidir.',
      'Birimlerdeki roller (UserRoleInStores) gönderilmelidir.',
    ]);
    const wrong = await echo({
      id: 'x',
      user: { emailAddress: 'nope', name: 'uzun bir ad' },
      UserRoleInStores: [],
      sla: 'on iki',
      status: 'pending',
      mystery: 1,
    });
    expect(wrong.json().messages).toEqual([
      'Bilet kimliği (id) geçerli bir kimlik (UUID) olmalıdır.',
      'E-posta adresi (user.emailAddress) geçerli bir e-posta adresi olmalıdır.',
      'Ad (user.name) en fazla 5 karakter olabilir.',
      'Birimlerdeki roller (UserRoleInStores) en az bir öğe içermelidir.',
      'SLA süresi (sla) bir sayı olmalıdır.',
      "Durum (status) şu değerlerden biri olmalıdır: 'open', 'closed'.",
    ]);
    const types = await echo({ id: 5, user: 'x', UserRoleInStores: {} });
    expect(types.json().messages).toEqual([
      'Bilet kimliği (id) bir metin olmalıdır.',
      'Kullanıcı bilgileri (user) alanları olan bir nesne olmalıdır.',
      'Birimlerdeki roller (UserRoleInStores) bir liste olmalıdır.',
    ]);
  });

  it("keeps a schema's own message as it is, after its field's path as before", async () => {
    const answer = await echo({
      id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE }],
      note: '',
    });
    expect(answer.json().messages).toEqual(['note: Not boş olamaz.']);
  });

  it('names a field without a Turkish name by its key, and a missing body as a whole', async () => {
    const answer = await echo({
      id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE }],
      labels: { a: { isShown: 'yes' } },
    });
    expect(answer.json().messages).toEqual([
      "'labels.a.isShown' alanı true ya da false olmalıdır.",
    ]);
    const noBody = await app.inject({ method: 'POST', url: '/api/ticket/echo' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().messages).toEqual(['İstek gövdesi gönderilmelidir.']);
  });

  it('refuses NUL and lone surrogates in the body, query and path, naming the field', async () => {
    const before = handled.length;
    const valid = {
      id: TICKET,
      user: { emailAddress: 'a@b.co' },
      UserRoleInStores: [{ storeId: STORE, roleId: ROLE }],
    };
    const nul = await echo({ ...valid, user: { emailAddress: 'a@b.co', name: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages).toEqual([
      'Ad (user.name) izin verilmeyen bir karakter içeriyor (NUL karakteri ya da eksik bir Unicode karakteri).',
    ]);
    const surrogate = await echo({ ...valid, note: 'yarım \ud83d' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().messages[0]).toMatch(/^'note' alanı izin verilmeyen bir karakter/);
    const query = await app.inject({ url: '/api/users/search/x?emailAddress=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().messages[0]).toMatch(/^E-posta adresi \(emailAddress\) izin verilmeyen/);
    const path = await app.inject({ url: '/api/users/search/a%00b?emailAddress=a' });
    expect(path.statusCode).toBe(400);
    expect(path.json().messages[0]).toMatch(/^'slug' alanı izin verilmeyen/);
    // A pair of surrogates is one ordinary character.
    expect((await echo({ ...valid, note: 'gülen 😀' })).statusCode).toBe(200);
    expect(handled.length).toBe(before + 1);
  });

  it('refuses a body nested tens of thousands deep with 400, not a stack overflow', async () => {
    const depth = 50_000;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ticket/echo',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().isSuccess).toBe(false);
    // A NUL at the bottom is still found, with its path.
    const deepNul = await echo({ id: TICKET, labels: { a: { isShown: 'x\u0000' } } });
    expect(deepNul.json().messages[0]).toMatch(/^'labels\.a\.isShown' alanı izin verilmeyen/);
  });
});
