import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteCounter } from './byte-counter.ts';
import { assertFileKey, type FileStore } from './file-store.ts';

export type S3Settings = {
  /** Unset: AWS itself, by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_PROFILE, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name, as MinIO-like servers want. */
  forcePathStyle: boolean;
  /** Uploads streaming to the bucket at once; the others wait, holding no memory. */
  uploadConcurrency: number;
};

/** S3's smallest part but the last: what one upload holds in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;

/** A counting semaphore: at most `count` holders at once, the others wait in turn. */
function createSlots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  return {
    async acquire(): Promise<void> {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  '$metadata' in error &&
  (error.$metadata as { httpStatusCode?: number }).httpStatusCode === 404;

/** The whole size from `Content-Range: bytes a-b/size`. */
const totalOf = (contentRange: string | undefined) => Number(contentRange?.split('/')[1]);

/**
 * Ticket files as objects of an S3 bucket (AWS, MinIO, any S3-compatible server), streamed
 * through the SDK's multipart upload helper: an upload holds at most one 5 MB part in memory,
 * and at most `uploadConcurrency` uploads run at once, so memory stays bounded however many
 * agents upload together.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Older S3-compatible servers refuse the checksums recent SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const slots = createSlots(settings.uploadConcurrency);
  const sizeOf = async (key: string) => {
    assertFileKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, content) {
      assertFileKey(key);
      await slots.acquire();
      const counter = byteCounter();
      content.on('error', (error) => counter.destroy(error));
      try {
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: content.pipe(counter) },
          queueSize: 1,
          partSize: PART_BYTES,
          leavePartsOnError: false,
        });
        await upload.done();
        return counter.bytes;
      } catch (error) {
        content.destroy();
        throw error;
      } finally {
        slots.release();
      }
    },
    async open(key, range) {
      assertFileKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        const size = range ? totalOf(object.ContentRange) : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    sizeOf,
    async remove(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async isUp() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.destroy(),
  };
}
