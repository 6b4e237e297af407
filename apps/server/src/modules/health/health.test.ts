import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { openTestDatabase, TEST_BACKENDS } from '../../test/backends.ts';
import { findFreePort } from '../../test/product-process.ts';
import { startTestS3 } from '../../test/s3-server.ts';

describe.each(TEST_BACKENDS)('health checks on %s', (backend) => {
  const opened: { app: FastifyInstance; handle: DatabaseHandle; dataDir: string }[] = [];
  afterEach(async () => {
    for (const { app, handle, dataDir } of opened.splice(0)) {
      await app.close();
      await handle.close().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-health-'));
    const handle = await openTestDatabase(backend);
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, ...env }),
      db: handle.db,
      logger: false,
      webDistDir: path.join(dataDir, 'no-web-build'),
    });
    opened.push({ app, handle, dataDir });
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    };
    return { app, handle, dataDir, get };
  }

  it('answers ready, live and the check with the database and the file store up', async () => {
    const { get } = await start();
    const up = { status: 'healthy', version: 'v1.10.9', database: 'up', files: 'up' };
    expect(await get('/api/check')).toMatchObject({ status: 200, body: up });
    expect(await get('/api/check/ready')).toMatchObject({ status: 200, body: up });
    expect(await get('/api/check/live')).toMatchObject({
      status: 200,
      body: { status: 'alive', version: 'v1.10.9' },
    });
  });

  it('answers 503 draining once shutdown starts, stays live, and closes each connection', async () => {
    const { app, get } = await start();
    app.drain.start();
    const draining = { status: 'draining', database: 'up', files: 'up' };
    const check = await get('/api/check');
    expect(check).toMatchObject({ status: 503, body: draining });
    expect(check.headers.connection).toBe('close');
    expect(await get('/api/check/ready')).toMatchObject({ status: 503, body: draining });
    expect(await get('/api/check/live')).toMatchObject({ status: 200, body: { status: 'alive' } });
  });

  it('reports the file store down apart from the database', async () => {
    const blocker = path.join(os.tmpdir(), `ccms-not-a-dir-${process.pid}-${Date.now()}`);
    fs.writeFileSync(blocker, 'a file where the files directory should be');
    try {
      const { get } = await start({ FILES_DIR: path.join(blocker, 'files') });
      const down = { status: 'unhealthy', database: 'up', files: 'down' };
      expect(await get('/api/check')).toMatchObject({ status: 503, body: down });
      expect(await get('/api/check/ready')).toMatchObject({ status: 503, body: down });
      expect((await get('/api/check/live')).status).toBe(200);
    } finally {
      fs.rmSync(blocker, { force: true });
    }
  });

  it('reports the object store up, and down where nothing answers at its address', async () => {
    const s3 = await startTestS3();
    try {
      const { get } = await start(s3.env);
      expect(await get('/api/check/ready')).toMatchObject({ status: 200, body: { files: 'up' } });
    } finally {
      await s3.stop();
    }
    const silent = { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await findFreePort()}` };
    const { get } = await start(silent);
    const down = { status: 'unhealthy', database: 'up', files: 'down' };
    expect(await get('/api/check/ready')).toMatchObject({ status: 503, body: down });
    expect((await get('/api/check/live')).status).toBe(200);
  });

  it('reports the database down apart from the file store', async () => {
    const { handle, get } = await start();
    await handle.close();
    const down = { status: 'unhealthy', database: 'down', files: 'up' };
    expect(await get('/api/check')).toMatchObject({ status: 503, body: down });
    expect(await get('/api/check/ready')).toMatchObject({ status: 503, body: down });
    expect((await get('/api/check/live')).status).toBe(200);
  });
});
