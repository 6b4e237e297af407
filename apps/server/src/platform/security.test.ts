import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  registerSecurityHeaders,
  renderSecurityHeaders,
  securityHeaderOptions,
} from './security.ts';

const CONFIGS = {
  'development over http': loadConfig({ NODE_ENV: 'development' }),
  'production over https with an external issuer and a softphone': loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://ccms.example.com',
    OIDC_ISSUER: 'https://sso.example.com/realms/ccms',
    SOFTPHONE_URL: 'https://phone.example.com/panel',
  }),
};

/** The kinds of answer the server gives: JSON, not found, a failure, one written on the raw response. */
function addRoutes(app: FastifyInstance) {
  app.get('/json', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/own-policy', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return 'own';
  });
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/html' });
    reply.raw.end('<p>raw</p>');
  });
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function headersOf(app: FastifyInstance, url: string) {
  const { headers } = await app.inject({ method: 'GET', url });
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('security headers rendered once', () => {
  for (const [name, config] of Object.entries(CONFIGS)) {
    it(`answers with exactly the headers of @fastify/helmet, ${name}`, async () => {
      const withHelmet = Fastify();
      // The same options; @fastify/helmet's types come from helmet's CommonJS build.
      const options = securityHeaderOptions(config) as Record<string, unknown>;
      await withHelmet.register(fastifyHelmet, { global: true, ...options });
      addRoutes(withHelmet);
      const rendered = Fastify();
      registerSecurityHeaders(rendered, config);
      addRoutes(rendered);
      apps.push(withHelmet, rendered);
      for (const url of ['/json', '/missing', '/fails', '/own-policy', '/raw']) {
        const expected = await headersOf(withHelmet, url);
        expect(expected['x-content-type-options'], url).toBe('nosniff');
        expect(await headersOf(rendered, url), url).toEqual(expected);
      }
    });
  }

  it('sends HSTS only when the public address is https', () => {
    const names = (config: (typeof CONFIGS)[keyof typeof CONFIGS]) =>
      renderSecurityHeaders(securityHeaderOptions(config)).map(([header]) => header.toLowerCase());
    expect(names(CONFIGS['development over http'])).not.toContain('strict-transport-security');
    expect(
      names(CONFIGS['production over https with an external issuer and a softphone']),
    ).toContain('strict-transport-security');
  });
});
