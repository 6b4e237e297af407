import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import {
  PERMISSION_GROUP_TEXTS,
  PERMISSION_TEXTS,
} from '@ccms/contract/organisation/permission-texts';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { PERMISSION_GROUPS, type Permission } from '@ccms/contract/permissions';
import { Alert, App, Card, Checkbox, Flex, Typography } from 'antd';
import { confirmed } from '../../../lib/confirm';
import { usePermissions } from '../../../lib/permissions';
import { useChangeRolePermission } from '../api/change-role-permission';
import { useRolePermissions } from '../api/get-role-permissions';

const ADMIN_CONFIRM = {
  grant: (role: string) =>
    `${role} rolüne Admin yetkisi verilsin mi? Bu rolü taşıyan herkes yönetici olur.`,
  revoke: (role: string) => `${role} rolünden Admin yetkisi alınsın mı?`,
};

/**
 * The permissions a role grants (docs/domain.md §14.4 Permissions panel, beyond the spec): one
 * checkbox per permission of §1, grouped and explained. Only an Admin changes them; the
 * holders feel a change on their next request. Admin itself asks first, and the server keeps
 * it on the last active Admin.
 */
export function RolePermissionsPanel({ role }: { role: TRoleRow }) {
  const { modal } = App.useApp();
  const { has } = usePermissions();
  const canChange = has('Admin');
  const granted = useRolePermissions(role.id);
  const change = useChangeRolePermission();
  const held = new Set(granted.data?.permissions ?? []);

  const toggle = async (permission: Permission, isGranted: boolean) => {
    if (permission === 'Admin') {
      const title = isGranted ? ADMIN_CONFIRM.grant(role.name) : ADMIN_CONFIRM.revoke(role.name);
      if (!(await confirmed(modal, { title }))) return;
    }
    try {
      await change.mutateAsync({ roleId: role.id, body: { permission, isGranted } });
    } catch {
      // Shown by the global handler (the last Admin); the boxes show the stored state again.
    }
  };

  return (
    <Card title={`${role.name} - Yetkiler`} size="small" data-testid="role-permissions-panel">
      {!canChange && (
        <Alert type="info" showIcon message={M.adminNeeded} style={{ marginBottom: 12 }} />
      )}
      <Flex vertical gap={12}>
        {Object.entries(PERMISSION_GROUPS).map(([group, permissions]) => (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 4 }}>
              <Typography.Text strong>{group}</Typography.Text>{' '}
              <Typography.Text type="secondary">{PERMISSION_GROUP_TEXTS[group]}</Typography.Text>
            </legend>
            <Flex vertical gap={4}>
              {permissions.map((permission) => (
                <Checkbox
                  key={permission}
                  checked={held.has(permission)}
                  disabled={!canChange || granted.isFetching || change.isPending}
                  onChange={(event) => void toggle(permission, event.target.checked)}
                  data-testid={`role-permission-${permission}`}
                >
                  <Typography.Text code>{permission}</Typography.Text>{' '}
                  <Typography.Text>{PERMISSION_TEXTS[permission]}</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </fieldset>
        ))}
      </Flex>
    </Card>
  );
}
