import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_WEB_ORIGIN, loadConfig } from './config.ts';
import {
  permissionsPolicy,
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
        // Helmet writes no Permissions-Policy: ours comes on top of its list.
        expect(await headersOf(rendered, url), url).toEqual({
          ...expected,
          'permissions-policy': permissionsPolicy(config),
        });
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

describe('permissions policy', () => {
  it('switches off what the product does not use and keeps the microphone for the softphone', () => {
    const development = permissionsPolicy(CONFIGS['development over http']);
    for (const feature of ['camera=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(development).toContain(feature);
    }
    // The built-in simulator is served by the product itself.
    expect(development).toContain('microphone=(self)');
    expect(
      permissionsPolicy(CONFIGS['production over https with an external issuer and a softphone']),
    ).toContain('microphone=(self "https://phone.example.com")');
  });

  it('is on HTML answers and on API answers', async () => {
    const app = Fastify();
    apps.push(app);
    registerSecurityHeaders(app, CONFIGS['development over http']);
    addRoutes(app);
    app.get('/api/session', async () => ({ ok: true }));
    for (const url of ['/raw', '/api/session', '/missing']) {
      const { headers } = await app.inject({ url });
      expect(headers['permissions-policy'], url).toContain('camera=()');
    }
  });
});

describe('cache-control on private answers', () => {
  it('answers no-store under /api and /oidc, whatever the case, and leaves other paths alone', async () => {
    const app = Fastify({ routerOptions: { caseSensitive: false } });
    apps.push(app);
    registerSecurityHeaders(app, CONFIGS['development over http']);
    addRoutes(app);
    app.get('/api/session', async () => ({ ok: true }));
    app.get('/api/failing', async () => {
      throw new Error('boom');
    });
    app.get('/api/own-cache', async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return 'kept';
    });
    app.get('/oidc/page', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/html' });
      reply.raw.end('<form></form>');
    });
    for (const url of [
      '/api/session',
      '/API/Session?x=1',
      '/api/failing',
      '/api/missing',
      '/oidc/page',
    ]) {
      const { headers } = await app.inject({ url });
      expect(headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ url: '/api/own-cache' })).headers['cache-control']).toBe(
      'private, max-age=60',
    );
    expect((await app.inject({ url: '/json' })).headers['cache-control']).toBeUndefined();
    expect((await app.inject({ url: '/apis' })).headers['cache-control']).toBeUndefined();
  });
});

describe('content security policy per configuration', () => {
  const headerOf = (config: (typeof CONFIGS)[keyof typeof CONFIGS], name: string) =>
    renderSecurityHeaders(securityHeaderOptions(config)).find(
      ([header]) => header.toLowerCase() === name,
    )?.[1];
  const formActionOf = (config: (typeof CONFIGS)[keyof typeof CONFIGS]) =>
    headerOf(config, 'content-security-policy')
      ?.split(';')
      .find((directive) => directive.startsWith('form-action'));

  it('names the development server in form-action only outside production', () => {
    expect(formActionOf(CONFIGS['development over http'])).toBe(
      `form-action 'self' ${DEV_WEB_ORIGIN}`,
    );
    const production = CONFIGS['production over https with an external issuer and a softphone'];
    expect(formActionOf(production)).toBe("form-action 'self' https://sso.example.com");
    expect(headerOf(production, 'content-security-policy')).not.toContain(DEV_WEB_ORIGIN);
    // Production over http, with the embedded provider: nothing but the product itself.
    const plain = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://ccms.internal' });
    expect(formActionOf(plain)).toBe("form-action 'self'");
    expect(headerOf(plain, 'content-security-policy')).not.toContain('localhost');
  });

  it('sends a year of HSTS with subdomains over https only', () => {
    expect(
      headerOf(
        CONFIGS['production over https with an external issuer and a softphone'],
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000; includeSubDomains');
    const plain = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://ccms.internal' });
    expect(headerOf(plain, 'strict-transport-security')).toBeUndefined();
  });
});
