import type { TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { App, Button, Divider, Form, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useCloseGuard } from '../../../../lib/use-close-guard';
import { breakdownName } from './category-set-row';
import { MAIL_TABLE_TEST_ID, MailAddressesTable } from './mail-addresses-table';
import { MailGroupSelectForm, type MailGroupValues } from './mail-group-select-form';

type Props = { row: TCategorySet; onClose: () => void };

/**
 * 'Mail Grubu Tanımlama - Kırılım: TİP / KATEGORİ / ALT KATEGORİ': the breakdown's mail group
 * (or none) and its own mail addresses, each saved on its own.
 */
export function MailGroupDialog({ row, onClose }: Props) {
  const [form] = Form.useForm<MailGroupValues>();
  const { modal } = App.useApp();
  const addresses = useRef<HTMLDivElement>(null);
  const guardGroup = useCloseGuard(form, false, onClose);
  // The inline-edit table keeps its drafts to itself; a row in edit mode shows its save button.
  const requestClose = () => {
    const isEditingAddress = addresses.current?.querySelector(
      `[data-testid="${MAIL_TABLE_TEST_ID}-save"]`,
    );
    if (!isEditingAddress) return guardGroup();
    modal.confirm({
      title: 'Kaydedilmemiş bir mail adresi var. Kapatmak istiyor musunuz?',
      okText: 'Evet',
      cancelText: 'Hayır',
      onOk: onClose,
    });
  };

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
      <div ref={addresses}>
        <MailAddressesTable categorySetId={row.id} />
      </div>
    </Modal>
  );
}
