import { z } from 'zod';
import { adminName } from './admin-name.ts';

/** A mail group as pickers offer it (the breakdown mail dialog's select). */
export const ZMailGroupOption = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isActive: z.boolean(),
});
export type TMailGroupOption = z.infer<typeof ZMailGroupOption>;

/**
 * Turkish texts of the mail group administration (docs/domain.md §14.6). The ones the spec
 * quotes ('Mail grubu silinmiştir.', the delete failure) are used as written; the rest are ours.
 */
export const MAIL_GROUP_MESSAGES = {
  nameRequired: 'Bir isim yazmalısınız.',
  nameTooLong: (max: number) => `İsim en fazla ${max} karakter olabilir.`,
  duplicateName: 'Bu isimde bir mail grubu zaten tanımlı.',
  notFound: 'Mail grubu bulunamadı.',
  idTaken: 'Bu kayıt zaten eklenmiş.',
  roleNotFound: 'Seçilen rollerden biri bulunamadı.',
  userInvalid: 'Geçerli bir e-posta adresi yazmalısınız.',
  usersNotFound: (emails: readonly string[]) =>
    `Bu e-posta adresleriyle tanımlı kullanıcı bulunamadı: ${emails.join(', ')}`,
  tooMany: (max: number) => `En fazla ${max} kayıt seçilebilir.`,
  deleted: 'Mail grubu silinmiştir.',
  deleteFailed: 'Mail grubu silinirken bir hata meydana geldi',
  deleteConfirm: (name: string) => `"${name}" mail grubunu silmek istediğinize emin misiniz?`,
  deactivateConfirm: (count: number) =>
    `Mail grubu pasife alınınca kullanıldığı ${count} kırılımdan kaldırılacak. Devam etmek istiyor musunuz?`,
  /** The warning a deactivation or deleteMailGroupFromTicketCategorySet answers (8 seconds). */
  removedFromCategorySets: (labels: readonly string[]) => {
    const shown = labels.slice(0, MAX_LABELS_IN_WARNING).join(', ');
    const more = labels.length - MAX_LABELS_IN_WARNING;
    return `Mail grubu ${labels.length} kırılımdan kaldırıldı: ${shown}${more > 0 ? ` ve ${more} kırılım daha` : ''}.`;
  },
  newButton: 'Yeni Mail Grubu',
} as const;

const MAX_LABELS_IN_WARNING = 5;
export const MAX_MAIL_GROUP_NAME_LENGTH = 200;
/** Roles or extra users one group may hold: more is a mistake, not a mail group. */
export const MAX_MAIL_GROUP_MEMBERS = 200;
/** How long the deactivation's warning shows (docs/domain.md §14.6 Deactivation). */
export const MAIL_GROUP_WARNING_SECONDS = 8;

/** mailgroups/getMailGroupsPage: name contains, active equal; by name (docs/domain.md §14.6). */
export const MAIL_GROUP_LIST_FILTERS = { name: 'contains', isActive: 'equal' } as const;
export const MAIL_GROUP_LIST_SORTABLE = ['name', 'isActive'] as const;

/**
 * A mail group (docs/domain.md §14.6 Calls): its internal roles (ids) and extra users (e-mail
 * addresses). `internalRoles` names the roles for the screen; `categorySetCount` is how many live
 * breakdowns use the group, for the deactivation's warning.
 */
export const ZMailGroup = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isActive: z.boolean(),
  internalRoleIds: z.array(z.string().uuid()),
  extraUsers: z.array(z.string()),
  internalRoles: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  categorySetCount: z.number().int(),
});
export type TMailGroup = z.infer<typeof ZMailGroup>;

const M = MAIL_GROUP_MESSAGES;
const tooMany = M.tooMany(MAX_MAIL_GROUP_MEMBERS);

/**
 * mailgroups/createOrUpdateMailGroup: the row as the table edits it; `isNew` (docs/domain.md §14.6
 * Calls) says whether the client-generated id is a new group. Turning `isActive` off takes the
 * group off every breakdown in the same transaction.
 */
export const ZMailGroupWrite = z.object({
  id: z.string().uuid(),
  name: adminName(MAX_MAIL_GROUP_NAME_LENGTH, M.nameRequired, M.nameTooLong),
  isActive: z.boolean().default(true),
  internalRoleIds: z
    .array(z.string().uuid({ error: M.roleNotFound }))
    .max(MAX_MAIL_GROUP_MEMBERS, tooMany)
    .default([]),
  extraUsers: z
    .array(
      z
        .string({ error: M.userInvalid })
        .trim()
        .max(320, M.userInvalid)
        .email({ error: M.userInvalid }),
    )
    .max(MAX_MAIL_GROUP_MEMBERS, tooMany)
    .default([]),
  isNew: z.boolean().default(false),
});
export type TMailGroupWrite = z.input<typeof ZMailGroupWrite>;

/** The saved group, and how many breakdowns its deactivation took it off. */
export const ZMailGroupSaved = ZMailGroup.extend({ removedFromCategorySets: z.number().int() });
export type TMailGroupSaved = z.infer<typeof ZMailGroupSaved>;

/** mailgroups/getMailGroup?id= */
export const ZMailGroupQuery = z.object({ id: z.string().uuid() });
