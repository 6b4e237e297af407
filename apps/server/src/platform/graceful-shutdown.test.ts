import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/organisation.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { signInOverHttp } from '../test/oidc-sign-in.ts';
import { findFreePort, type ProductProcess, startProductProcess } from '../test/product-process.ts';
import type { DatabaseHandle } from './db.ts';

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
      'POST /api/session/GetCurrentLoginInformation HTTP/1.1',
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

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
    running = await startProductProcess({ port, env: { ...env, PUBLIC_URL: publicUrl, ...extra } });
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
    const slow = await startSlowRequest(product.baseUrl, authorization);
    // The server has the request's headers: it is under way when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    product.child.kill('SIGTERM');
    await eventually(() => isRefused(`${product.baseUrl}/api/check/live`), 10_000);

    const response = await slow.finish();
    expect(response, product.output()).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain('"emailAddress":"agent@demo.local"');
    expect(await product.exited).toBe(0);
  }, 150_000);

  it('cuts a request that outlasts the grace period and still exits 0', async () => {
    const product = await start({ SHUTDOWN_GRACE_MS: '1000' });
    const slow = await startSlowRequest(product.baseUrl, authorization);
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    await eventually(async () => {
      const ready = await fetch(`${product.baseUrl}/api/check/ready`);
      return (
        ready.status === 503 && ((await ready.json()) as { status: string }).status === 'draining'
      );
    }, 2500);
    expect((await fetch(`${product.baseUrl}/api/check/live`)).status).toBe(200);
    await eventually(() => isRefused(`${product.baseUrl}/api/check/live`), 10_000);
    expect(await product.exited).toBe(0);
  }, 150_000);
});
