import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { ZCategorySetMailWrite } from '@ccms/contract/hierarchy-admin/schemas';
import type { TMailGroupOption } from '@ccms/contract/mail-groups';
import { ApiError } from '../../../../lib/api-error';

/** The address check of a breakdown mail: required, then a valid address (the contract's). */
export function mailAddressError(value: string | undefined): string | null {
  const result = ZCategorySetMailWrite.shape.emailAddress.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? M.mailInvalid);
}

/**
 * What a failed mail save or delete shows (spec §8): the server's own messages for a refusal
 * (409 'Bu mail adresi zaten tanımlı.', a 400, a 403), the screen's `fallback` text when the
 * server failed or could not be reached.
 */
export function mailFailureMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.isClientError && error.messages.length > 0) {
    return error.status === 401 ? [] : error.messages;
  }
  return [fallback];
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
