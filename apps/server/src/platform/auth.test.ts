import * as jose from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coalesceReads,
  createAuthenticator,
  createTokenVerifier,
  type UserRecord,
} from './auth.ts';
import { createDataVersions } from './data-versions.ts';

// Wrapped so a test can count the signature checks; every call still goes to jose.
vi.mock('jose', async (importOriginal) => {
  const original = await importOriginal<typeof import('jose')>();
  return { ...original, jwtVerify: vi.fn(original.jwtVerify) };
});

/** A read the test finishes by hand, counting how many were started. */
function manualReads() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, finish: (value: number) => pending.shift()!(value), started: () => started };
}

describe('coalesceReads', () => {
  it('answers requests that came during a read with the next read, shared', async () => {
    const reads = manualReads();
    const readVersion = coalesceReads(reads.read);
    const first = readVersion();
    // These arrive while the first read is in flight: it may predate a change they must see.
    const second = readVersion();
    const third = readVersion();
    expect(reads.started()).toBe(1);
    reads.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(reads.started()).toBe(2);
    reads.finish(2);
    expect([await second, await third]).toEqual([2, 2]);
    // Idle again: the next request starts its own read at once.
    const fourth = readVersion();
    expect(reads.started()).toBe(3);
    reads.finish(3);
    expect(await fourth).toBe(3);
  });

  it('lets a failed read fail only the requests it served', async () => {
    let calls = 0;
    const readVersion = coalesceReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 7;
    });
    const first = readVersion();
    const second = readVersion();
    await expect(first).rejects.toThrow('database down');
    expect(await second).toBe(7);
  });
});

const ISSUER = 'http://test.local/oidc';
const AUDIENCE = 'ccms-api';

async function signingKey(kid: string) {
  const { privateKey, publicKey } = await jose.generateKeyPair('ES256', { extractable: true });
  return { privateKey, jwk: { ...(await jose.exportJWK(publicKey)), kid, alg: 'ES256' } };
}

async function tokenOf(key: Awaited<ReturnType<typeof signingKey>>, expiresAt: number) {
  return new jose.SignJWT({ email: 'agent@test.local' })
    .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
}

const signatureChecks = () => vi.mocked(jose.jwtVerify).mock.calls.length;

describe('the token verifier', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(jose.jwtVerify).mockClear();
  });

  it('checks a token’s signature once, and remembers it until the second it expires', async () => {
    const key = await signingKey('one');
    const now = Math.floor(Date.now() / 1000);
    const token = await tokenOf(key, now + 60);
    const verify = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      keys: { jwks: { keys: [key.jwk] } },
    });
    for (let index = 0; index < 5; index += 1) await verify(token);
    expect(signatureChecks()).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 60) * 1000 - 1);
    expect((await verify(token)).email).toBe('agent@test.local');
    expect(signatureChecks()).toBe(1);
    vi.setSystemTime((now + 60) * 1000);
    await expect(verify(token)).rejects.toThrow(/exp/);
  });

  it('checks again once the key set changed, and refuses a token whose key was removed', async () => {
    const old = await signingKey('old');
    const next = await signingKey('next');
    const token = await tokenOf(old, Math.floor(Date.now() / 1000) + 600);
    let current: jose.JSONWebKeySet = { keys: [next.jwk, old.jwk] };
    const verify = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      keys: { current: async () => current },
    });
    await verify(token);
    await verify(token);
    expect(signatureChecks()).toBe(1);
    // A rotation that keeps the old key: verified once more under the new set, then remembered.
    current = { keys: [next.jwk, old.jwk] };
    await verify(token);
    await verify(token);
    expect(signatureChecks()).toBe(2);
    // The old key removed: refused, as it would be without the memory.
    current = { keys: [next.jwk] };
    await expect(verify(token)).rejects.toThrow();
  });
});

describe('the authenticator', () => {
  const user: UserRecord = {
    id: '00000000-0000-4000-8000-000000000010',
    name: 'Ayşe',
    surname: 'Yılmaz',
    userName: 'ayse',
    emailAddress: 'agent@test.local',
    userType: 1,
    isActive: true,
    ccmsIdent: null,
    positionIdent: null,
    permissions: ['Customer'],
    rolesInStores: [],
  };

  function build(hearing: { value: boolean }) {
    const versions = createDataVersions();
    const counts = { reads: 0, loads: 0 };
    const authenticate = createAuthenticator({
      verify: async () => ({ email: user.emailAddress }),
      findUserByEmail: async () => {
        counts.loads += 1;
        return user;
      },
      versions,
      readVersions: async () => {
        counts.reads += 1;
      },
      isHearingNotices: () => hearing.value,
    });
    return { authenticate: () => authenticate('Bearer token'), versions, counts };
  }

  it('reads nothing while the notices are heard, and loads the user again after one', async () => {
    const { authenticate, versions, counts } = build({ value: true });
    for (let index = 0; index < 5; index += 1) await authenticate();
    expect(counts).toEqual({ reads: 0, loads: 1 });
    versions.observe({ access: 1 });
    await authenticate();
    versions.observe({ reference: 1 });
    await authenticate();
    versions.forgetAll();
    await authenticate();
    await authenticate();
    expect(counts).toEqual({ reads: 0, loads: 4 });
  });

  it('reads the versions on every request while the notices are not heard', async () => {
    const hearing = { value: false };
    const { authenticate, counts } = build(hearing);
    await authenticate();
    await authenticate();
    expect(counts).toEqual({ reads: 2, loads: 1 });
    hearing.value = true;
    await authenticate();
    expect(counts).toEqual({ reads: 2, loads: 1 });
  });

  it('builds the caller once per user record and claims, and again when either changed', async () => {
    const versions = createDataVersions();
    let record: UserRecord = { ...user, permissions: ['Customer'] };
    let claims: { email: string; ccms_ident?: string } = { email: user.emailAddress };
    const authenticate = createAuthenticator({
      verify: async () => claims,
      findUserByEmail: async () => record,
      versions,
      readVersions: async () => {},
      isHearingNotices: () => true,
    });
    const first = await authenticate('Bearer token');
    expect(await authenticate('Bearer token')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);

    record = { ...user, permissions: ['Customer', 'Manager'] };
    versions.observe({ access: 1 });
    const afterAccessChange = await authenticate('Bearer token');
    expect(afterAccessChange).not.toBe(first);
    expect([...afterAccessChange.permissions]).toEqual(['Customer', 'Manager']);

    claims = { email: user.emailAddress, ccms_ident: 'CCMS7' };
    const otherClaims = await authenticate('Bearer token');
    expect(otherClaims.ccmsIdent).toBe('CCMS7');
  });
});
