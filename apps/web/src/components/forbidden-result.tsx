import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Shown instead of a screen whose permission the user lacks. */
export function ForbiddenResult() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="Bu sayfayı görüntüleme yetkiniz yok."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Ana sayfaya dön
        </Button>
      }
      data-testid="forbidden-result"
    />
  );
}
