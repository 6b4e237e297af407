import { Result } from 'antd';
import { useRouteHandle } from '../use-route-handle';

/** Stands in for a screen that a later issue builds: its title and a "not ready" note. */
export default function PlaceholderScreen() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle="Bu ekran henüz hazır değil."
      data-testid="placeholder-screen"
    />
  );
}
