import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/** The last line of defence: an error outside any route shows a Turkish message and reload. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <Result
        status="error"
        title="Uygulamada beklenmeyen bir hata oluştu."
        subTitle="Sayfayı yenileyip tekrar deneyin. Sorun sürerse sistem yöneticinize başvurun."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Sayfayı yenile
          </Button>
        }
      />
    );
  }
}
