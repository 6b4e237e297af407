import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import type { AuditInput } from '../../../platform/audit/record.ts';

/** A person's name as the audit log labels them. */
export const personLabel = (person: { name: string; surname: string; emailAddress: string }) =>
  `${person.name} ${person.surname} (${person.emailAddress})`;

/** A link's own fields (ids) for the audit log; the label names the person, unit and role. */
export function linkAuditEntry(
  user: { id: string },
  link: TUserRoleInStoreRow,
  action: 'create' | 'delete',
): AuditInput {
  const fields = { id: link.id, userId: link.userId, roleId: link.roleId, storeId: link.storeId };
  return {
    user,
    entityType: 'userRoleInStore',
    entityId: link.id,
    entityLabel: `${link.userName} ${link.userSurname} - ${link.storeName} - ${link.roleName}`,
    action,
    before: action === 'create' ? null : fields,
    after: action === 'create' ? fields : null,
  };
}
