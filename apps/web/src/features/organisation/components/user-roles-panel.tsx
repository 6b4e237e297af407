import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { Alert, App, Button, Card, Flex, Table, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { confirmed } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import { useCreatePasswordLink } from '../api/create-password-link';
import { useDeleteRoleInStore } from '../api/delete-role-in-store';
import { useUserRolesInStores } from '../api/get-user-roles-in-stores';
import { EditUserDialog } from './edit-user-dialog';
import { PasswordLinkDialog, type ShownPasswordLink, shownLink } from './password-link-dialog';
import { pairKey, type StoreRoleChoice, StoreRoleForm } from './store-role-form';
import { useRoleInStoreForm } from './use-role-in-store-form';

type Props = {
  user: TUserRow;
  /** The user as saved by 'Düzenle', for a screen whose list may no longer hold them. */
  onUserSaved: (user: TUserRow) => void;
};

/**
 * The selected user's roles in units (docs/domain.md §14.4 Screens): unit, city and role with
 * delete; 'Ekle' opens the role-in-store form. 'Parola Bağlantısı' makes a one-time link to set
 * a new password (§14.4 One-time password link); 'Düzenle' changes names, e-mail and type (§20).
 */
export function UserRolesPanel({ user, onUserSaved }: Props) {
  const { modal, notification } = App.useApp();
  const links = useUserRolesInStores(user.id);
  const adding = useRoleInStoreForm();
  const remove = useDeleteRoleInStore();
  const makeLink = useCreatePasswordLink();
  const [link, setLink] = useState<ShownPasswordLink | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const fullName = `${user.name} ${user.surname}`;
  const rows = links.data ?? [];

  const askDelete = async (row: TUserRoleInStoreRow) => {
    if (!(await confirmed(modal, { title: M.linkDeleteConfirm(row.storeName, row.roleName) }))) {
      return;
    }
    try {
      await remove.mutateAsync({ userId: user.id, linkId: row.id });
    } catch {
      // Shown by the global handler (the last Admin keeps their role).
    }
  };

  const columns: TableProps<TUserRoleInStoreRow>['columns'] = [
    { title: 'Mağaza / Birim', dataIndex: 'storeName', key: 'storeName' },
    { title: 'Şehir', dataIndex: 'storeCityName', key: 'storeCityName', render: (v) => v ?? '-' },
    { title: 'Rol', dataIndex: 'roleName', key: 'roleName' },
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
            aria-label={`Sil: ${row.storeName} - ${row.roleName}`}
            loading={remove.isPending && remove.variables?.linkId === row.id}
            onClick={() => void askDelete(row)}
            data-testid="user-role-delete"
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      title={<span title={fullName}>{`${fullName} - Roller`}</span>}
      extra={
        <Flex gap={8}>
          <Button
            icon={<EditOutlined />}
            onClick={() => setIsEditing(true)}
            data-testid="user-edit"
          >
            Düzenle
          </Button>
          <Button
            icon={<KeyOutlined />}
            disabled={!user.isActive}
            loading={makeLink.isPending}
            onClick={() =>
              makeLink.mutate(user.id, {
                onSuccess: (answer) => {
                  // Where the link went (the user's e-mail); the url itself only to an Admin.
                  for (const message of messagesBeyondSaved(answer.messages)) {
                    notify(notification, 'success', {
                      title: message,
                      duration: NOTIFY_SECONDS.success,
                    });
                  }
                  setLink(shownLink(answer.data));
                },
              })
            }
            data-testid="user-password-link"
          >
            Parola Bağlantısı
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={adding.isAdding || !user.isActive}
            onClick={adding.open}
            data-testid="user-role-add"
          >
            Ekle
          </Button>
        </Flex>
      }
      data-testid="user-roles-panel"
    >
      {adding.isAdding && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <StoreRoleForm
            mode={{ kind: 'role', userId: user.id }}
            takenPairs={new Set(rows.map((row) => pairKey(row.storeId, row.roleId)))}
            onSave={(choice: StoreRoleChoice) =>
              adding.save({ userId: user.id, storeId: choice.unit.id, roleId: choice.role.id })
            }
            onCancel={adding.close}
            testId="user-role-form"
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
        dataSource={rows}
        loading={links.isFetching}
        pagination={false}
        locale={{ emptyText: 'Kullanıcının rolü yok.' }}
        data-testid="user-roles-table"
      />
      {isEditing && (
        <EditUserDialog
          user={user}
          onSaved={(values) => onUserSaved({ ...user, ...values })}
          onClose={() => setIsEditing(false)}
        />
      )}
      {link && <PasswordLinkDialog fullName={fullName} link={link} onClose={() => setLink(null)} />}
    </Card>
  );
}
