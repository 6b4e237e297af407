import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import { MIGRATIONS_DIR } from '../db.ts';

/** The archive's first entry, read before anything is restored. */
export const MANIFEST_NAME = 'manifest.json';
/** Bumped when the archive's layout changes, so that an older product refuses a newer archive. */
export const BACKUP_FORMAT = 1;

export type BackupCounts = {
  tickets: number;
  customers: number;
  ticketFiles: number;
  databaseFiles: number;
  databaseBytes: number;
  storedFiles: number;
  storedBytes: number;
};

export type BackupManifest = {
  format: number;
  /** The tag of the last migration applied to the backed-up database (e.g. 0029_sign_in_attempts). */
  schemaVersion: string;
  productVersion: string;
  createdAt: string;
  counts: BackupCounts;
};

type Journal = { entries: { tag: string; when: number }[] };

function readJournal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
}

/** The schema version this product's code expects: its last migration's tag. */
export function currentSchemaVersion(): string {
  const entries = readJournal().entries;
  return entries[entries.length - 1]?.tag ?? 'none';
}

/**
 * A database's schema version from the time stamp drizzle records for its last applied
 * migration (the journal's `when`); one this code does not know is named by that time stamp.
 */
export function schemaVersionOf(lastAppliedAt: number | null): string {
  if (lastAppliedAt === null) return 'none';
  const entry = readJournal().entries.find((candidate) => candidate.when === lastAppliedAt);
  return entry?.tag ?? `unknown-${lastAppliedAt}`;
}

export function buildManifest(
  schemaVersion: string,
  counts: BackupCounts,
  createdAt: Date,
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    schemaVersion,
    productVersion: APP_VERSION_LABEL,
    createdAt: createdAt.toISOString(),
    counts,
  };
}

/** The manifest's fields, or null when the text is not a manifest this code can read. */
export function parseManifest(text: string): BackupManifest | null {
  try {
    const value = JSON.parse(text) as Partial<BackupManifest>;
    if (
      typeof value.format !== 'number' ||
      typeof value.schemaVersion !== 'string' ||
      typeof value.productVersion !== 'string' ||
      typeof value.createdAt !== 'string' ||
      typeof value.counts !== 'object' ||
      value.counts === null
    ) {
      return null;
    }
    return value as BackupManifest;
  } catch {
    return null;
  }
}
