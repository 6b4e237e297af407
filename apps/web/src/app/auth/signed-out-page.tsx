import { Flex, Result } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

const REDIRECT_DELAY_MS = 3000;

/** /account/signedout: the IdP sends the user here after sign-out; then on to the main page. */
export default function SignedOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Flex justify="center" style={{ paddingTop: 64 }}>
      <Result
        status="success"
        title="Oturumunuz kapatıldı."
        subTitle="Birkaç saniye içinde ana sayfaya yönlendirileceksiniz."
        extra={<Link to="/">Ana sayfaya hemen git</Link>}
        data-testid="signed-out"
      />
    </Flex>
  );
}
