import { z } from 'zod';
import { adminName } from '../admin-name.ts';
import { envelopeOf } from '../envelope.ts';
import { ZCategorySet, ZHierarchyItem } from '../hierarchy.ts';
import { HIERARCHY_ADMIN_MESSAGES as M } from './messages.ts';

export const MAX_HIERARCHY_NAME_LENGTH = 200;
export const MAX_SCRIPT_LENGTH = 4000;
/** FindTicketCategorySets answers at most this many breakdowns. */
export const FIND_CATEGORY_SETS_LIMIT = 30;

const requiredId = (message: string) => z.string({ error: message }).uuid({ error: message });

/**
 * addtickettype / updatetickettype and the category and sub-category twins: the row as the
 * table edits it. New rows carry a client-generated id (docs/domain.md §14.1 Types, categories,
 * sub-categories).
 */
export const ZHierarchyItemWrite = z.object({
  id: z.string().uuid(),
  name: adminName(MAX_HIERARCHY_NAME_LENGTH, M.nameRequired, M.nameTooLong),
  isActive: z.boolean().default(true),
});
export type THierarchyItemWrite = z.input<typeof ZHierarchyItemWrite>;

/**
 * The saved row, and how many breakdowns its active switch activated or deactivated with it
 * (docs/domain.md §14.1 Cascade).
 */
export const ZHierarchyItemSaved = ZHierarchyItem.extend({
  touchedCategorySets: z.number().int(),
});
export const ZHierarchyItemWriteResponse = envelopeOf(ZHierarchyItemSaved);

/**
 * addticketcategoryset: the create payload (docs/domain.md §14.1 Breakdowns), one rule set in
 * `ruleSets`.
 */
export const ZCategorySetCreateRequest = z.object({
  id: z.string().uuid(),
  typeId: requiredId(M.typeRequired),
  categoryId: requiredId(M.categoryRequired),
  subCategoryId: requiredId(M.subCategoryRequired),
  ruleSets: z
    .array(
      z.object({ ruleSetId: requiredId(M.ruleSetRequired), categorySetId: z.string().uuid() }),
      {
        error: M.ruleSetRequired,
      },
    )
    .min(1, M.ruleSetRequired)
    .max(1, M.oneRuleSetOnly),
  isActive: z.boolean().default(true),
  script: z.string().max(MAX_SCRIPT_LENGTH, M.scriptTooLong(MAX_SCRIPT_LENGTH)).nullish(),
});
export type TCategorySetCreateRequest = z.input<typeof ZCategorySetCreateRequest>;

/** The switches of a breakdown row, in the table's column order. */
export const CATEGORY_SET_SWITCHES = [
  'isActive',
  'isManagerSee',
  'canGoEcommerceBackOffice',
  'isAllergy',
  'isSms',
  'is48HoursSms',
  'canStoreView',
  'isAppreciationMail',
  'isRedAlarm',
] as const;
export type CategorySetSwitch = (typeof CATEGORY_SET_SWITCHES)[number];

/**
 * What a user without Ticket.EditCategorySets may not change (docs/domain.md §14.1 Access: the
 * columns beyond the store manager authority, plus the script and the mail group, which live in the
 * same dialogs).
 */
export const EDIT_CATEGORY_SETS_FIELDS = [
  'canGoEcommerceBackOffice',
  'isAllergy',
  'isSms',
  'is48HoursSms',
  'canStoreView',
  'isAppreciationMail',
  'isRedAlarm',
  'isCrossOrder',
  'isIvr',
  'isOnlineShop',
  'script',
  'mailGroupId',
] as const;

/** Column title and confirmation text of each switch, as the spec's breakdown table has them. */
export const CATEGORY_SET_SWITCH_TEXTS: Record<
  CategorySetSwitch,
  { title: string; confirm: string }
