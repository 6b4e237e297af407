import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../platform/db.ts';

/*
 * Running the 30-odd migrations costs seconds per fresh database, and the suite opens over a
 * hundred. Each kind is migrated once per set of migrations instead: PGlite's data directory is
 * dumped to a file every test file loads, PostgreSQL keeps a template database to copy. Both are
 * named after a hash of the migrations, so a changed migration builds a new one.
 */

/** A short hash of every migration's name and text, and of the PGlite release that dumps. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(pglite, '../../package.json')));
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const HASH = migrationsHash();

let pgliteImage: Promise<Blob> | undefined;

/** The dumped data directory of a freshly migrated PGlite, made by whichever test file needs it first. */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = path.join(os.tmpdir(), `ccms-test-pglite-${HASH}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ pgliteDir: 'memory' });
    await handle.migrate();
    const client = (handle.queueConnection as { client: PGlite }).client;
    const image = await client.dumpDataDir('none');
    await handle.close();
    // Written aside and renamed: another worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
    return image;
  })();
  return pgliteImage;
}

/** Serialises template building across test workers on one server. */
const TEMPLATE_LOCK = 727_002;

let postgresTemplate: Promise<string> | undefined;

/** The name of a migrated template database on the server of `adminUrl`, built once. */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = `ccms_template_${HASH}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        // Migrated under another name and renamed when done: a template is never half made.
        const building = `${template}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: url.toString() });
        await handle.migrate();
        await handle.close();
        await admin.query(`alter database ${building} rename to ${template}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
      await admin.end();
    }
    return template;
  })();
  return postgresTemplate;
}
