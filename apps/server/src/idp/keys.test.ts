import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db.ts';
import { type Backend, openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { signAccessToken } from './access-token.ts';
import {
  loadSigningKeys,
  rotateSigningKeys,
  SIGNED_TOKEN_TTL_SECONDS,
  toPublicJwks,
} from './keys.ts';

const ISSUER = 'http://localhost:3000/oidc';
const user = { id: '00000000-0000-4000-8000-000000000001', emailAddress: 'anahtar@example.test' };
const sign = (keys: Awaited<ReturnType<typeof loadSigningKeys>>) =>
  signAccessToken({ keys, issuer: ISSUER, audience: 'ccms-api', user });
const verifyWith = (keys: Awaited<ReturnType<typeof loadSigningKeys>>, token: string) =>
  jwtVerify(token, createLocalJWKSet(toPublicJwks(keys)), { issuer: ISSUER, audience: 'ccms-api' });

describe.each(TEST_BACKENDS)('the sign-in keys in the database on %s', (backend: Backend) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(() => handle.close());

  it('are created once: instances starting together get the same keys', async () => {
    // On PostgreSQL a second pool stands for a second instance; PGlite has one connection.
    const second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : handle;
    try {
      const [first, other] = await Promise.all([
        loadSigningKeys(handle.db),
        loadSigningKeys(second.db),
      ]);
      expect(other).toEqual(first);
      expect(first.jwks.keys).toHaveLength(1);
      expect(first.cookieKeys).toHaveLength(1);
      // A token one signs, the other verifies.
      await expect(verifyWith(other, await sign(first))).resolves.toBeDefined();
    } finally {
      if (second !== handle) await second.close();
    }
  });

  it('rotate: the new key signs, the old one verifies until its tokens have expired', async () => {
    const start = new Date();
    const before = await loadSigningKeys(handle.db, { now: start });
    const oldToken = await sign(before);
    const { kid } = await rotateSigningKeys(handle.db, { now: start });

    const after = await loadSigningKeys(handle.db, { now: start });
    expect(after.jwks.keys.map((key) => key.kid)).toEqual([kid, before.jwks.keys[0]!.kid]);
    expect(after.cookieKeys).toEqual(before.cookieKeys);
    const newToken = await sign(after);
    expect(decodeProtectedHeader(newToken).kid).toBe(kid);
    await expect(verifyWith(after, oldToken)).resolves.toBeDefined();
    await expect(verifyWith(after, newToken)).resolves.toBeDefined();

    // Once every token of the old key has expired it leaves the key set, and the next
    // rotation deletes it.
    const later = new Date(start.getTime() + (SIGNED_TOKEN_TTL_SECONDS + 10 * 60) * 1000);
    expect((await loadSigningKeys(handle.db, { now: later })).jwks.keys.map((k) => k.kid)).toEqual([
      kid,
    ]);
    const next = await rotateSigningKeys(handle.db, { now: later });
    expect(next.removed).toBe(1);
    const last = await loadSigningKeys(handle.db, { now: later });
    expect(last.jwks.keys.map((key) => key.kid)).toEqual([next.kid, kid]);
  });
});

describe('keys an older version kept in the data directory', () => {
  it('are taken over on the first start, so existing sign-ins stay valid', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-keys-'));
    const handle = await openTestDatabase('pglite');
    try {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = await exportJWK(privateKey);
      const kid = await calculateJwkThumbprint(jwk);
      const cookieKey = 'c'.repeat(43);
      fs.mkdirSync(path.join(dataDir, 'idp'));
      fs.writeFileSync(
        path.join(dataDir, 'idp/jwks.json'),
        JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] }),
      );
      fs.writeFileSync(path.join(dataDir, 'idp/cookie-keys.json'), JSON.stringify([cookieKey]));

      const keys = await loadSigningKeys(handle.db, { dataDir });
      expect(keys.jwks.keys.map((key) => key.kid)).toEqual([kid]);
      expect(keys.cookieKeys).toEqual([cookieKey]);
      // From now on the database answers, whatever the files say.
      fs.rmSync(path.join(dataDir, 'idp'), { recursive: true });
      expect(await loadSigningKeys(handle.db, { dataDir })).toEqual(keys);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('are ignored when unreadable: new keys are made instead', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-keys-'));
    const handle = await openTestDatabase('pglite');
    try {
      fs.mkdirSync(path.join(dataDir, 'idp'));
      fs.writeFileSync(path.join(dataDir, 'idp/jwks.json'), '{ "keys": [ { "kty": "RSA" ');
      const keys = await loadSigningKeys(handle.db, { dataDir });
      expect(keys.jwks.keys[0]?.d).toEqual(expect.any(String));
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
