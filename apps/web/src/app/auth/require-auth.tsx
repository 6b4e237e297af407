import { Button, Flex, Result } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useClientConfig } from '../../lib/client-config';
import { NoAdministratorNotice } from './no-administrator-notice';
import { useStartSignIn } from './use-start-sign-in';

/**
 * Renders its children for a signed-in user; otherwise renews an expired session with its
 * refresh token, or starts the redirect to the identity provider, remembering the current path
 * so that sign-in comes back here. Before the first administrator exists it starts nothing and
 * says so (docs/domain.md §16.1).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { setup } = useClientConfig();
  const location = useLocation();
  const startSignIn = useStartSignIn();
  const hasStarted = useRef(false);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  // A failed silent renewal only means the session ended: sign in again.
  const blockingError =
    auth.error && auth.error.source !== 'renewSilent' && auth.error.source !== 'signinSilent'
      ? auth.error
      : undefined;
  const shouldSignIn =
    setup.hasAdministrator &&
    !auth.isLoading &&
    !auth.isAuthenticated &&
    !auth.activeNavigator &&
    !blockingError;

  useEffect(() => {
    // Signed in again: a later expiry may start a new attempt.
    if (auth.isAuthenticated) hasStarted.current = false;
  }, [auth.isAuthenticated]);

  useEffect(() => {
    if (!shouldSignIn || hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      // An expired session with a refresh token renews without leaving the page.
      if (auth.user?.refresh_token && (await auth.signinSilent())) return;
      await startSignIn(returnTo);
    })();
  }, [shouldSignIn, startSignIn, returnTo, auth]);

  if (auth.isAuthenticated) return children;
  if (!setup.hasAdministrator) return <NoAdministratorNotice />;
  if (blockingError && !auth.activeNavigator) {
    return (
      <Flex justify="center" style={{ paddingTop: 64 }}>
        <Result
          status="error"
          title="Oturum açılamadı."
          subTitle="Kimlik doğrulama sunucusuna ulaşılamadı ya da bir hata oluştu."
          extra={
            <Button type="primary" onClick={() => void startSignIn(returnTo)}>
              Tekrar dene
            </Button>
          }
        />
      </Flex>
    );
  }
  return <FullPageSpinner description="Oturum açma sayfasına yönlendiriliyorsunuz…" />;
}
