import { MESSAGES } from '@ccms/contract/messages';
import { findUserByEmail } from '../modules/organisation/index.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { signAccessToken } from './access-token.ts';
import { embeddedIssuer } from './configuration.ts';
import type { SigningKeys } from './keys.ts';

/** A token for `npm run token`, or why there is none (in Turkish, for the developer). */
export type UserTokenResult = { token: string } | { refusal: string };

/** An access token of an active user, signed as the embedded provider signs its own. */
export async function signUserToken(
  db: Database,
  config: AppConfig,
  keys: SigningKeys,
  email: string,
): Promise<UserTokenResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return { refusal: MESSAGES.unknownUser };
  if (!user.isActive) return { refusal: MESSAGES.inactiveUser };
  const token = await signAccessToken({
    keys,
    issuer: embeddedIssuer(config),
    audience: config.oidc.audience,
    clientId: config.oidc.clientId,
    user,
  });
  return { token };
}
