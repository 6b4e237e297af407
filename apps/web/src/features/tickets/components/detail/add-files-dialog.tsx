import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { Form, type UploadFile } from 'antd';
import { FormDialog, useFormDialog } from '../../../../components/form-dialog';
import { useCreateTicketBlobs } from '../../api/detail/create-ticket-blobs';
import { TicketFilesField } from '../form/ticket-files-field';
import { filesProblem } from './detail-files';
import { useDetailNotice } from './use-detail-notice';

type Props = {
  ticketId: string;
  /** Files the ticket has now: together at most MAX_TICKET_FILES. */
  existingCount: number;
  open: boolean;
  onClose: () => void;
};

type Values = { files?: UploadFile[] };

/** The chosen files as File objects (antd keeps them as originFileObj). */
function chosenFiles(list: readonly UploadFile[] | undefined): File[] {
  return (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));
}

/**
 * 'Dosya Ekle': choose files (the creation dialog's field) and send them with
 * CreateTicketBlobs; 'İşlem başarılı.' closes the dialog, a refusal keeps it open.
 */
export function AddFilesDialog({ ticketId, existingCount, open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const notice = useDetailNotice();
  const upload = useCreateTicketBlobs();

  // Once at a time; a repeat of the same files carries the same key (docs/domain.md §21).
  const dialog = useFormDialog({
    onClose,
    canCloseWhileSaving: true,
    isPending: upload.isPending,
    save: async () => {
      const files = chosenFiles(form.getFieldValue('files') as Values['files']);
      const problem = filesProblem(files.length, existingCount);
      if (problem) {
        form.setFields([{ name: 'files', errors: [problem] }]);
        return;
      }
      try {
        await upload.mutateAsync({ ticketId, files });
      } catch (error) {
        notice.failure(error);
        return;
      }
      notice.success(TICKET_FILE_MESSAGES.uploadSuccess);
      onClose();
    },
  });
  const { isSaving } = dialog;

  return (
    <FormDialog
      dialog={dialog}
      title="Dosya Ekle"
      open={open}
      saveText="Yükle"
      maskClosable={!isSaving}
      data-testid="ticket-files-dialog"
    >
      <Form<Values> form={form} layout="vertical" disabled={isSaving}>
        <TicketFilesField disabled={isSaving} />
      </Form>
    </FormDialog>
  );
}
