// What the PostgreSQL benchmarks share: a database of their own on the local server, the
// product started on it as a child process with an agent's token, and the figures written
// between markers in docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { signAccessToken } from '../../apps/server/src/idp/access-token.ts';
import { loadSigningKeys, type SigningKeys } from '../../apps/server/src/idp/keys.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { DatabaseInUseError } from '../../apps/server/src/platform/pglite-lock.ts';
import { startAndWait } from './processes.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--name=value` of the command line, or undefined. */
export function argValue(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const checkedName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  return name;
};

/**
 * Creates database `name` unless it exists (then, with `reuse`, keeps it; without, drops and
 * creates it again). Answers its URL and whether it was new.
 */
export function createDatabase(
  name: string,
  options: { reuse?: boolean } = {},
): Promise<{ url: string; created: boolean }> {
  return withAdmin(async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount && options.reuse) return { url: databaseUrl(name), created: false };
    if (rowCount) await admin.query(`drop database ${checkedName(name)} with (force)`);
    await admin.query(`create database ${checkedName(name)}`);
    return { url: databaseUrl(name), created: true };
  });
}

export function dropDatabase(name: string): Promise<void> {
  return withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${checkedName(name)} with (force)`);
  });
}

/**
 * Starts the product (`apps/server/src/main.ts`) on `port` with its own DATA_DIR and the
 * given environment, and waits until it answers.
 */
export async function startProduct(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}) {
  const baseUrl = `http://localhost:${options.port}`;
  const server = await startAndWait(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // The benchmarks drive one user as fast as it goes; the per-user limit would measure itself.
      API_RATE_LIMIT: '1000000000',
      ...options.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
    },
    url: `${baseUrl}/api/check`,
  });
  return { ...server, baseUrl };
}

/**
 * The product's signing keys, from its database (created there when missing). On PGlite call it
 * before `startProduct`: the running product holds the embedded database.
 */
export async function productSigningKeys(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<SigningKeys> {
  const handle = await openProductDatabase(options);
  try {
    await handle.migrate();
    return await loadSigningKeys(handle.db);
  } finally {
    await handle.close();
  }
}

/** A product just stopped may still be closing its embedded database: waits up to 30 s. */
async function openProductDatabase(options: { dataDir: string; databaseUrl?: string }) {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await openDatabase({
        databaseUrl: options.databaseUrl || undefined,
        pgliteDir: path.join(options.dataDir, 'db'),
      });
    } catch (error) {
      if (!(error instanceof DatabaseInUseError) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A bearer token for a user, signed as the product's embedded provider signs them. */
export async function bearerToken(
  baseUrl: string,
  keys: SigningKeys,
  user: { id: string; emailAddress: string; ccmsIdent?: string | null },
): Promise<string> {
  const token = await signAccessToken({
    keys,
    issuer: `${baseUrl}/oidc`,
    audience: 'ccms-api',
    user,
  });
  return `Bearer ${token}`;
}

/** Replaces the text between two `marker`s in docs/performance.md (appends it when missing). */
export function writeDocSection(marker: string, report: string): void {
  const file = path.join(root, 'docs/performance.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const section = `${marker}\n${report}\n${marker}`;
  const pattern = new RegExp(`${marker}[\\s\\S]*?${marker}`);
  fs.writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, () => section) : `${current}\n${section}\n`,
  );
}

/** Bearer tokens of seeded users by e-mail address, for a product started by `startProduct`. */
export async function bearerTokensOf(
  databaseUrl: string,
  server: { baseUrl: string },
  dataDir: string,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const keys = await productSigningKeys({ dataDir, databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email_address: string }>(
      'select id, email_address from users where email_address = any($1)',
      [emails],
    );
    const tokens = new Map<string, string>();
    for (const row of rows) {
      const user = { id: row.id, emailAddress: row.email_address };
      tokens.set(row.email_address, await bearerToken(server.baseUrl, keys, user));
    }
    return tokens;
  } finally {
    await client.end();
  }
}
