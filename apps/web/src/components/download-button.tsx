import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';

type Props = {
  /** Produces and saves the file; resolves with the saved name. */
  download: () => Promise<string>;
  children: ReactNode;
  icon?: ReactNode;
  'data-testid': string;
};

/**
 * A button that downloads a file the server builds: busy meanwhile, with a message saying so,
 * then the saved name. Failures show through the global notifier.
 */
export function DownloadButton({ download, children, icon, 'data-testid': testId }: Props) {
  const { message } = App.useApp();
  const key = useId();
  const [isBusy, setIsBusy] = useState(false);

  const run = async () => {
    setIsBusy(true);
    void message.loading({ key, content: 'Dosya hazırlanıyor…', duration: 0 });
    try {
      const fileName = await download();
      void message.success({ key, content: `'${fileName}' indirildi.`, duration: 4 });
    } catch {
      message.destroy(key);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      icon={icon ?? <DownloadOutlined />}
      loading={isBusy}
      onClick={() => void run()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
