import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const s3Of = (env: NodeJS.ProcessEnv) => loadConfig(env).files.s3;

describe('the S3 settings of the configuration', () => {
  it('keeps files on the disk while no bucket is named', () => {
    expect(s3Of({ S3_ENDPOINT: 'http://minio:9000', AWS_ACCESS_KEY_ID: 'a' })).toBeUndefined();
  });

  it('reads the S3_* variables, path style by default', () => {
    expect(
      s3Of({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'dosyalar',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'anahtar',
        S3_SECRET_ACCESS_KEY: 'gizli',
        AWS_ACCESS_KEY_ID: 'baska',
        AWS_SECRET_ACCESS_KEY: 'baska-gizli',
      }),
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'dosyalar',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'anahtar', secretAccessKey: 'gizli' },
      forcePathStyle: true,
      uploadConcurrency: 2,
    });
  });

  it('falls back to the usual AWS variables, and to the SDK chain without keys', () => {
    expect(
      s3Of({
        S3_BUCKET: 'dosyalar',
        AWS_ENDPOINT_URL: 'http://genel:9000',
        AWS_ENDPOINT_URL_S3: 'http://s3:9000',
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'aws-anahtar',
        AWS_SECRET_ACCESS_KEY: 'aws-gizli',
        S3_FORCE_PATH_STYLE: 'false',
        S3_UPLOAD_CONCURRENCY: '6',
      }),
    ).toEqual({
      endpoint: 'http://s3:9000',
      bucket: 'dosyalar',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'aws-anahtar', secretAccessKey: 'aws-gizli' },
      forcePathStyle: false,
      uploadConcurrency: 6,
    });
    expect(s3Of({ S3_BUCKET: 'dosyalar', AWS_DEFAULT_REGION: 'us-west-2' })).toMatchObject({
      endpoint: undefined,
      region: 'us-west-2',
      credentials: undefined,
    });
  });
});
