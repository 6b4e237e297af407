import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ORG_MESSAGES as M } from '@ccms/contract/org/messages';
import type { TUserRoleInStoreRow } from '@ccms/contract/org/schemas';
import type { TRoleRow } from '@ccms/contract/roles';
import { Alert, App, Button, Card, Table, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { confirmed } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useAddUserRoleInStore } from '../api/add-user-role-in-store';
import { useDeleteUserRoleInStore } from '../api/delete-user-role-in-store';
import { useRoleHolders } from '../api/get-role-holders';
import { type StoreRoleChoice, StoreRoleForm } from './store-role-form';

/**
 * Who holds the selected role, by unit (spec part 2 §2 Roles screen), with delete and an add
 * form of unit and user: the same links the users screen edits (spec §6).
 */
export function RoleHoldersPanel({ role }: { role: TRoleRow }) {
  const { modal, notification } = App.useApp();
  const holders = useRoleHolders(role.id);
  const add = useAddUserRoleInStore();
  const remove = useDeleteUserRoleInStore();
  const [isAdding, setIsAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const save = async (choice: StoreRoleChoice) => {
    if (!choice.user) return;
    setAddError(null);
    try {
      const answer = await add.mutateAsync({
        userId: choice.user.id,
        body: { storeId: choice.unit.id, roleId: role.id },
      });
      setIsAdding(false);
      for (const message of answer.messages) {
        notify(notification, 'success', { message, duration: 5 });
      }
    } catch (error) {
      // The spec logs these failures; the form says why it did not save.
      console.error('role-in-store save failed', error);
      setAddError(error instanceof ApiError ? error.messages.join(' ') : M.saveFailed);
    }
  };

  const askDelete = async (row: TUserRoleInStoreRow) => {
    const fullName = `${row.userName} ${row.userSurname}`;
    if (!(await confirmed(modal, { title: M.holderDeleteConfirm(fullName, row.storeName) }))) {
      return;
    }
    try {
      await remove.mutateAsync({ userId: row.userId, linkId: row.id });
    } catch {
      // Shown by the global handler.
    }
  };

  const columns: TableProps<TUserRoleInStoreRow>['columns'] = [
    { title: 'Mağaza / Birim', dataIndex: 'storeName', key: 'storeName' },
    { title: 'Şehir', dataIndex: 'storeCityName', key: 'city', render: (v) => v ?? '-' },
    {
      title: 'Kullanıcı',
      key: 'user',
      render: (_: unknown, row) =>
        `${row.userName} ${row.userSurname}${row.userIsActive ? '' : ' (pasif)'}`,
    },
    { title: 'E-posta', dataIndex: 'userEmailAddress', key: 'email' },
    {
      title: 'İşlemler',
      key: 'actions',
      align: 'center',
      render: (_: unknown, row) => (
        <Tooltip title="Sil">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Sil: ${row.userName} ${row.userSurname} - ${row.storeName}`}
            loading={remove.isPending && remove.variables?.linkId === row.id}
            onClick={() => void askDelete(row)}
            data-testid="role-holder-delete"
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      title={`${role.name} - Kullanıcılar`}
      size="small"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={isAdding}
          onClick={() => {
            setAddError(null);
            setIsAdding(true);
          }}
          data-testid="role-holder-add"
        >
          Ekle
        </Button>
      }
      data-testid="role-holders-panel"
    >
      {isAdding && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <StoreRoleForm
            mode={{ kind: 'user', role }}
            onSave={save}
            onCancel={() => setIsAdding(false)}
            testId="role-holder-form"
          />
          {addError && <Alert type="error" showIcon message={addError} style={{ marginTop: 8 }} />}
        </Card>
      )}
      <Table<TUserRoleInStoreRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={holders.data ?? []}
        loading={holders.isFetching}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: 'Bu rol kimseye verilmemiş.' }}
        data-testid="role-holders-table"
      />
    </Card>
  );
}
