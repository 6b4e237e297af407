import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import Provider from 'oidc-provider';
import type { Clock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { deleteExpiredOidcPayloads } from './adapter.ts';
import {
  buildProviderConfiguration,
  embeddedIssuer,
  HIDDEN_SCHEMA,
  IDP_PATH,
  PUBLIC_ROUTE,
} from './configuration.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import type { SigningKeys } from './keys.ts';
import { registerLocalTokenRoute } from './local-token.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { signUserToken } from './user-token.ts';

const PROXIED_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Throws when the embedded provider may not run with this configuration. */
export function assertEmbeddedIdpAllowed(config: AppConfig): void {
  if (config.oidc.externalIssuer) {
    throw new Error(
      `OIDC_ISSUER is set (${config.oidc.externalIssuer}): the embedded identity provider is not used.`,
    );
  }
  if (config.isProduction && !config.oidc.allowEmbeddedInProduction) {
    throw new Error(
      'The embedded identity provider does not run with NODE_ENV=production: set OIDC_ISSUER to ' +
        'your identity provider, or EMBEDDED_IDP_IN_PRODUCTION=true to run it anyway.',
    );
  }
}

/** Builds the configured oidc-provider instance (not yet mounted anywhere) with these keys. */
function createEmbeddedProvider(options: {
  db: Database;
  config: AppConfig;
  keys: SigningKeys;
}): Provider {
  const provider = new Provider(
    embeddedIssuer(options.config),
    buildProviderConfiguration(options),
  );
  // Like the Fastify app, trust X-Forwarded-Proto from a TLS-offloading proxy (https URLs).
  provider.proxy = true;
  return provider;
}

/**
 * Mounts the embedded OpenID provider under `/oidc` (discovery, authorization, token, JWKS,
 * logout) together with its Turkish sign-in and set-password pages. Refuses to run in production unless allowed.
 * The keys come from the database (`keys`); when they change (a rotation on any instance), the
 * provider is built again with the new set, and sessions stay since they live in the database.
 */
export async function mountEmbeddedIdp(
  app: FastifyInstance,
  options: {
    db: Database;
    config: AppConfig;
    clock: Clock;
    keys: () => Promise<SigningKeys>;
    /** Set on the embedded database: `npm run token` asks the product (idp/local-token.ts). */
    localTokenSecret?: string;
  },
): Promise<void> {
  const { db, config, clock } = options;
  assertEmbeddedIdpAllowed(config);
  let built:
    | { fingerprint: string; provider: Provider; callback: ReturnType<Provider['callback']> }
    | undefined;
  const getBuilt = async () => {
    const keys = await options.keys();
    // A reload that found the same keys (the safety refresh) keeps the provider.
    const fingerprint = JSON.stringify([keys.jwks.keys.map((key) => key.kid), keys.cookieKeys]);
    if (built?.fingerprint !== fingerprint) {
      const provider = createEmbeddedProvider({ db, config, keys });
      provider.on('server_error', (_ctx: unknown, error: unknown) => {
        app.log.error({ err: error }, 'embedded identity provider error');
      });
      built = { fingerprint, provider, callback: provider.callback() };
    }
    return built;
  };
  // Built on the first request: the keys are in the database, read when first needed.
  const getProvider = async () => (await getBuilt()).provider;

  // The sign-in page: our own routes, with a form parser of their own.
  await app.register(
    async (scope) => {
      registerInteractionRoutes(scope, { getProvider, db, config, clock });
      registerPasswordRoutes(scope, { db, config, clock });
      const { localTokenSecret } = options;
      if (localTokenSecret) {
        registerLocalTokenRoute(scope, {
          secret: localTokenSecret,
          signUserToken: async (email) => signUserToken(db, config, await options.keys(), email),
        });
      }
    },
    { prefix: IDP_PATH },
  );

  // Everything else under /oidc goes to the provider (a Koa app), body stream untouched.
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.route({
        method: PROXIED_METHODS,
        url: '/*',
        config: PUBLIC_ROUTE,
        schema: HIDDEN_SCHEMA,
        handler: async (request, reply) => {
          reply.hijack();
          const raw: IncomingMessage & { originalUrl?: string } = request.raw;
          const url = raw.url ?? IDP_PATH;
          // The provider routes on paths without the prefix and finds the prefix again in
          // originalUrl, the way Express mounting does.
          raw.originalUrl = url;
          raw.url = url.slice(IDP_PATH.length) || '/';
          try {
            await (await getBuilt()).callback(raw, reply.raw);
          } finally {
            raw.url = url;
            delete raw.originalUrl;
          }
        },
      });
    },
    { prefix: IDP_PATH },
  );

  // Expired codes, sessions and tokens are ignored on read; this keeps the table small.
  const purge = () =>
    deleteExpiredOidcPayloads(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not delete expired identity provider rows');
    });
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
