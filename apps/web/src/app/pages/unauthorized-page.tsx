import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { MESSAGES } from '@ccms/contract/messages';
import { Button, Flex, Result, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router';
import { DEFAULT_RETURN_TO } from '../auth/return-to';
import { useStartSignIn } from '../auth/use-start-sign-in';

const COUNTDOWN_SECONDS = NOTIFY_SECONDS.unauthorizedRedirect;

/** The server's words of the 401 that sent the app here (main.tsx), if any. */
function useRefusalMessages(): readonly string[] {
  const state: unknown = useLocation().state;
  const messages = (state as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [];
}

/**
 * /error/unauthorized: the server refused the session (401). Counts down from 5, then starts
 * sign-in. A user whose token the server refused gets the IdP's form, to pick another account.
 * A deactivated account is told so and not sent round to a sign-in it cannot pass.
 */
export default function UnauthorizedPage() {
  const deactivated = useRefusalMessages().includes(MESSAGES.inactiveUser);
  return deactivated ? <DeactivatedAccount /> : <SessionNeeded />;
}

function DeactivatedAccount() {
  const startSignIn = useStartSignIn();
  return (
    <Flex justify="center" style={{ paddingTop: 64 }}>
      <Result
        status="403"
        title="Hesabınız pasif"
        subTitle={MESSAGES.inactiveUser}
        extra={
          <Button
            onClick={() => void startSignIn(DEFAULT_RETURN_TO, { forceLogin: true })}
            data-testid="unauthorized-signin"
          >
            Başka bir hesapla oturum aç
          </Button>
        }
      />
    </Flex>
  );
}

function SessionNeeded() {
  const auth = useAuth();
  const startSignIn = useStartSignIn();
  const [secondsLeft, setSecondsLeft] = useState<number>(COUNTDOWN_SECONDS);
  const hasStarted = useRef(false);
  const hadUser = useRef(Boolean(auth.user));

  useEffect(() => {
    const timer = window.setInterval(() => {
      setSecondsLeft((value) => Math.max(0, value - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const signIn = () => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void startSignIn(DEFAULT_RETURN_TO, { forceLogin: hadUser.current });
  };

  useEffect(() => {
    if (secondsLeft === 0) signIn();
  });

  return (
    <Flex justify="center" style={{ paddingTop: 64 }}>
      <Result
        status="403"
        title="Oturum gerekli"
        subTitle="Bu sayfayı görüntülemek için oturum açmanız gerekiyor."
        extra={
          <Flex vertical align="center" gap="middle">
            <Typography.Text aria-live="polite" data-testid="unauthorized-countdown">
              {secondsLeft > 0
                ? `${secondsLeft} saniye içinde oturum açma sayfasına yönlendirileceksiniz.`
                : 'Oturum açma sayfasına yönlendiriliyorsunuz…'}
            </Typography.Text>
            <Button type="primary" onClick={signIn} data-testid="unauthorized-signin">
              Oturum aç
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