> = {
  isActive: {
    title: 'Aktif',
    confirm: 'Kırılımı aktife/pasife çekmek istediğinize emin misiniz?',
  },
  isManagerSee: {
    title: 'Mağaza Müdürü Bilet Yetkisi',
    confirm: 'Mağaza müdürü bilet yetkisini değiştirmek istediğinize emin misiniz?',
  },
  canGoEcommerceBackOffice: {
    title: 'E-Ticaret Uyarı Mesajı',
    confirm: 'E-ticaret uyarı mesajını açmak/kapatmak istediğinize emin misiniz?',
  },
  isAllergy: {
    title: 'Alerji',
    confirm: 'Alerji bilgisini açmak/kapatmak istediğinize emin misiniz?',
  },
  isSms: { title: 'SMS', confirm: 'SMS gönderimini açmak/kapatmak istediğinize emin misiniz?' },
  is48HoursSms: {
    title: '48 Saat Otomatik Kapanma',
    confirm: '48 saat otomatik kapanmayı açmak/kapatmak istediğinize emin misiniz?',
  },
  canStoreView: {
    title: 'Mağaza Görebilir',
    confirm: 'Mağazanın görmesini açmak/kapatmak istediğinize emin misiniz?',
  },
  isAppreciationMail: {
    title: 'Teşekkür Maili',
    confirm: 'Teşekkür mailini açmak/kapatmak istediğinize emin misiniz?',
  },
  isRedAlarm: {
    title: 'Kırmızı Alarm Maili',
    confirm: 'Kırmızı alarm mailini açmak/kapatmak istediğinize emin misiniz?',
  },
};

/**
 * UpdateTicketCategorySet: the whole row as the table holds it; the names and the rule set are
 * read-only here (the rule set changes through rulesets/OverrideRuleSetOfCategory).
 */
export const ZCategorySetUpdateRequest = ZCategorySet.pick({
  id: true,
  callType: true,
  isActive: true,
  isManagerSee: true,
  canGoEcommerceBackOffice: true,
  isAllergy: true,
  isCrossOrder: true,
  isIvr: true,
  isOnlineShop: true,
  isSms: true,
  is48HoursSms: true,
  canStoreView: true,
  isAppreciationMail: true,
  isRedAlarm: true,
  script: true,
  mailGroupId: true,
}).extend({
  // Picked above too, so they keep their place in the row; narrower than what the row answers.
  callType: z.union([z.literal(1), z.literal(2)], { error: M.callTypeInvalid }),
  script: z.string().max(MAX_SCRIPT_LENGTH, M.scriptTooLong(MAX_SCRIPT_LENGTH)).nullable(),
});
export type TCategorySetUpdateRequest = z.input<typeof ZCategorySetUpdateRequest>;
export const ZCategorySetWriteResponse = envelopeOf(ZCategorySet);

/** rulesets/OverrideRuleSetOfCategory: gives a breakdown another rule set. */
export const ZOverrideRuleSetRequest = z.object({
  ruleSetId: requiredId(M.ruleSetRequired),
  categorySetId: z.string().uuid(),
});

/** FindTicketCategorySets: breakdowns whose type, category or sub-category name has the term. */
export const ZFindCategorySetsRequest = z.object({ term: z.string().trim().max(200) });

/**
 * A breakdown-specific mail address (docs/domain.md §14.1 Breakdown mails), always tagged 'TO'.
 */
export const ZCategorySetMail = z.object({
  id: z.string().uuid(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  ticketCategorySetId: z.string().uuid(),
});
export type TCategorySetMail = z.infer<typeof ZCategorySetMail>;

const emailAddress = z
  .string({ error: M.mailRequired })
  .trim()
  .min(1, M.mailRequired)
  .max(320, M.mailInvalid)
  .email({ error: M.mailInvalid });

/** CreateOrUpdateCategorySetMail: a new address carries a client-generated id. */
export const ZCategorySetMailWrite = z.object({
  id: z.string().uuid(),
  ticketCategorySetId: z.string().uuid(),
  emailAddress,
  isActive: z.boolean().default(true),
});
export type TCategorySetMailWrite = z.input<typeof ZCategorySetMailWrite>;
export const ZCategorySetMailWriteResponse = envelopeOf(ZCategorySetMail);

/** CheckDublicateCategorySetMail: is the address already on the breakdown (another row)? */
export const ZCheckCategorySetMailRequest = z.object({
  ticketCategorySetId: z.string().uuid(),
  emailAddress,
  /** The row being edited, which does not count as a duplicate of itself. */
  id: z.string().uuid().optional(),
});
