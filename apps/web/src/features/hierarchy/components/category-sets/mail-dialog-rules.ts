import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { ZCategorySetMailWrite } from '@ccms/contract/hierarchy-admin/schemas';
import type { TMailGroupOption } from '@ccms/contract/mail-groups';

/** The address check of a breakdown mail: required, then a valid address (the contract's). */
export function mailAddressError(value: string | undefined): string | null {
  const result = ZCategorySetMailWrite.shape.emailAddress.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? M.mailInvalid);
}

/** The empty option of the mail group select: the breakdown has no mail group. */
export const NO_MAIL_GROUP = '';

/**
 * The mail group select's options: the empty one first, then the active groups by name; the
 * breakdown's current group stays offered even when it is no longer active.
 */
export function mailGroupOptions(
  groups: readonly TMailGroupOption[],
  currentId: string | null,
): { value: string; label: string }[] {
  return [
    { value: NO_MAIL_GROUP, label: 'Mail grubu yok' },
    ...groups
      .filter((group) => group.isActive || group.id === currentId)
      .map((group) => ({
        value: group.id,
        label: group.isActive ? group.name : `${group.name} (pasif)`,
      })),
  ];
}

/** The select's value → mailGroupId: the empty option is none. */
export function toMailGroupId(value: string | undefined): string | null {
  return value ? value : null;
}
