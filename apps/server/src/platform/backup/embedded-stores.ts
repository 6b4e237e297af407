import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DatabaseInUseError, lockPgliteDirectory } from '../pglite-lock.ts';
import { BACKUP_TEXTS } from './backup-texts.ts';
import type { EmbeddedStores } from './create-backup.ts';

export type CliOutput = { out(text: string): void; err(text: string): void };

/**
 * The embedded database's and the files' directories, or null (with the reason printed) when
 * the product keeps them in PostgreSQL or a bucket, which pg_dump and the bucket's own tools
 * back up (docs/domain.md §16 Backups).
 */
export function embeddedStoresOf(env: NodeJS.ProcessEnv, output: CliOutput): EmbeddedStores | null {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    output.err(BACKUP_TEXTS.postgresRoute);
    return null;
  }
  if (config.files.s3) {
    output.err(BACKUP_TEXTS.bucketRoute(config.files.s3.bucket));
    return null;
  }
  return { databaseDir: path.join(config.dataDir, 'db'), filesDir: config.files.dir };
}

/**
 * Runs `work` holding the embedded database's lock, so neither a running server nor another
 * backup or restore touches the directory meanwhile. Returns 1 (with the reason printed) when
 * the lock is held elsewhere, otherwise what `work` returns.
 */
export async function withDatabaseLocked(
  stores: EmbeddedStores,
  output: CliOutput,
  work: () => Promise<number>,
): Promise<number> {
  let unlock: () => void;
  try {
    unlock = lockPgliteDirectory(stores.databaseDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    output.err(BACKUP_TEXTS.inUse(error.message));
    return 1;
  }
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** Runs a command line's `run` with the process's arguments, environment and streams. */
export async function runAsCommand(
  run: (args: readonly string[], env: NodeJS.ProcessEnv, output: CliOutput) => Promise<number>,
): Promise<void> {
  process.exitCode = await run(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
}
