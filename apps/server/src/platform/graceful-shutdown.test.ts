import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../seed/organisation.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { signInOverHttp } from '../test/oidc-sign-in.ts';
import { findFreePort, type ProductProcess, startProductProcess } from '../test/product-process.ts';
import type { DatabaseHandle } from './db.ts';

const SLOW_PATH = '/api/session/GetCurrentLoginInformation';

/**
 * A request whose body arrives slowly, sent by hand: the headers and the first half of `{}` go
 * now, `finish()` sends the rest and answers the response as it came, or null when the
 * connection closed without one.
 */
async function startSlowRequest(baseUrl: string, authorization: string) {
  const { port } = new URL(baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    [
      `POST ${SLOW_PATH} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `authorization: ${authorization}`,
      'content-type: application/json',
      'content-length: 2',
      '',
      '{',
    ].join('\r\n'),
  );
  return {
    closed,
    async finish(): Promise<string | null> {
      if (!socket.destroyed) socket.write('}');
      await closed;
      return received === '' ? null : received;
    },
  };
}

async function isRefused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/** Waits until the product no longer takes connections. */
function untilRefused(product: ProductProcess) {
  return vi.waitFor(
    async () => expect(await isRefused(`${product.baseUrl}/api/check/live`)).toBe(true),
    { timeout: 10_000 },
  );
}

/**
 * Waits until the product has logged the slow request as come in (Fastify does once it has the
 * headers, before the body): from then on the request is under way. Only the slow request
 * comes after `since`, the length of the output before it was sent.
 */
function untilUnderWay(product: ProductProcess, since: number) {
  return vi.waitFor(
    () =>
      expect(
        product
          .output()
          .slice(since)
          .split('\n')
          .some((line) => line.includes('"msg":"incoming request"') && line.includes(SLOW_PATH)),
        product.output(),
      ).toBe(true),
    { timeout: 10_000 },
  );
}

// One backend is enough: the shutdown is the process's, whatever database it holds.
const backend = TEST_BACKENDS.includes('postgres') ? 'postgres' : 'pglite';

describe(`the product on SIGTERM (${backend})`, () => {
  let handle: (DatabaseHandle & { url?: string }) | undefined;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let running: ProductProcess | undefined;
  let authorization = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-shutdown-'));
    env = { DATA_DIR: dataDir };
    if (backend === 'postgres') {
      handle = await openTestDatabase('postgres');
      env.DATABASE_URL = handle.url;
    }
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extra: NodeJS.ProcessEnv) {
    const port = await findFreePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    // The shipped log level: the product says when a request has come in.
    running = await startProductProcess({
      port,
      env: { ...env, LOG_LEVEL: 'info', PUBLIC_URL: publicUrl, ...extra },
    });
    // Signed in as a browser would, wherever the product keeps its keys; each start has its
    // own address, so its own issuer.
    authorization = `Bearer ${await signInOverHttp({
      base: publicUrl,
      clientId: 'ccms-web',
      email: 'agent@demo.local',
      password: DEMO_PASSWORD,
    })}`;
    return running;
  }

  it('finishes the request under way, refuses new connections and exits 0', async () => {
    const product = await start({ SHUTDOWN_GRACE_MS: '20000' });
    const since = product.output().length;
    const slow = await startSlowRequest(product.baseUrl, authorization);
    // The server has the request's headers: it is under way when the signal comes.
    await untilUnderWay(product, since);
    product.child.kill('SIGTERM');
    await untilRefused(product);

    const response = await slow.finish();
    expect(response, product.output()).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain('"emailAddress":"agent@demo.local"');
    expect(await product.exited).toBe(0);
  }, 150_000);

  it('cuts a request that outlasts the grace period and still exits 0', async () => {
    const product = await start({ SHUTDOWN_GRACE_MS: '1000' });
    const since = product.output().length;
    const slow = await startSlowRequest(product.baseUrl, authorization);
    await untilUnderWay(product, since);
    const signalled = Date.now();
    product.child.kill('SIGTERM');
    await slow.closed;
    expect(await product.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // Cut, never answered: the body never came.
    expect(await slow.finish()).toBeNull();
  }, 150_000);

  it('answers 503 draining for SHUTDOWN_DELAY_MS before it refuses connections', async () => {
    const product = await start({ SHUTDOWN_DELAY_MS: '3000' });
    product.child.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        const ready = await fetch(`${product.baseUrl}/api/check/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: 'draining' });
      },
      { timeout: 2500 },
    );
    expect((await fetch(`${product.baseUrl}/api/check/live`)).status).toBe(200);
    await untilRefused(product);
    expect(await product.exited).toBe(0);
  }, 150_000);
});
