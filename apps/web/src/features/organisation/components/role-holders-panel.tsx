import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import { Alert, App, Button, Card, Table, type TableProps, Tooltip } from 'antd';
import { confirmed } from '../../../lib/confirm';
import { useDeleteRoleInStore } from '../api/delete-role-in-store';
import { useRoleHolders } from '../api/get-role-holders';
import { type StoreRoleChoice, StoreRoleForm } from './store-role-form';
import { useRoleInStoreForm } from './use-role-in-store-form';

/**
 * Who holds the selected role, by unit (docs/domain.md §14.4 Screens), with delete and an add
 * form of unit and user: the same links the users screen edits (§14.4 Roles in units).
 */
export function RoleHoldersPanel({ role }: { role: TRoleRow }) {
  const { modal } = App.useApp();
  const holders = useRoleHolders(role.id);
  const adding = useRoleInStoreForm();
  const addHolder = async (choice: StoreRoleChoice) => {
    if (choice.user) {
      await adding.save({ userId: choice.user.id, storeId: choice.unit.id, roleId: role.id });
    }
  };
  const remove = useDeleteRoleInStore();

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
          disabled={adding.isAdding}
          onClick={adding.open}
          data-testid="role-holder-add"
        >
          Ekle
        </Button>
      }
      data-testid="role-holders-panel"
    >
      {adding.isAdding && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <StoreRoleForm
            mode={{ kind: 'user', role }}
            onSave={addHolder}
            onCancel={adding.close}
            testId="role-holder-form"
          />
          {adding.addError && (
            <Alert type="error" showIcon message={adding.addError} style={{ marginTop: 8 }} />
          )}
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
