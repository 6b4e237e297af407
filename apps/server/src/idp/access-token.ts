import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKeys } from './keys.ts';

/** The scope the API resource grants; the only one its access tokens carry. */
export const API_SCOPE = 'api';

export type AccessTokenUser = {
  id: string;
  emailAddress: string;
  ccmsIdent?: string | null;
  positionIdent?: string | null;
};

/**
 * The claims the embedded provider adds to every access token: the API maps `email` to a
 * user; `ccms_ident` and `position_ident` only when the user has them.
 */
export function accessTokenUserClaims(user: AccessTokenUser): Record<string, string> {
  return {
    email: user.emailAddress,
    ...(user.ccmsIdent ? { ccms_ident: user.ccmsIdent } : {}),
    ...(user.positionIdent ? { position_ident: user.positionIdent } : {}),
  };
}

/**
 * Signs an access token exactly as the embedded provider would issue one (typ at+jwt, same
 * key and claims), without a browser sign-in: for tests and the `npm run token` CLI.
 */
export async function signAccessToken(options: {
  /** The provider's keys (`loadSigningKeys`): the first one signs. */
  keys: SigningKeys;
  issuer: string;
  audience: string;
  /** Defaults to the web client's id, as the provider would put it. */
  clientId?: string;
  user: AccessTokenUser;
  ttlSeconds?: number;
}): Promise<string> {
  const { keys, issuer, audience, clientId = 'ccms-web', user, ttlSeconds = 3600 } = options;
  const [jwk] = keys.jwks.keys;
  if (!jwk) throw new Error('The identity provider has no signing key');
  const key = await importJWK(jwk, SIGNING_ALG);
  return new SignJWT({
    ...accessTokenUserClaims(user),
    client_id: clientId,
    scope: API_SCOPE,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(key);
}
