import type { TClientConfig } from '@ccms/contract/client-config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createContext, useContext } from 'react';
import { AUTH_PATHS } from './auth-paths';

/** The oidc-client-ts UserManager for the settings read from /api/client-config. */
export function createUserManager(config: TClientConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}${AUTH_PATHS.signinCallback}`,
    silent_redirect_uri: `${origin}${AUTH_PATHS.silent}`,
    post_logout_redirect_uri: `${origin}${AUTH_PATHS.signedOut}`,
    response_type: 'code',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/** The access token of the signed-in user, or null when there is none or it has expired. */
export async function readAccessToken(userManager: UserManager): Promise<string | null> {
  const user = await userManager.getUser();
  if (!user || user.expired) return null;
  return user.access_token;
}

export const UserManagerContext = createContext<UserManager | null>(null);

export function useUserManager(): UserManager {
  const userManager = useContext(UserManagerContext);
  if (!userManager) throw new Error('useUserManager outside UserManagerContext');
  return userManager;
}
