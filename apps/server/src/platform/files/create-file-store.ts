import type { FileSettings } from '../config.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The one place the store is chosen: the bucket when S3 is configured, the local disk otherwise. */
export function createFileStore(settings: FileSettings): FileStore {
  return settings.s3 ? createS3FileStore(settings.s3) : createDiskFileStore(settings.dir);
}
