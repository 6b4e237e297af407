import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { signinStateFor } from './return-to';

type SignInOptions = {
  /** Show the IdP's sign-in form even when it still has a session (e.g. to pick another user). */
  forceLogin?: boolean;
};

/** Starts the redirect to the identity provider, coming back to `returnTo` afterwards. */
export function useStartSignIn() {
  const auth = useAuth();
  return useCallback(
    async (returnTo: string, options: SignInOptions = {}) => {
      if (options.forceLogin) await auth.removeUser();
      await auth.signinRedirect({
        state: signinStateFor(returnTo),
        prompt: options.forceLogin ? 'login' : undefined,
      });
    },
    [auth],
  );
}
