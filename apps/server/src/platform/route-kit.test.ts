import { defineEndpoint } from '@ccms/contract/endpoint';
import { configureValidationMessages } from '@ccms/contract/validation-messages';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessControl } from './access.ts';
import { registerErrorHandling } from './error-handler.ts';
import { notSignedIn } from './errors.ts';
import { registerOpenApi } from './openapi.ts';
import { registerEndpoint, succeeded } from './route-kit.ts';

// As the app sets it: refusals name the field in plain Turkish.
configureValidationMessages();

const greetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'test/greet',
  tag: 'test-tag',
  summary: 'Greets a name',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ isSuccess: z.boolean(), data: z.string(), messages: z.array(z.string()) }),
});

const probeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/probe',
  tag: 'test-tag',
  summary: 'A status with a body of its own',
  response: z.object({ state: z.string() }),
  otherResponses: { 503: z.object({ state: z.string() }) },
});

// A spec call whose field the spec spells `Id`.
const getUserEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/GetUser',
  tag: 'test-tag',
  summary: 'One user by id',
  body: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
});

const secretEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/secret',
  tag: 'test-tag',
  summary: 'Only for customer staff',
  response: z.object({ secret: z.string() }),
});

/** A Fastify app with only the platform pieces the kit relies on; nobody can sign in. */
async function buildKitApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAccessControl(app, async () => {
    throw notSignedIn();
  });
  registerErrorHandling(app);
  await registerOpenApi(app);
  registerEndpoint(app, greetEndpoint, {
    access: 'public',
    handler: (request) => succeeded(`Merhaba ${request.body.name}`),
  });
  registerEndpoint(app, probeEndpoint, {
    access: 'public',
    handler: (_request, reply) => {
      reply.status(503);
      return { state: 'down' };
    },
  });
  registerEndpoint(app, getUserEndpoint, {
    access: 'public',
    handler: (request) => ({ id: request.body.id }),
  });
  registerEndpoint(app, secretEndpoint, {
    access: { permission: 'Customer' },
    handler: () => ({ secret: 'x' }),
  });
  await app.ready();
  return app;
}

describe('registerEndpoint', () => {
  let app: Awaited<ReturnType<typeof buildKitApp>> | undefined;
  afterEach(() => app?.close());

  it('validates the body by the endpoint schema and answers the error envelope in Turkish', async () => {
    app = await buildKitApp();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test/greet',
      payload: { name: 42 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      isSuccess: false,
      messages: ['Ad (name) bir metin olmalıdır.'],
    });

    const greeted = await app.inject({
      method: 'POST',
      url: '/api/test/greet',
      payload: { name: 'Ayşe' },
    });
    expect(greeted.json()).toEqual({ isSuccess: true, data: 'Merhaba Ayşe', messages: [] });
  });

  it('declares the access the route asked for', async () => {
    app = await buildKitApp();
    const accessOf = (url: string) => app?.routeAccessTable.find((e) => e.url === url)?.access;
    expect(accessOf('/api/test/greet')).toBe('public');
    expect(accessOf('/api/test/secret')).toEqual({ permission: 'Customer' });
    expect((await app.inject({ url: '/api/test/secret' })).statusCode).toBe(401);
  });

  it('answers a status with a body of its own through that body', async () => {
    app = await buildKitApp();
    const probe = await app.inject({ url: '/api/test/probe' });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({ state: 'down' });
  });

  it("documents the route under the endpoint's tag and summary", async () => {
    app = await buildKitApp();
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const greet = document.paths['/api/test/greet'].post;
    expect(greet.tags).toEqual(['test-tag']);
    expect(greet.summary).toBe('Greets a name');
    // A public route asks for no token; a guarded one does and lists the usual failures.
    expect(greet.security).toBeUndefined();
    const secret = document.paths['/api/test/secret'].get;
    expect(secret.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(secret.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(Object.keys(document.paths['/api/test/probe'].get.responses)).toEqual(['200', '503']);
  });

  it("says that field names match in any case, and shows the spec's spelling of a field", async () => {
    app = await buildKitApp();
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.info.description).toContain('match without regard to case');
    const idField =
      document.paths['/api/users/GetUser'].post.requestBody.content['application/json'].schema
        .properties.id;
    expect(idField.description).toBe(
      "The specification writes this field 'Id'; either spelling is accepted.",
    );
    const byId = await app.inject({
      method: 'POST',
      url: '/api/users/GetUser',
      payload: { Id: 'u1' },
    });
    expect(byId.json()).toEqual({ id: 'u1' });
  });
});
