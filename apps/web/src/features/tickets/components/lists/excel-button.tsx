import { FileExcelOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';

const MESSAGE_KEY = 'ticket-list-excel';

type Props = {
  /** Produces and saves the file; resolves with the saved name. */
  download: () => Promise<string>;
};

/**
 * 'Excel' (Ticket.ExcelList): busy while the server builds the file, with a message saying so;
 * the file arrives under the server's fixed name. Failures show through the global notifier.
 */
export function ExcelButton({ download }: Props) {
  const { message } = App.useApp();
  const [isBusy, setIsBusy] = useState(false);

  const run = async () => {
    setIsBusy(true);
    void message.loading({ key: MESSAGE_KEY, content: 'Excel dosyası hazırlanıyor…', duration: 0 });
    try {
      const fileName = await download();
      void message.success({ key: MESSAGE_KEY, content: `'${fileName}' indirildi.`, duration: 4 });
    } catch {
      message.destroy(MESSAGE_KEY);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={isBusy}
      onClick={() => void run()}
      data-testid="ticket-list-excel"
    >
      {isBusy ? 'Hazırlanıyor…' : 'Excel'}
    </Button>
  );
}
