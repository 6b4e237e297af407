import { MESSAGES } from '@ccms/contract/messages';
import type { Permission } from '@ccms/contract/permissions';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { Authenticate, CurrentUser } from './access.ts';
import { notSignedIn } from './errors.ts';

export type AccessTokenClaims = JWTPayload & {
  email?: string;
  ccms_ident?: string;
  position_ident?: string;
};

export type TokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/**
 * A key set given once, fetched from an issuer, or the current one of a source that answers the
 * same object while the set is unchanged (the embedded provider's keys in the database).
 */
type KeySource =
  | { jwks: JSONWebKeySet }
  | { jwksUri: URL }
  | { current: () => Promise<JSONWebKeySet> };

type KeySet = Parameters<typeof jwtVerify>[1];

function keySetOf(keys: KeySource): () => Promise<KeySet> | KeySet {
  if ('jwks' in keys) {
    const keySet = createLocalJWKSet(keys.jwks);
    return () => keySet;
  }
  if ('jwksUri' in keys) {
    const keySet = createRemoteJWKSet(keys.jwksUri);
    return () => keySet;
  }
  const built = new WeakMap<JSONWebKeySet, KeySet>();
  return async () => {
    const jwks = await keys.current();
    const keySet = built.get(jwks) ?? createLocalJWKSet(jwks);
    built.set(jwks, keySet);
    return keySet;
  };
}

/** Verifies bearer JWTs of one issuer and audience with its key set (local or fetched). */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: KeySource;
}): TokenVerifier {
  const getKeySet = keySetOf(options.keys);
  return async (token) => {
    const { payload } = await jwtVerify<AccessTokenClaims>(token, await getKeySet(), {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    });
    return payload;
  };
}

/** Finds the JWKS address of an external issuer from its discovery document. */
export async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: string };
  if (!document.jwks_uri) throw new Error(`OIDC discovery of ${issuer} has no jwks_uri`);
  return new URL(document.jwks_uri);
}

export type UserRecord = Omit<CurrentUser, 'permissions' | 'ccmsIdent' | 'positionIdent'> & {
  isActive: boolean;
  ccmsIdent: string | null;
  positionIdent: string | null;
  permissions: Permission[];
};

/** Users kept at most: beyond it the cache starts again (a user costs one look-up more). */
const MAX_CACHED_USERS = 10_000;

type CachedUser = { version: number; user: Promise<UserRecord | null> };

/**
 * Shares version reads between requests without ever answering a request with a read that began
 * before it arrived: while one read is in flight, the requests that come meanwhile wait for the
 * next read, which starts when that one ends and serves them all. Under load the database sees
 * one version read at a time instead of one per request; a change committed before a request
 * arrived is always seen by it.
 */
export function coalesceReads(read: () => Promise<number>): () => Promise<number> {
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = () => {
    const started = read().finally(() => {
      if (current === started) current = null;
    });
    current = started;
    return started;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/**
 * Builds the request authenticator: verify the token, then map its e-mail to an active user.
 * A user and their permissions are reused while the access version (docs/domain.md §1 User
 * cache) stays the one they were loaded under; each request reads the version, so a change to
 * users, roles or permissions made by any server instance counts from the next request on.
 * `readAccessVersion` may read every data version in the same statement and record them for the
 * instance's other caches (docs/architecture.md, 'Caches that agree across instances').
 */
export function createAuthenticator(options: {
  verify: TokenVerifier;
  findUserByEmail: (email: string) => Promise<UserRecord | null>;
  readAccessVersion: () => Promise<number>;
}): Authenticate {
  const cache = new Map<string, CachedUser>();
  const readVersion = coalesceReads(options.readAccessVersion);

  /** The version was read before the rows, so rows loaded under it are at least that new. */
  function findUser(email: string, version: number): Promise<UserRecord | null> {
    const hit = cache.get(email);
    if (hit && hit.version === version) return hit.user;
    if (cache.size >= MAX_CACHED_USERS) cache.clear();
    const user = options.findUserByEmail(email);
    cache.set(email, { version, user });
    user.catch(() => cache.delete(email));
    return user;
  }

  return async (header) => {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw notSignedIn();
    // Read first: the version read also tells the instance's caches what changed (the signing
    // keys the verifier uses among them), before anything of this request uses them.
    const version = await readVersion();
    let claims: AccessTokenClaims;
    try {
      claims = await options.verify(token);
    } catch {
      throw notSignedIn(MESSAGES.invalidToken);
    }
    if (typeof claims.email !== 'string' || !claims.email) throw notSignedIn(MESSAGES.unknownUser);
    const user = await findUser(claims.email.toLowerCase(), version);
    if (!user) throw notSignedIn(MESSAGES.unknownUser);
    if (!user.isActive) throw notSignedIn(MESSAGES.inactiveUser);
    return {
      id: user.id,
      name: user.name,
      surname: user.surname,
      userName: user.userName,
      emailAddress: user.emailAddress,
      userType: user.userType,
      // The token's contact-centre claims win: the identity provider is their source.
      ccmsIdent: claims.ccms_ident ?? user.ccmsIdent,
      positionIdent: claims.position_ident ?? user.positionIdent,
      permissions: new Set(user.permissions),
    };
  };
}
