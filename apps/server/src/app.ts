import { randomUUID } from 'node:crypto';
import { DATA_VERSIONS_HEADER } from '@ccms/contract/data-versions';
import { configureValidationMessages } from '@ccms/contract/validation-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { startBackgroundWork } from './background.ts';
import { createSigningKeySource } from './idp/keys.ts';
import { mountEmbeddedIdp } from './idp/provider.ts';
import { registerAddressRoutes } from './modules/address/routes.ts';
import { registerCallRoutes } from './modules/calls/routes.ts';
import { registerClientConfigRoutes } from './modules/client-config/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerHierarchyRoutes } from './modules/hierarchy/routes.ts';
import { registerHolidayRoutes } from './modules/holidays/routes.ts';
import { type ImportKinds, productImportKinds } from './modules/imports/index.ts';
import { registerImportRoutes } from './modules/imports/routes.ts';
import { registerMailGroupRoutes } from './modules/mail-groups/routes.ts';
import { registerRoleRoutes } from './modules/organisation/roles/routes.ts';
import { registerStoreRoutes } from './modules/organisation/stores/routes.ts';
import { registerUserRoutes } from './modules/organisation/users/routes.ts';
import { registerOthersRoutes } from './modules/others/routes.ts';
import { registerReferenceAdminRoutes } from './modules/reference/admin-routes.ts';
import { registerReferenceRoutes } from './modules/reference/routes.ts';
import { registerReportRoutes } from './modules/reports/routes.ts';
import { registerRuleSetRoutes } from './modules/rule-sets/routes.ts';
import { findUserForSignIn } from './modules/session/index.ts';
import { registerSessionRoutes } from './modules/session/routes.ts';
import { registerSignInAttemptRoutes } from './modules/sign-in-attempts/routes.ts';
import { createBusinessClockSource } from './modules/sla/index.ts';
import { registerTicketRoutes } from './modules/tickets/routes.ts';
import { registerAccessControl } from './platform/access.ts';
import { registerAuditLogRoutes } from './platform/audit/routes.ts';
import {
  createAuthenticator,
  createTokenVerifier,
  discoverJwksUri,
  type TokenVerifier,
} from './platform/auth.ts';
import { hearOwnCommits, listenForChangeNotices } from './platform/change-notices.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerCompression } from './platform/compression.ts';
import type { AppConfig } from './platform/config.ts';
import { createDataVersions, type DataVersions } from './platform/data-versions.ts';
import { readDataVersions } from './platform/data-versions-repository.ts';
import type { Database, QueueConnection } from './platform/db.ts';
import { createDrainState, type DrainState } from './platform/draining.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler.ts';
import { createFileStore } from './platform/files/create-file-store.ts';
import { redactingLoggerOptions } from './platform/log-redaction.ts';
import { registerMultipart } from './platform/multipart.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerOutboxRoutes } from './platform/outbox/routes.ts';
import { registerUserRateLimit } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerWebApp } from './platform/web-static.ts';

// Refusals the contract does not word itself name the field in plain Turkish, as on the server.
configureValidationMessages();

export type AppDependencies = {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** The log's level and where it goes (standard output unless given), or false for silence (tests). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Where the built browser app lives; tests point it elsewhere or nowhere. */
  webDistDir?: string;
  /**
   * Where the job queue connects: given, the server runs the timed jobs and delivers mail and
   * SMS (docs/domain.md §17); the product does, most tests call jobs themselves.
   */
  queueConnection?: QueueConnection;
  /**
   * Where the instance listens for the database's change notices (a connection of its own on
   * PostgreSQL, the one client on PGlite): caches then follow changes made by any instance within
   * a second, outside requests too (docs/architecture.md, 'Caches that agree across instances').
   */
  listenConnection?: QueueConnection;
  /** Set on the embedded database, where `npm run token` asks the product (idp/local-token.ts). */
  localTokenSecret?: string;
  /** The kinds of rows 'İçe Aktar' brings in; the product's unless a test gives its own. */
  importKinds?: ImportKinds;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance starts shutting down; the readiness check answers 503 from then. */
    drain: DrainState;
    /** Whether the versions come by notice now, so a request reads none (tests watch it). */
    hearsChangeNotices(): boolean;
  }
}

/** Verifies tokens of the external issuer, discovering its keys on first use. */
function createExternalVerifier(issuer: string, audience: string): TokenVerifier {
  let verifier: Promise<TokenVerifier> | undefined;
  return async (token) => {
    verifier ??= discoverJwksUri(issuer).then((jwksUri) =>
      createTokenVerifier({ issuer, audience, keys: { jwksUri } }),
    );
    return (
      await verifier.catch((error) => {
        verifier = undefined;
        throw error;
      })
    )(token);
  };
}

type SigningKeySource = ReturnType<typeof createSigningKeySource>;

function createVerifier(config: AppConfig, signingKeys: SigningKeySource): TokenVerifier {
  if (config.oidc.externalIssuer) {
    return createExternalVerifier(config.oidc.externalIssuer, config.oidc.audience);
  }
  return createTokenVerifier({
    issuer: `${config.publicUrl}/oidc`,
    audience: config.oidc.audience,
    keys: { current: signingKeys.publicJwks },
  });
}

type TrackedVersions = { versions: DataVersions; isHearingNotices: () => boolean };

/**
 * The instance's known data versions: raised by the change notices (this instance's own writes
 * at their commit) and, while the notices are not heard, by every signed-in request's version
 * read; announced to the browser in a header of every signed-in answer (buildApp's onSend).
 */
