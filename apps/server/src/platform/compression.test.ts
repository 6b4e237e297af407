import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineEndpoint } from '@ccms/contract/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessControl } from './access.ts';
import { registerCompression } from './compression.ts';
import { registerErrorHandling } from './error-handler.ts';
import { notSignedIn } from './errors.ts';
import { registerEndpoint } from './route-kit.ts';
import { registerWebApp } from './web-static.ts';

const ROWS = Array.from({ length: 100 }, (_, index) => ({
  id: index,
  title: `Bilet ${index}: kargo gecikmesi`,
}));

const listEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/list',
  tag: 'test-tag',
  summary: 'A JSON answer of several kilobytes',
  response: z.object({ rows: z.array(z.object({ id: z.number(), title: z.string() })) }),
});

const smallEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/small',
  tag: 'test-tag',
  summary: 'A JSON answer under the threshold',
  response: z.object({ ok: z.boolean() }),
});

const downloadEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/file',
  tag: 'test-tag',
  summary: 'A JSON file of several kilobytes, as a ticket document may be',
  download: true,
});

const FILE_TEXT = JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ satır: index })));

async function buildCompressingApp(distDir: string) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAccessControl(app, async () => {
    throw notSignedIn();
  });
  registerErrorHandling(app);
  await registerCompression(app);
  registerEndpoint(app, listEndpoint, { access: 'public', handler: () => ({ rows: ROWS }) });
  registerEndpoint(app, smallEndpoint, { access: 'public', handler: () => ({ ok: true }) });
  registerEndpoint(app, downloadEndpoint, {
    access: 'public',
    handler: (_request, reply) =>
      reply
        .header('content-type', 'application/json')
        .header('content-disposition', 'attachment; filename="dosya.json"')
        .send(FILE_TEXT),
  });
  await registerWebApp(app, 'http://localhost:3000', distDir);
  await app.ready();
  return app;
}

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

/** A build as apps/web/vite/precompress.ts leaves it: each text file with its .br and .gz. */
function writeBuild(distDir: string) {
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>x</title>${'<!-- -->'.repeat(200)}`,
    'service-worker.js': `self.x = ${JSON.stringify('y'.repeat(2000))};`,
    'assets/main-abc123.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(distDir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}

describe('compression', () => {
  let distDir: string;
  let app: FastifyInstance | undefined;
  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-compression-'));
    writeBuild(distDir);
  });
  afterEach(() => app?.close());
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('compresses a JSON answer above 1 KiB with brotli or gzip, as the client accepts', async () => {
    app = await buildCompressingApp(distDir);
    const brotli = await app.inject({
      url: '/api/test/list',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual({
      rows: ROWS,
    });

    const gzip = await app.inject({
      url: '/api/test/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual({ rows: ROWS });

    const plain = await app.inject({ url: '/api/test/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows: ROWS });
  });

  it('leaves an answer under 1 KiB and a file download as they are', async () => {
    app = await buildCompressingApp(distDir);
    const small = await app.inject({
      url: '/api/test/small',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const download = await app.inject({
      url: '/api/test/file',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.body).toBe(FILE_TEXT);
  });

  it('serves the precompressed asset with its encoding, Vary and a year of caching', async () => {
    app = await buildCompressingApp(distDir);
    const brotli = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The softphone simulator's sandboxed frame (an opaque origin) loads these as modules.
    expect(brotli.headers['access-control-allow-origin']).toBe('*');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets index.html and the service worker revalidate on every visit', async () => {
    app = await buildCompressingApp(distDir);
    for (const url of ['/', '/tickets/ticketsofcurrentuser', '/service-worker.js']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
