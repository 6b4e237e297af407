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
import { createTtlCache } from './ttl-cache.ts';

export type AccessTokenClaims = JWTPayload & {
  email?: string;
  ccms_ident?: string;
  position_ident?: string;
};

export type TokenVerifier = (token: string) => Promise<AccessTokenClaims>;

type KeySource = { jwks: JSONWebKeySet } | { jwksUri: URL };

/** Verifies bearer JWTs of one issuer and audience with its key set (local or fetched). */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: KeySource;
}): TokenVerifier {
  const keySet =
    'jwks' in options.keys
      ? createLocalJWKSet(options.keys.jwks)
      : createRemoteJWKSet(options.keys.jwksUri);
  return async (token) => {
    const { payload } = await jwtVerify<AccessTokenClaims>(token, keySet, {
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

/**
 * How long a user's row and permissions are reused between requests (docs/domain.md §1 User cache).
 */
export const USER_CACHE_TTL_MS = 10_000;

/**
 * Builds the request authenticator: verify the token, then map its e-mail to an active user.
 * The user and their permissions are kept for USER_CACHE_TTL_MS, so a burst of calls costs one
 * database look-up; changes to users and roles clear the cache through `forgetUsers`.
 */
export function createAuthenticator(options: {
  verify: TokenVerifier;
  findUserByEmail: (email: string) => Promise<UserRecord | null>;
}): Authenticate & { forgetUsers(): void } {
  const users = createTtlCache<UserRecord | null>({ ttlMs: USER_CACHE_TTL_MS, maxEntries: 10_000 });
  const authenticate: Authenticate = async (header) => {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw notSignedIn();
    let claims: AccessTokenClaims;
    try {
      claims = await options.verify(token);
    } catch {
      throw notSignedIn(MESSAGES.invalidToken);
    }
    if (typeof claims.email !== 'string' || !claims.email) throw notSignedIn(MESSAGES.unknownUser);
    const email = claims.email.toLowerCase();
    const user = await users.get(email, () => options.findUserByEmail(email));
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
  return Object.assign(authenticate, { forgetUsers: () => users.clear() });
}
