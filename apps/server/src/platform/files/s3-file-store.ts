import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
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
  /**
   * Uploads streamed straight to the bucket at once, each holding one part in memory; the
   * others are spooled to a temporary file first and sent from there, holding none.
   */
  uploadConcurrency: number;
};

/** S3's smallest part but the last: what one upload holds in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  '$metadata' in error &&
  (error.$metadata as { httpStatusCode?: number }).httpStatusCode === 404;

/** The whole size from `Content-Range: bytes a-b/size`. */
const totalOf = (contentRange: string | undefined) => Number(contentRange?.split('/')[1]);

/**
 * Ticket files as objects of an S3 bucket (AWS, MinIO, any S3-compatible server). An upload
 * streams through the SDK's multipart upload helper, which holds one 5 MB part in memory; past
 * `uploadConcurrency` uploads at once, a file is spooled to a temporary file as it arrives and
 * then sent in one request of known length, streamed from the disk. So memory stays bounded
 * however many agents upload together, and a slow client never makes the others wait.
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
  let streaming = 0;
  const streamUp = async (key: string, content: Readable) => {
    const counter = byteCounter();
    content.on('error', (error) => counter.destroy(error));
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: content.pipe(counter) },
      queueSize: 1,
      partSize: PART_BYTES,
      leavePartsOnError: false,
    });
    await upload.done();
    return counter.bytes;
  };
  // One PUT takes up to 5 GB, far above any MAX_FILE_MB a ticket file may have.
  const spoolUp = async (key: string, content: Readable) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ccms-upload-'));
    const spooled = path.join(dir, 'file');
    try {
      const counter = byteCounter();
      await pipeline(content, counter, createWriteStream(spooled));
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(spooled),
          ContentLength: counter.bytes,
        }),
      );
      return counter.bytes;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
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
      const straight = streaming < settings.uploadConcurrency;
      if (straight) streaming += 1;
      try {
        return await (straight ? streamUp(key, content) : spoolUp(key, content));
      } catch (error) {
        content.destroy();
        throw error;
      } finally {
        if (straight) streaming -= 1;
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
