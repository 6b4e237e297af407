import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JSONWebKeySet, JWK } from 'jose';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

/** The algorithm of the provider's signing key: ID tokens and access tokens alike. */
export const SIGNING_ALG = 'RS256';

export type SigningKeys = {
  /** Private JWK set, first key signs. */
  jwks: { keys: JWK[] };
  /** Keygrip keys for the provider's signed cookies, first key signs. */
  cookieKeys: string[];
};

// One load per data directory and process; concurrent callers share the promise.
const cache = new Map<string, Promise<SigningKeys>>();

/**
 * Loads the embedded provider's RS256 signing keys and cookie keys from `<dataDir>/idp`,
 * creating them (mode 0600) on first use so tokens and sessions survive restarts.
 */
export function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const dir = path.join(path.resolve(dataDir), 'idp');
  let keys = cache.get(dir);
  if (!keys) {
    keys = readOrCreate(dir);
    cache.set(dir, keys);
    keys.catch(() => cache.delete(dir));
  }
  return keys;
}

/** The public half of the signing keys, for verifying access tokens without an HTTP call. */
export async function getPublicJwks(dataDir: string): Promise<JSONWebKeySet> {
  const { jwks } = await loadOrCreateSigningKeys(dataDir);
  return { keys: jwks.keys.map(toPublicJwk) };
}

function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  );
}

async function readOrCreate(dir: string): Promise<SigningKeys> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const jwksFile = path.join(dir, 'jwks.json');
  const cookieFile = path.join(dir, 'cookie-keys.json');

  const jwks = await readOrWrite(jwksFile, parseJwks, async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    return { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] };
  });
  const cookieKeys = await readOrWrite(cookieFile, parseCookieKeys, async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

/**
 * Reads a JSON file, or writes a fresh value. The new file is linked into place, so a second
 * process starting at the same moment (server and token CLI) never sees half a file and both
 * end up with the first writer's keys.
 */
async function readOrWrite<T>(
  file: string,
  parse: (value: unknown) => T,
  create: () => Promise<T>,
): Promise<T> {
  if (fs.existsSync(file)) return parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const value = await create();
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return value;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') {
      return parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

function parseJwks(value: unknown): { keys: JWK[] } {
  if (typeof value === 'object' && value !== null && 'keys' in value) {
    const { keys } = value;
    if (
      Array.isArray(keys) &&
      keys.length > 0 &&
      keys.every((k) => typeof k === 'object' && k !== null && typeof k.d === 'string')
    ) {
      return { keys: keys as JWK[] };
    }
  }
  throw new Error('idp/jwks.json is not a private JWK set');
}

function parseCookieKeys(value: unknown): string[] {
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((k) => typeof k === 'string' && k.length >= 32)
  ) {
    return value;
  }
  throw new Error('idp/cookie-keys.json is not a list of keys');
}