async function trackDataVersions(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<TrackedVersions> {
  const versions = createDataVersions();
  app.decorate('dataVersions', versions);
  let isHearingNotices = () => false;
  if (deps.listenConnection) {
    const readVersions = () => readAndObserveVersions(deps.db, versions);
    const pool = (deps.db as unknown as { $client?: unknown }).$client;
    const ownCommits = hearOwnCommits(pool, versions, readVersions);
    const listener = await listenForChangeNotices(deps.listenConnection, versions, app.log, {
      readVersions,
    });
    isHearingNotices = () => listener.isHearing() && ownCommits.isExact();
    app.addHook('onClose', () => listener.close());
  }
  return { versions, isHearingNotices: () => isHearingNotices() };
}

/** Every data version in one statement, recorded for the instance's caches. */
async function readAndObserveVersions(db: Database, versions: DataVersions): Promise<void> {
  versions.observe(await readDataVersions(db));
}

/** Builds the whole server: platform, sign-in, API modules and the browser app. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : redactingLoggerOptions(deps.logger ?? { level: config.logLevel }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: () => randomUUID(),
    trustProxy: true,
    // While the server closes (SIGTERM), a request on a connection it had already accepted is
    // served, not refused with 503: the pools stay open until the last one is answered.
    return503OnClosing: false,
    // Fastify's 10 s for a plugin to load is passed on a busy 2-core machine (the test suites
    // build many apps side by side); a plugin that truly hangs still fails after a minute.
    pluginTimeout: 60_000,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const drain = createDrainState();
  app.decorate('drain', drain);
  const { versions: dataVersions, isHearingNotices } = await trackDataVersions(app, deps);
  // One synchronous hook for what every answer carries: no promise per answer and hook.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A kept-alive connection would hold the closing server open until it times out.
    if (drain.isDraining) reply.header('connection', 'close');
    if (request.currentUser) reply.header(DATA_VERSIONS_HEADER, dataVersions.header());
    done(null, payload);
  });
  app.decorate('hearsChangeNotices', isHearingNotices);
  const signingKeys = createSigningKeySource(db, dataVersions, config.dataDir);
  const authenticator = createAuthenticator({
    verify: createVerifier(config, signingKeys),
    findUserByEmail: (email) => findUserForSignIn(db, email),
    versions: dataVersions,
    // Every data version in the same statement: the instance's caches learn of changes too.
    readVersions: () => readAndObserveVersions(db, dataVersions),
    isHearingNotices,
  });
  registerAccessControl(app, authenticator);
  registerUserRateLimit(app, config.rateLimit, clock);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerMultipart(app);

  if (!config.oidc.externalIssuer) {
    await mountEmbeddedIdp(app, {
      db,
      config,
      clock,
      keys: signingKeys.signing,
      localTokenSecret: deps.localTokenSecret,
    });
  }

  // The one file store of the process: the requests, the health checks and the sweep job share it.
  const files = createFileStore(config.files);
  app.addHook('onClose', () => files.close());
  registerHealthRoutes(app, { db, drain, isFileStoreUp: () => files.isUp() });
  registerClientConfigRoutes(app, { config });
  registerSessionRoutes(app);
  registerOthersRoutes(app, { clock });
  registerCustomerRoutes(app, { db, config });
  registerReferenceRoutes(app, { db });
  registerReferenceAdminRoutes(app, { db });
  registerAddressRoutes(app, { db, versions: dataVersions });
  registerCallRoutes(app, { db });
  registerHierarchyRoutes(app, { db });
  const businessClocks = createBusinessClockSource(db, config.businessTimeZone, dataVersions);
  registerRuleSetRoutes(app, { db, clock, businessClocks });
  registerMailGroupRoutes(app, { db });
  registerHolidayRoutes(app, { db, clock, businessClocks, timeZone: config.businessTimeZone });
  registerUserRoutes(app, {
    db,
    clock,
    // The one-time password links need our own sign-in provider (docs/domain.md §14.4).
    passwordPageUrl: config.oidc.externalIssuer ? null : `${config.publicUrl}/oidc/password`,
    timeZone: config.businessTimeZone,
  });
  registerStoreRoutes(app, { db, clock });
  registerRoleRoutes(app, { db });
  registerAuditLogRoutes(app, { db });
  const importKinds = deps.importKinds ?? productImportKinds();
  registerImportRoutes(app, {
    db,
    clock,
    files,
    kinds: importKinds,
    queue: () => app.background?.queue,
  });
  registerSignInAttemptRoutes(app, { db });
  registerReportRoutes(app, { db, clock, businessClocks, timeZone: config.businessTimeZone });
  registerOutboxRoutes(app, { db });
  registerTicketRoutes(app, {
    db,
    clock,
    businessClocks,
    timeZone: config.businessTimeZone,
    publicUrl: config.publicUrl,
    files,
    maxFileMb: config.files.maxFileMb,
    autoFlag: config.autoFlag,
  });

  if (deps.queueConnection) {
    const background = await startBackgroundWork({
      config,
      db,
      connection: deps.queueConnection,
      clock,
      businessClocks,
      files,
      importKinds,
      log: app.log,
    });
    app.decorate('background', background);
    // The workers finish their current job while the server finishes its requests, side by side.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopping = background.stop(config.shutdown.graceMs);
      // Awaited in onClose; until then a failure must not count as unhandled.
      stopping.catch(() => {});
    });
    app.addHook('onClose', () => stopping ?? background.stop(config.shutdown.graceMs));
  }

  await registerWebApp(app, config.publicUrl, deps.webDistDir);
  return app;
}
