import { Button, Flex, Result } from 'antd';
import { useEffect, useState } from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { DEFAULT_RETURN_TO } from './return-to';
import { useStartSignIn } from './use-start-sign-in';

/** Kept in English, word for word (docs/domain.md §9 Pages). */
export const SIGNIN_FAILED_TEXT = 'An error occurred during sign-in; click to retry';

/**
 * /account/signed-in-callback and /account/signedin: the AuthProvider exchanges the code and
 * then navigates to the saved path; this page only shows progress, or the retry on failure.
 */
export default function SigninCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const startSignIn = useStartSignIn();
  // Read once: the provider's navigation to the saved path changes the URL before this page
  // unmounts, and must not look like a visit without a code.
  const [hasCode] = useState(() => hasAuthParams());

  // Opened without a code (reload, back button): nothing to process.
  useEffect(() => {
    if (!hasCode && !auth.isLoading && auth.isAuthenticated) {
      void navigate(DEFAULT_RETURN_TO, { replace: true });
    }
  }, [hasCode, auth.isLoading, auth.isAuthenticated, navigate]);

  const hasFailed =
    !auth.isLoading && !auth.isAuthenticated && (auth.error !== undefined || !hasCode);
  if (hasFailed && auth.activeNavigator !== 'signinRedirect') {
    return (
      <Flex justify="center" style={{ paddingTop: 64 }}>
        <Result
          status="warning"
          title={
            <Button
              type="link"
              size="large"
              onClick={() => void startSignIn(DEFAULT_RETURN_TO)}
              data-testid="signin-retry"
            >
              {SIGNIN_FAILED_TEXT}
            </Button>
          }
          subTitle="Oturum açılırken bir hata oluştu; tekrar denemek için tıklayın."
        />
      </Flex>
    );
  }
  return <FullPageSpinner description="Oturum açılıyor…" />;
}
