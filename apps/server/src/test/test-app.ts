import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../idp/access-token.ts';
import { loadSigningKeys } from '../idp/keys.ts';
import type { ImportKinds } from '../modules/imports/index.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { type AppConfig, loadConfig } from '../platform/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { type Backend, openTestDatabase } from './backends.ts';
import type { TestUser } from './factories.ts';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** A valid bearer header for the user, signed as the embedded provider signs. */
  authHeader(user: TestUser): Promise<{ authorization: string }>;
  /**
   * A second server instance on the same PostgreSQL database and data directory, with a
   * connection pool and a change-notice listener of its own: what two instances behind a proxy
   * share. With `runJobs`, it runs the job queue too, and on PGlite it shares the one client (an
   * instance started again after the first stopped).
   */
  openAnotherInstance(options?: {
    runJobs?: boolean;
  }): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
};

/** A valid bearer header for the user, signed with the embedded provider's key in the database. */
export async function bearerHeader(db: Database, config: AppConfig, user: TestUser) {
  const token = await signAccessToken({
    keys: await loadSigningKeys(db),
    issuer: `${config.publicUrl}/oidc`,
    audience: config.oidc.audience,
    user,
  });
  return { authorization: `Bearer ${token}` };
}

async function openMigrated(databaseUrl: string): Promise<DatabaseHandle & { url?: string }> {
  const handle = await openDatabase({ databaseUrl });
  await handle.migrate();
  return { ...handle, url: databaseUrl };
}

/** The whole server on a fresh database of the given kind, without the browser app. */
export async function createTestContext(
  backend: Backend,
  options: {
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    /** Runs the job queue and delivers mail and SMS, as the product does. */
    runJobs?: boolean;
    /** A PostgreSQL database of the test's own (a private cluster) instead of a fresh one. */
    databaseUrl?: string;
    /** The kinds 'İçe Aktar' takes, when a test brings its own (modules/imports). */
    importKinds?: ImportKinds;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-test-'));
  // A test calls as one user far faster than a person; rate-limit.test.ts sets its own limit.
  const config = loadConfig({ DATA_DIR: dataDir, API_RATE_LIMIT: '1000000', ...options.env });
  const handle = options.databaseUrl
    ? await openMigrated(options.databaseUrl)
    : await openTestDatabase(backend);
  const build = async (
    db: Database,
    listenConnection: typeof handle.queueConnection,
    queueConnection?: typeof handle.queueConnection,
  ) => {
    const instance = await buildApp({
      config,
      db,
      clock: options.clock ?? systemClock,
      logger: false,
      webDistDir: path.join(dataDir, 'no-web-build'),
      queueConnection,
      listenConnection,
      importKinds: options.importKinds,
    });
    await instance.ready();
    return instance;
  };
  const app = await build(
    handle.db,
    handle.queueConnection,
    options.runJobs ? handle.queueConnection : undefined,
  );
  return {
    app,
    db: handle.db,
    config,
    authHeader: (user) => bearerHeader(handle.db, config, user),
    async openAnotherInstance(instanceOptions = {}) {
      if (!handle.url && instanceOptions.runJobs) {
        const restarted = await build(handle.db, handle.queueConnection, handle.queueConnection);
        return { app: restarted, close: () => restarted.close() };
      }
      if (!handle.url) throw new Error('A second instance needs a PostgreSQL test database');
      const other = await openDatabase({ databaseUrl: handle.url });
      const instance = await build(
        other.db,
        other.queueConnection,
        instanceOptions.runJobs ? other.queueConnection : undefined,
      );
      return {
        app: instance,
        async close() {
          await instance.close();
          await other.close();
        },
      };
    },
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
