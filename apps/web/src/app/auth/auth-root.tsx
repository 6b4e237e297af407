import type { User, UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { AppRouter } from '../router';
import { isSignedOutPath, isSigninCallbackPath } from './auth-paths';
import { readReturnTo } from './return-to';
import { UserManagerContext } from './user-manager';

type Props = { userManager: UserManager; router: AppRouter; children: ReactNode };

/**
 * react-oidc-context wired to our UserManager. The authorization response is processed only on
 * the callback pages; after it the app goes to the path saved in the sign-in state.
 */
export function AuthRoot({ userManager, router, children }: Props) {
  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      // Replaces the callback URL (drops ?code=&state=) and opens the saved path.
      await router.navigate(readReturnTo(user?.state), { replace: true });
    },
    [router],
  );
  const matchSignoutCallback = useCallback(() => isSignedOutPath(window.location.pathname), []);
  return (
    <UserManagerContext value={userManager}>
      <AuthProvider
        userManager={userManager}
        onSigninCallback={onSigninCallback}
        skipSigninCallback={!isSigninCallbackPath(window.location.pathname)}
        matchSignoutCallback={matchSignoutCallback}
      >
        {children}
      </AuthProvider>
    </UserManagerContext>
  );
}
