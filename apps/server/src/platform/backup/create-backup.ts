import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { directoryEntries, fileTotals } from './directory-entries.ts';
import { readEmbeddedDatabaseFacts } from './embedded-database-facts.ts';
import { type BackupManifest, buildManifest, MANIFEST_NAME } from './manifest.ts';
import { type TarSource, tarStream } from './tar-archive.ts';

/** Where the parts of the embedded product live: the database's and the files' directories. */
export type EmbeddedStores = { databaseDir: string; filesDir: string };

export type BackupProgress = {
  started(manifest: BackupManifest): void;
  /** Called as bytes of the database and files are archived. */
  advanced(done: number, total: number): void;
};

/** Calls `report` each time another tenth of `total` has passed through. */
function progressCounter(total: number, report: (done: number) => void) {
  let done = 0;
  let nextReport = total / 10;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      done += chunk.length;
      if (done >= nextReport) {
        report(Math.min(done, total));
        nextReport += total / 10;
      }
      callback(null, chunk);
    },
  });
}

/**
 * Writes one gzipped tar archive of the embedded product: `manifest.json` first, then the
 * database directory under `db/` and the files store under `files/`. The caller holds the
 * database's lock, so nothing writes while the directories are read; the archive appears under
 * `out` only once complete. Answers the manifest and the archive's size.
 */
export async function createBackup(
  stores: EmbeddedStores,
  out: string,
  progress: BackupProgress,
  now = new Date(),
): Promise<{ manifest: BackupManifest; bytes: number }> {
  const facts = await readEmbeddedDatabaseFacts(stores.databaseDir);
  // Listed after the clean close above, so that the listing is of the files at rest.
  const databaseEntries = await directoryEntries(stores.databaseDir, 'db');
  const fileEntries = await directoryEntries(stores.filesDir, 'files');
  const database = fileTotals(databaseEntries);
  const files = fileTotals(fileEntries);
  const manifest = buildManifest(
    facts.schemaVersion,
    {
      tickets: facts.tickets,
      customers: facts.customers,
      ticketFiles: facts.ticketFiles,
      databaseFiles: database.files,
      databaseBytes: database.bytes,
      storedFiles: files.files,
      storedBytes: files.bytes,
    },
    now,
  );
  progress.started(manifest);
  const manifestEntry: TarSource = {
    name: MANIFEST_NAME,
    type: 'file',
    mode: 0o644,
    size: 0,
    mtime: now,
    content: Buffer.from(JSON.stringify(manifest, null, 2)),
  };
  manifestEntry.size = (manifestEntry.content as Buffer).length;
  const total = database.bytes + files.bytes;

  await mkdir(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  try {
    await pipeline(
      Readable.from(tarStream([manifestEntry, ...databaseEntries, ...fileEntries])),
      progressCounter(total, (done) => progress.advanced(done, total)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx' }),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { manifest, bytes: (await stat(out)).size };
}
