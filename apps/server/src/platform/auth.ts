import { MESSAGES } from '@ccms/contract/messages';
import type { Permission } from '@ccms/contract/permissions';
import type { TUserRoleInStore } from '@ccms/contract/session';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { Authenticate, CurrentUser } from './access.ts';
import type { DataVersions } from './data-versions.ts';
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

/** Verified tokens kept at most: beyond it the oldest is verified again on its next use. */
const MAX_REMEMBERED_TOKENS = 10_000;
/** A fetched key set is trusted this long (jose's own cache of a fetched set lasts as long). */
const REMOTE_KEYS_TRUSTED_MS = 10 * 60_000;

type Remembered = { claims: AccessTokenClaims; keySet: KeySet; until: number };

/**
 * Verifies bearer JWTs of one issuer and audience with its key set (local or fetched). A
 * verified token is remembered until it expires, checked to the second as jose checks `exp`, and
 * only while the key set it was verified with is still the current one: a rotation (a new set
 * object) has every token verified again, so one whose key was removed is refused as before.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: KeySource;
}): TokenVerifier {
  const getKeySet = keySetOf(options.keys);
  const trustedMs = 'jwksUri' in options.keys ? REMOTE_KEYS_TRUSTED_MS : Number.POSITIVE_INFINITY;
  const remembered = new Map<string, Remembered>();
  return async (token) => {
    const keySet = await getKeySet();
    const now = Date.now();
    const hit = remembered.get(token);
    if (hit && hit.keySet === keySet && now < hit.until) return hit.claims;
    if (hit) remembered.delete(token);
    const { payload } = await jwtVerify<AccessTokenClaims>(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    });
    // jose refuses a token once `exp <= floor(now / 1000)`; one without `exp` is verified each time.
    if (typeof payload.exp === 'number') {
      if (remembered.size >= MAX_REMEMBERED_TOKENS) {
        remembered.delete(remembered.keys().next().value as string);
      }
      const until = Math.min(payload.exp * 1000, now + trustedMs);
      remembered.set(token, { claims: payload, keySet, until });
    }
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

export type UserRecord = Omit<
  CurrentUser,
  'permissions' | 'ccmsIdent' | 'positionIdent' | 'rolesInStores'
> & {
  isActive: boolean;
  ccmsIdent: string | null;
  positionIdent: string | null;
  permissions: Permission[];
  rolesInStores: TUserRoleInStore[];
};

/** Users kept at most: beyond it the cache starts again (a user costs one look-up more). */
const MAX_CACHED_USERS = 10_000;

type CachedUser = { loadedUnder: string; user: Promise<UserRecord | null> };

/**
 * Shares version reads between requests without ever answering a request with a read that began
 * before it arrived: while one read is in flight, the requests that come meanwhile wait for the
 * next read, which starts when that one ends and serves them all. Under load the database sees
 * one version read at a time instead of one per request; a change committed before a request
 * arrived is always seen by it.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;
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
 * A user with their permissions and roles in stores is reused while the access version
 * (docs/domain.md §1 User cache) and the reference version (store names) stay the ones they
 * were loaded under and no safety refresh ran. While the instance hears the change notices
 * (`isHearingNotices`), the versions it knows are current: a write through this instance raises
 * them at its commit, one through another instance when its notice arrives, and a request reads
 * nothing. Otherwise (start-up, a lost listening connection, no listener) each request reads
 * every version first (`readVersions`, which records them), so a change committed anywhere
 * before the request arrived counts for it.
 */
export function createAuthenticator(options: {
  verify: TokenVerifier;
  findUserByEmail: (email: string) => Promise<UserRecord | null>;
  versions: DataVersions;
  readVersions: () => Promise<unknown>;
  isHearingNotices: () => boolean;
}): Authenticate {
  const { versions } = options;
  const cache = new Map<string, CachedUser>();
  const readVersions = coalesceReads(options.readVersions);

  /** Taken before the rows are read, so rows loaded under it are at least that new. */
  const currentKey = () =>
    `${versions.latest('access')}/${versions.latest('reference')}/${versions.generation()}`;

  function findUser(email: string): Promise<UserRecord | null> {
    const loadedUnder = currentKey();
    const hit = cache.get(email);
    if (hit && hit.loadedUnder === loadedUnder) return hit.user;
    if (cache.size >= MAX_CACHED_USERS) cache.clear();
    const user = options.findUserByEmail(email);
    cache.set(email, { loadedUnder, user });
    user.catch(() => cache.delete(email));
    return user;
  }

  async function verify(token: string, hasRead: boolean): Promise<AccessTokenClaims> {
    try {
      return await options.verify(token);
    } catch {
      // A token of a key this instance has not heard of yet (a rotation whose notice is on its
      // way): the versions read now tell the key source, and the token is tried once more.
      if (hasRead) throw notSignedIn(MESSAGES.invalidToken);
    }
    await readVersions();
    return verify(token, true);
  }

  return async (header) => {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw notSignedIn();
    // Read first: the version read also tells the instance's caches what changed (the signing
    // keys the verifier uses among them), before anything of this request uses them.
    const hasRead = !options.isHearingNotices();
    if (hasRead) await readVersions();
    const claims = await verify(token, hasRead);
    if (typeof claims.email !== 'string' || !claims.email) throw notSignedIn(MESSAGES.unknownUser);
    const user = await findUser(claims.email.toLowerCase());
    if (!user) throw notSignedIn(MESSAGES.unknownUser);
    if (!user.isActive) throw notSignedIn(MESSAGES.inactiveUser);
    return callerOf(user, claims);
  };
}

/**
 * The caller a cached user record and a remembered token's claims make, built once per pair:
 * the same record and claims objects come back for every request while neither changed.
 * Frozen, since concurrent requests share it.
 */
const callers = new WeakMap<UserRecord, { claims: AccessTokenClaims; caller: CurrentUser }>();

function callerOf(user: UserRecord, claims: AccessTokenClaims): CurrentUser {
  const hit = callers.get(user);
  if (hit?.claims === claims) return hit.caller;
  const caller: CurrentUser = Object.freeze({
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
    rolesInStores: user.rolesInStores,
  });
  callers.set(user, { claims, caller });
  return caller;
}
