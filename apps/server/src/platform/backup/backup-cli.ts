import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_TEXTS } from './backup-texts.ts';
import { createBackup } from './create-backup.ts';
import {
  type CliOutput,
  embeddedStoresOf,
  runAsCommand,
  withDatabaseLocked,
} from './embedded-stores.ts';

/** The value of `--out <file>` or `--out=<file>`; undefined when absent, null when malformed. */
function outOption(args: readonly string[]): string | undefined | null {
  const index = args.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
  if (index === -1) return args.length === 0 ? undefined : null;
  const value = args[index]!.startsWith('--out=') ? args[index]!.slice(6) : args[index + 1];
  return value && !value.startsWith('-') ? value : null;
}

const stampOf = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * `npm run backup [-- --out <file>]`: the embedded database and the local files in one gzipped
 * tar with a manifest, by default `backups/ccms-backup-<time>.tar.gz` beside DATA_DIR. Refused
 * while the server runs on that database. Returns the exit code: 0 done, 1 refused or failed,
 * 2 usage or a product on PostgreSQL or a bucket.
 */
export async function runBackupCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  now = new Date(),
): Promise<number> {
  const T = BACKUP_TEXTS;
  const out = outOption(args);
  if (out === null) {
    output.err(T.backupUsage);
    return 2;
  }
  const stores = embeddedStoresOf(env, output);
  if (!stores) return 2;
  if (!fs.existsSync(path.join(stores.databaseDir, 'PG_VERSION'))) {
    output.err(T.noDatabase(stores.databaseDir));
    return 1;
  }
  const target = path.resolve(
    out ??
      path.join(
        path.dirname(stores.databaseDir),
        '..',
        'backups',
        `ccms-backup-${stampOf(now)}.tar.gz`,
      ),
  );
  return withDatabaseLocked(stores, output, async () => {
    try {
      output.out(T.reading(stores.databaseDir));
      const { bytes } = await createBackup(
        stores,
        target,
        {
          started: (manifest) => output.out(T.backupStart(manifest, target)),
          advanced: (done, total) => output.out(T.progress(done, total)),
        },
        now,
      );
      output.out(T.backupDone(target, bytes));
      return 0;
    } catch (error) {
      output.err(T.backupFailed((error as Error).message));
      return 1;
    }
  });
}

if (import.meta.main) await runAsCommand(runBackupCli);
