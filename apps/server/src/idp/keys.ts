import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JSONWebKeySet, JWK } from 'jose';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { DataVersions } from '../platform/data-versions.ts';
import { createVersionedCache } from '../platform/data-versions.ts';
import type { Database } from '../platform/db.ts';
import {
  deleteSigningKeysRetiredBefore,
  findIdpKeys,
  type IdpKeyRow,
  insertIdpKeys,
  lockIdpKeys,
  retireSigningKeys,
} from './keys-repository.ts';

/** The algorithm of the provider's signing key: ID tokens and access tokens alike. */
export const SIGNING_ALG = 'RS256';

/** How long the provider's signed tokens (access and ID tokens) live. */
export const SIGNED_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * A retired signing key stays in the key set this long after it stopped signing: every token it
 * signed has expired by then (with a few minutes for clocks that differ).
 */
const RETIRED_KEY_KEPT_MS = (SIGNED_TOKEN_TTL_SECONDS + 5 * 60) * 1000;

export type SigningKeys = {
  /**
   * Private JWK set: the first key signs (oidc-provider takes the first of equally fit keys),
   * the others (retired) still verify.
   */
  jwks: { keys: JWK[] };
  /** Keygrip keys for the provider's signed cookies, first key signs. */
  cookieKeys: string[];
};

/**
 * The embedded provider's keys from the database, shared by every instance (docs/domain.md §9).
 * On the first start they are created once (under a lock, so two instances starting together
 * agree); keys an older version kept in `<dataDir>/idp` are taken over, so existing sign-ins
 * stay valid.
 */
export async function loadSigningKeys(
  db: Database,
  options: { dataDir?: string; now?: Date } = {},
): Promise<SigningKeys> {
  const now = options.now ?? new Date();
  const stored = await findIdpKeys(db);
  if (isComplete(stored)) return toSigningKeys(stored, now);
  return db.transaction(async (tx) => {
    await lockIdpKeys(tx);
    const current = await findIdpKeys(tx);
    if (isComplete(current)) return toSigningKeys(current, now);
    const files = options.dataDir ? readKeyFiles(options.dataDir) : {};
    const rows: Parameters<typeof insertIdpKeys>[1] = [];
    // The files listed the signing key first; older creation times keep that order.
    const createdAt = (index: number) => new Date(now.getTime() - index);
    if (!current.some((row) => row.kind === 'signing' && row.retiredAt === null)) {
      const keys = files.jwks ?? [await generateSigningKey()];
      rows.push(
        ...keys.map((jwk, index) => ({
          id: String(jwk.kid),
          kind: 'signing' as const,
          material: jwk,
          createdAt: createdAt(index),
        })),
      );
    }
    if (!current.some((row) => row.kind === 'cookie')) {
      const keys = files.cookieKeys ?? [randomBytes(32).toString('base64url')];
      rows.push(
        ...keys.map((key, index) => ({
          id: cookieKeyId(key),
          kind: 'cookie' as const,
          material: { key },
          createdAt: createdAt(index),
        })),
      );
    }
    await insertIdpKeys(tx, rows);
    return toSigningKeys(await findIdpKeys(tx), now);
  });
}

/**
 * `npm run idp:rotate-keys`: a new signing key signs from now on; the previous one stays in the
 * key set (so tokens it signed keep verifying) until they have all expired; keys retired before
 * that are removed. Every instance learns of the new key set by the change notice.
 */
export async function rotateSigningKeys(
  db: Database,
  options: { dataDir?: string; now?: Date } = {},
): Promise<{ kid: string; removed: number }> {
  const now = options.now ?? new Date();
  await loadSigningKeys(db, options);
  const jwk = await generateSigningKey();
  return db.transaction(async (tx) => {
    await lockIdpKeys(tx);
    await retireSigningKeys(tx, now);
    await insertIdpKeys(tx, [
      { id: String(jwk.kid), kind: 'signing', material: jwk, createdAt: now },
    ]);
    const removed = await deleteSigningKeysRetiredBefore(
      tx,
      new Date(now.getTime() - RETIRED_KEY_KEPT_MS),
    );
    return { kid: String(jwk.kid), removed };
  });
}

/**
 * The keys as this instance uses them: loaded from the database and kept until a change notice
 * (or a signed-in request's version read) says the key set changed. `publicJwks` answers the
 * same object while the keys are unchanged, so the verifier builds its key set once per change.
 */
export function createSigningKeySource(db: Database, versions: DataVersions, dataDir: string) {
  const cache = createVersionedCache(versions, 'idp-keys', () => loadSigningKeys(db, { dataDir }));
  const publicOf = new WeakMap<SigningKeys, JSONWebKeySet>();
  return {
    signing: () => cache.get(),
    async publicJwks(): Promise<JSONWebKeySet> {
      const keys = await cache.get();
      const jwks = publicOf.get(keys) ?? toPublicJwks(keys);
      publicOf.set(keys, jwks);
      return jwks;
    },
  };
}

/** The public half of the signing keys, for verifying access tokens without an HTTP call. */
export function toPublicJwks(keys: SigningKeys): JSONWebKeySet {
  return { keys: keys.jwks.keys.map(toPublicJwk) };
}

function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  );
}

function isComplete(rows: IdpKeyRow[]): boolean {
  return (
    rows.some((row) => row.kind === 'signing' && row.retiredAt === null) &&
    rows.some((row) => row.kind === 'cookie')
  );
}

/** Rows come newest first: the newest key still signing leads, retired ones follow. */
function toSigningKeys(rows: IdpKeyRow[], now: Date): SigningKeys {
  const keptSince = now.getTime() - RETIRED_KEY_KEPT_MS;
  const signing = rows.filter((row) => row.kind === 'signing');
  const signer = signing.find((row) => row.retiredAt === null);
  // The most recently retired first: its tokens are the ones still around.
  const retired = signing
    .filter((row) => row.retiredAt && row.retiredAt.getTime() > keptSince)
    .sort((a, b) => Number(b.retiredAt) - Number(a.retiredAt));
  return {
    jwks: {
      keys: [signer, ...retired]
        .filter((row) => row !== undefined)
        .map((row) => row.material as JWK),
    },
    cookieKeys: rows
      .filter((row) => row.kind === 'cookie')
      .map((row) => (row.material as { key: string }).key),
  };
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
}

function cookieKeyId(key: string): string {
  return `cookie-${key.slice(0, 12)}`;
}

/** Keys an older version kept in `<dataDir>/idp`; absent or unreadable files give nothing. */
function readKeyFiles(dataDir: string): { jwks?: JWK[]; cookieKeys?: string[] } {
  const dir = path.join(path.resolve(dataDir), 'idp');
  return {
    jwks: readJson(path.join(dir, 'jwks.json'), parseJwks),
    cookieKeys: readJson(path.join(dir, 'cookie-keys.json'), parseCookieKeys),
  };
}

function readJson<T>(file: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    return parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

function parseJwks(value: unknown): JWK[] | undefined {
  if (typeof value !== 'object' || value === null || !('keys' in value)) return undefined;
  const { keys } = value;
  const isPrivateKeyList =
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (k) =>
        typeof k === 'object' && k !== null && typeof k.d === 'string' && typeof k.kid === 'string',
    );
  return isPrivateKeyList ? (keys as JWK[]) : undefined;
}

function parseCookieKeys(value: unknown): string[] | undefined {
  const isKeyList =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((k) => typeof k === 'string' && k.length >= 32);
  return isKeyList ? value : undefined;
}
