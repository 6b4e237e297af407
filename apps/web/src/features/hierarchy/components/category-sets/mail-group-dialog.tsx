import type { TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { Button, Divider, Form, Modal, Typography } from 'antd';
import { useCloseGuard } from '../../../../lib/use-close-guard';
import { breakdownName } from './category-set-row';
import { MailGroupSelectForm, type MailGroupValues } from './mail-group-select-form';

type Props = { row: TCategorySet; onClose: () => void };

/**
 * 'Mail Grubu Tanımlama - Kırılım: TİP / KATEGORİ / ALT KATEGORİ': the breakdown's mail group
 * (or none) and its own mail addresses, each saved on its own.
 */
export function MailGroupDialog({ row, onClose }: Props) {
  const [form] = Form.useForm<MailGroupValues>();
  const requestClose = useCloseGuard(form, false, onClose);

  return (
    <Modal
      open
      title={M.mailGroupDialogTitle(breakdownName(row))}
      width={720}
      onCancel={requestClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button onClick={requestClose} data-testid="mail-group-dialog-close">
          Kapat
        </Button>
      }
    >
      <Typography.Paragraph>{M.mailGroupDialogText}</Typography.Paragraph>
      <MailGroupSelectForm row={row} form={form} />
      <Divider />
    </Modal>
  );
}
