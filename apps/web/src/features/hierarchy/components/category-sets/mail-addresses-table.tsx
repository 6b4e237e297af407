import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetMail } from '@ccms/contract/hierarchy-admin/schemas';
import { App, Tag } from 'antd';
import type { InlineEditColumn } from '../../../../components/inline-edit-table/columns';
import { InlineEditTable } from '../../../../components/inline-edit-table/inline-edit-table';
import { notify } from '../../../../lib/notify';
import { checkDuplicateCategorySetMail } from '../../api/check-duplicate-category-set-mail';
import { useDeleteCategorySetMail } from '../../api/delete-category-set-mail';
import { useCategorySetMails } from '../../api/get-category-set-mails';
import { useSaveCategorySetMail } from '../../api/save-category-set-mail';
import { deleteMailAddress, type MailAddressPorts, saveMailAddress } from './mail-address-actions';
import { mailAddressError } from './mail-dialog-rules';

/** The test id of the table; `${MAIL_TABLE_TEST_ID}-save` exists only while a row is edited. */
export const MAIL_TABLE_TEST_ID = 'category-set-mails';

const COLUMNS: readonly InlineEditColumn<TCategorySetMail>[] = [
  {
    field: 'emailAddress',
    title: 'Mail Adresi',
    editor: 'text',
    required: M.mailRequired,
    maxLength: 320,
    placeholder: 'ornek@alanadi.com',
    validate: (value) => mailAddressError(typeof value === 'string' ? value : ''),
  },
  {
    field: 'recipientKind',
    title: 'Alıcı',
    width: 80,
    align: 'center',
    // Every breakdown address is a 'TO' recipient (docs/domain.md §14.1 Breakdown mails).
    render: () => <Tag color="blue">TO</Tag>,
  },
];

/**
 * The breakdown's own mail addresses: add, edit, discard and delete in place, each tagged 'TO';
 * required and valid addresses, no duplicate on the breakdown, and the spec's mail messages.
 */
export function MailAddressesTable({ categorySetId }: { categorySetId: string }) {
  const { notification } = App.useApp();
  const mails = useCategorySetMails(categorySetId);
  const save = useSaveCategorySetMail(categorySetId);
  const remove = useDeleteCategorySetMail(categorySetId);
  const ports: MailAddressPorts = {
    isDuplicate: checkDuplicateCategorySetMail,
    save: save.mutateAsync,
    remove: remove.mutateAsync,
    show: (kind, message) =>
      notify(notification, kind, {
        title: message,
        duration: kind === 'success' ? NOTIFY_SECONDS.success : NOTIFY_SECONDS.failure,
      }),
  };

  return (
    <InlineEditTable<TCategorySetMail>
      rows={mails.data ?? []}
      columns={COLUMNS}
      label="Kırılım mail adresleri"
      newButtonLabel="Yeni Mail Adresi"
      loading={mails.isFetching}
      emptyText="Bu kırılıma özel mail adresi tanımlanmamış."
      createRow={(id) => ({
        id,
        emailAddress: '',
        isActive: true,
        isDeleted: false,
        ticketCategorySetId: categorySetId,
      })}
      onSave={(row) => saveMailAddress(row, ports)}
      onDelete={(row) => deleteMailAddress(row, ports)}
      deleteConfirm={(row) => M.mailDeleteConfirm(row.emailAddress)}
      rowLabel={(row) => row.emailAddress}
      testId={MAIL_TABLE_TEST_ID}
    />
  );
}
