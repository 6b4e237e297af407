import { Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Aradığınız sayfa bulunamadı."
      extra={<Link to="/">Ana sayfaya dön</Link>}
      data-testid="not-found-result"
    />
  );
}
