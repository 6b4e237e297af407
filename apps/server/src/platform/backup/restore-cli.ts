import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_TEXTS } from './backup-texts.ts';
import {
  type CliOutput,
  embeddedStoresOf,
  runAsCommand,
  withDatabaseLocked,
} from './embedded-stores.ts';
import { currentSchemaVersion } from './manifest.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

/**
 * `npm run restore -- <file>`: puts an archive of `npm run backup` back in place of the
 * embedded database and the local files, atomically (unpacked and checked beside them, then
 * swapped in). Refused while the server runs on that database, and for an archive of another
 * schema version. Returns the exit code: 0 done, 1 refused or failed (nothing changed), 2 usage
 * or a product on PostgreSQL or a bucket.
 */
export async function runRestoreCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  now = new Date(),
): Promise<number> {
  const T = BACKUP_TEXTS;
  const archive = args.length === 1 && !args[0]!.startsWith('-') ? path.resolve(args[0]!) : null;
  if (!archive) {
    output.err(T.restoreUsage);
    return 2;
  }
  const stores = embeddedStoresOf(env, output);
  if (!stores) return 2;
  if (!fs.existsSync(archive)) {
    output.err(T.restoreFailed(T.notAnArchive(archive)));
    return 1;
  }
  return withDatabaseLocked(stores, output, async () => {
    try {
      await restoreBackup(stores, archive, {
        expectedSchemaVersion: currentSchemaVersion(),
        texts: T,
        now,
        progress: {
          started: (manifest) => output.out(T.restoreStart(manifest)),
          advanced: (done, total) => output.out(T.progress(done, total)),
          checking: () => output.out(T.checking),
          swapped: (target, previous) => output.out(T.swapped(target, previous)),
        },
      });
      output.out(T.restoreDone);
      return 0;
    } catch (error) {
      // A refusal says itself what to do; anything else is reported as it came.
      output.err(
        error instanceof RestoreRefusedError
          ? error.message
          : T.restoreFailed((error as Error).message),
      );
      return 1;
    }
  });
}

if (import.meta.main) await runAsCommand(runRestoreCli);
