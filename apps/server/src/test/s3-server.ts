/// <reference path="./s3rver.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver checks signatures against this pair. */
const ACCESS_KEY = 'S3RVER';
const BUCKET = 'ccms-test-files';

export type TestS3 = {
  /** The S3_* variables that point the server at the bucket (loadConfig reads them). */
  env: Record<string, string>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) on a free port, keeping its objects in a temporary
 * folder, with one empty bucket; `stop` shuts it and removes the folder.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    env,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
