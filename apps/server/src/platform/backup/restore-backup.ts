import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { EmbeddedStores } from './create-backup.ts';
import { readEmbeddedDatabaseFacts } from './embedded-database-facts.ts';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_NAME, parseManifest } from './manifest.ts';
import { readTar, type TarEntry } from './tar-archive.ts';

/** A restore refused or failed for a reason the administrator can act on; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreProgress = {
  started(manifest: BackupManifest): void;
  advanced(done: number, total: number): void;
  checking(): void;
  swapped(target: string, previous: string | null): void;
};

export type RestoreTexts = {
  notAnArchive(reason: string): string;
  otherFormat(format: number): string;
  otherSchema(backup: BackupManifest, current: string): string;
  incomplete(what: string): string;
};

/** The archive's entries, gunzipped; a read or gzip error ends the iteration with that error. */
function archiveEntries(archive: string): AsyncIterable<Buffer> {
  return pipeline(createReadStream(archive), createGunzip(), () => {});
}

async function toText(content: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of content) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

/** The path under `root` an entry's relative name points to; a name that climbs out is refused. */
function targetPath(root: string, relative: string): string {
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new RestoreRefusedError(`unsafe path in the archive: ${relative}`);
  }
  return path.join(root, ...parts);
}

/** Reads the manifest (the first entry) and checks its format and schema version. */
function checkManifest(
  text: string,
  expectedSchemaVersion: string,
  texts: RestoreTexts,
): BackupManifest {
  const manifest = parseManifest(text);
  if (!manifest) throw new RestoreRefusedError(texts.notAnArchive(MANIFEST_NAME));
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(texts.otherFormat(manifest.format));
  }
  if (manifest.schemaVersion !== expectedSchemaVersion) {
    throw new RestoreRefusedError(texts.otherSchema(manifest, expectedSchemaVersion));
  }
  return manifest;
}

/** Unpacks the archive into the two staging directories and answers its checked manifest. */
async function unpack(
  archive: string,
  staging: EmbeddedStores,
  expectedSchemaVersion: string,
  texts: RestoreTexts,
  progress: RestoreProgress,
): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const restored = { databaseFiles: 0, databaseBytes: 0, storedFiles: 0, storedBytes: 0 };
  let total = 0;
  let done = 0;
  let nextReport = 0;
  const onEntry = async (entry: TarEntry, content: AsyncIterable<Buffer>) => {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME || entry.type !== 'file') {
        throw new RestoreRefusedError(texts.notAnArchive(`${MANIFEST_NAME} is not first`));
      }
      manifest = checkManifest(await toText(content), expectedSchemaVersion, texts);
      total = manifest.counts.databaseBytes + manifest.counts.storedBytes;
      nextReport = total / 10;
      progress.started(manifest);
      return undefined;
    }
    const [top, ...rest] = entry.name.split('/');
    const isDatabase = top === 'db';
    if (!isDatabase && top !== 'files') {
      throw new RestoreRefusedError(texts.notAnArchive(`unexpected entry ${entry.name}`));
    }
    const root = isDatabase ? staging.databaseDir : staging.filesDir;
    const target = rest.length === 0 ? root : targetPath(root, rest.join('/'));
    if (entry.type === 'directory') {
      await mkdir(target, { recursive: true });
      await chmod(target, entry.mode);
      return undefined;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await pipelineAsync(
      Readable.from(content),
      createWriteStream(target, { flags: 'wx', mode: entry.mode }),
    );
    if (isDatabase) {
      restored.databaseFiles += 1;
      restored.databaseBytes += entry.size;
    } else {
      restored.storedFiles += 1;
      restored.storedBytes += entry.size;
    }
    done += entry.size;
    if (done >= nextReport) {
      progress.advanced(done, total);
      nextReport = done + total / 10;
    }
    return undefined;
  };
  await readTar(archiveEntries(archive), onEntry).catch((error: unknown) => {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(texts.notAnArchive((error as Error).message));
  });
  const checked = manifest as BackupManifest | null;
  if (!checked) throw new RestoreRefusedError(texts.notAnArchive(MANIFEST_NAME));
  for (const key of Object.keys(restored) as (keyof typeof restored)[]) {
    if (restored[key] !== checked.counts[key]) {
      throw new RestoreRefusedError(
        texts.incomplete(`${key}: ${restored[key]} / ${checked.counts[key]}`),
      );
    }
  }
  return checked;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/**
 * Moves each staging directory into place, keeping what was there beside it; a failure puts
 * back what was already moved. Answers the places the earlier directories were moved to.
 */
async function swapInto(
  moves: { staging: string; target: string }[],
  stamp: string,
  progress: RestoreProgress,
) {
  const done: { from: string; to: string }[] = [];
  try {
    for (const move of moves) {
      let previous: string | null = null;
      if (await exists(move.target)) {
        previous = `${move.target}.before-restore-${stamp}`;
        await rename(move.target, previous);
        done.push({ from: move.target, to: previous });
      }
      await rename(move.staging, move.target);
      done.push({ from: move.staging, to: move.target });
      progress.swapped(move.target, previous);
    }
  } catch (error) {
    for (const step of done.reverse()) await rename(step.to, step.from).catch(() => {});
    throw error;
  }
}

/**
 * Restores an archive of createBackup into the embedded product's directories, whose database
 * lock the caller holds. Refuses (RestoreRefusedError, nothing changed) an archive of another
 * format or schema version, a damaged or incomplete one, and one whose database does not open
 * with the manifest's schema and ticket count. Unpacks beside the directories, checks, then
 * swaps them in, the earlier ones kept as `<dir>.before-restore-<stamp>`.
 */
export async function restoreBackup(
  stores: EmbeddedStores,
  archive: string,
  options: {
    expectedSchemaVersion: string;
    texts: RestoreTexts;
    progress: RestoreProgress;
    now?: Date;
  },
): Promise<BackupManifest> {
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const staging: EmbeddedStores = {
    databaseDir: `${stores.databaseDir}.restoring-${stamp}`,
    filesDir: `${stores.filesDir}.restoring-${stamp}`,
  };
  try {
    // Fails when the directories exist: a staging directory is never shared.
    await mkdir(path.dirname(staging.databaseDir), { recursive: true });
    await mkdir(path.dirname(staging.filesDir), { recursive: true });
    await mkdir(staging.databaseDir);
    await mkdir(staging.filesDir);
    const manifest = await unpack(
      archive,
      staging,
      options.expectedSchemaVersion,
      options.texts,
      options.progress,
    );
    options.progress.checking();
    const facts = await readEmbeddedDatabaseFacts(staging.databaseDir);
    if (
      facts.schemaVersion !== manifest.schemaVersion ||
      facts.tickets !== manifest.counts.tickets
    ) {
      throw new RestoreRefusedError(
        options.texts.incomplete(
          `db: ${facts.schemaVersion}, ${facts.tickets} / ${manifest.counts.tickets}`,
        ),
      );
    }
    await swapInto(
      [
        { staging: staging.databaseDir, target: stores.databaseDir },
        { staging: staging.filesDir, target: stores.filesDir },
      ],
      stamp,
      options.progress,
    );
    return manifest;
  } finally {
    // After a swap these are gone; after a refusal they hold a partial copy.
    await rm(staging.databaseDir, { recursive: true, force: true });
    await rm(staging.filesDir, { recursive: true, force: true });
  }
}
