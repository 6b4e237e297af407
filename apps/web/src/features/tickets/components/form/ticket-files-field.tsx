import { UploadOutlined } from '@ant-design/icons';
import { ACCEPTED_FILE_EXTENSIONS, DEFAULT_MAX_FILE_MB } from '@ccms/contract/tickets-create';
import { MAX_TICKET_FILES } from '@ccms/contract/tickets-form/rules';
import { Button, Form, Upload, type UploadFile } from 'antd';

/** antd's Upload reports `{ file, fileList }`; the form keeps the list. */
function fileListOf(event: { fileList?: UploadFile[] } | UploadFile[]): UploadFile[] {
  return Array.isArray(event) ? event : (event.fileList ?? []);
}

/**
 * Files sent with the ticket itself (at most 5): nothing is uploaded on choosing, the files go
 * in the createTicket request.
 */
export function TicketFilesField({ disabled }: { disabled: boolean }) {
  return (
    <Form.Item
      name="files"
      label="Dosyalar"
      valuePropName="fileList"
      getValueFromEvent={fileListOf}
      extra={`En fazla ${MAX_TICKET_FILES} dosya, her biri en fazla ${DEFAULT_MAX_FILE_MB} MB: resim, PDF, Office, metin ve e-posta dosyaları.`}
    >
      <Upload
        multiple
        accept={ACCEPTED_FILE_EXTENSIONS}
        beforeUpload={() => false}
        disabled={disabled}
        data-testid="ticket-files"
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          Dosya Seç
        </Button>
      </Upload>
    </Form.Item>
  );
}
