import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (an HTTP range once resolved). */
export type ByteRange = { start: number; end: number };

/** An opened file: its content (the range asked for, or all of it) and its whole size. */
export type OpenedFile = { stream: Readable; size: number };

/**
 * Where ticket files live (docs/domain.md §7): under generated keys, never under the uploaded
 * name. The local disk or an S3 bucket (create-file-store.ts picks one from the configuration);
 * both stream in and out, so no file is ever held whole in memory.
 */
export type FileStore = {
  /** Stores the content under the key (one of `newFileKey`) and answers its size in bytes. */
  put(key: string, content: Readable): Promise<number>;
  /** The file, or only `range` of it; null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** The stored size in bytes, or null when there is no such file. */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the file; removing a missing file is no error. */
  remove(key: string): Promise<void>;
  /** Whether the store answers and takes files (the readiness check). */
  isUp(): Promise<boolean>;
  /** Lets go of connections (the server closing). */
  close(): void;
};

/** Keys are `yyyy/mm/<uuid>`, so no directory or listing grows without bound. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a file key: ${key}`);
}

/** A new key in the month of `date` (UTC). */
export function newFileKey(date: Date = new Date()): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${date.getUTCFullYear()}/${month}/${randomUUID()}`;
}
