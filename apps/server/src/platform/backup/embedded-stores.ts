import path from 'node:path';
import { loadConfig } from '../config.ts';
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
