import { z } from 'zod';
import { adminName } from './admin-name.ts';
import { ZQueryFormatter } from './query-format.ts';
import { exceptTooBig } from './validation-messages.ts';

/**
 * rulesets/list (docs/domain.md §14.2): the filters the rule set screen and the breakdown filter
 * card send. `flowId` is a role id (sets with a flow of that role); `ruleName` matches a rule's
 * name or display name.
 */
export const RULE_SET_LIST_FILTERS = {
  rulesetname: 'contains',
  ruleName: 'contains',
  flowId: 'equal',
  categorySetId: 'equal',
} as const;
export const RULE_SET_LIST_SORTABLE = ['name', 'sla'] as const;

/** A row of rulesets/list, with its counts. */
export const ZRuleSetRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sla: z.number().int(),
  isCaseClosed: z.boolean(),
  isDeletedFromSLA: z.boolean(),
  rulesCount: z.number().int(),
  flowsCount: z.number().int(),
  categorySetsCount: z.number().int(),
});
export type TRuleSetRow = z.infer<typeof ZRuleSetRow>;

/** Turkish texts of the rule set administration (docs/domain.md §14.2). */
export const RULE_SET_MESSAGES = {
  nameRequired: 'Bir isim yazmalısınız.',
  nameTooLong: (max: number) => `İsim en fazla ${max} karakter olabilir.`,
  duplicateName: 'Bu isimde bir kural seti zaten tanımlı.',
  slaRequired: 'SLA süresi boş olamaz',
  slaWithUnlimited: 'SLA süresi sınırsız olan kural setlerinin sla süreleri olamaz.',
  slaNegative: 'SLA süresi 0 veya daha büyük bir tam sayı olmalıdır.',
  slaTooLarge: (max: number) => `SLA süresi en fazla ${max} saat olabilir.`,
  flowRequired: 'En az bir akış eklemelisiniz.',
  oneWriteFlow: 'Bir kural setinde yalnızca bir yazma akışı olabilir.',
  roleRequired: 'Bir rol seçmelisiniz.',
  actionStatusRequired: 'Okuma ya da yazma seçmelisiniz.',
  roleAlreadyInFlows: 'Bu rol kural setinin akışlarında zaten var.',
  ruleRequired: 'Bir kural seçmelisiniz.',
  ruleAlreadyInSet: 'Bu kural kural setinde zaten var.',
  lastWriteFlowInUse:
    'Kırılımlarda kullanılan bir kural setinin tek yazma akışı kaldırılamaz ya da okumaya çevrilemez.',
  inUseByBreakdowns: 'Kırılımlarda kullanılan bir kural seti silinemez.',
  noWriteFlowForBreakdown: 'Yazma akışı olmayan bir kural seti kırılıma bağlanamaz.',
  ruleSetNotFound: 'Kural seti bulunamadı.',
  ruleNotFound: 'Kural bulunamadı.',
  flowNotFound: 'Akış bulunamadı.',
  templateNameRequired: 'Bir kural adı yazmalısınız.',
  templateDisplayNameRequired: 'Bir görünen ad yazmalısınız.',
  duplicateTemplate: 'Bu isimde bir kural şablonu zaten tanımlı.',
  categorySetHasRuleSet: 'Bu kırılımın zaten bir kural seti var; değiştirmek için üzerine yazın.',
  deleteConfirm: (name: string) => `"${name}" kural setini silmek istediğinize emin misiniz?`,
  ticketsRetimed: (count: number) => `${count} açık biletin SLA süresi yeniden hesaplandı.`,
  ticketsMoved: (count: number) => `${count} açık bilet yeni yazma akışına aktarıldı.`,
} as const;

export const MAX_RULE_SET_NAME_LENGTH = 200;
/** A year of hours: longer SLAs are a typing mistake. */
export const MAX_SLA_HOURS = 8760;

/** The SLA save rule's answer: the hours to save, or why they cannot be. */
export type SlaCheck =
  | { ok: true; sla: number }
  | { ok: false; reason: 'required' | 'unlimited' | 'notWholeHours' | 'tooLarge'; message: string };

/**
 * The SLA save rule (docs/domain.md §14.2 Rule sets): the hours are required; a set with
 * unlimited SLA takes none but 0; they are whole, from 0 to MAX_SLA_HOURS. `unlimited` is the
 * refusal of the pair rather than of the value (the panel brings the stored value back); the
 * server meets the last two in the request's schema first, with the same messages.
 */
export function checkSla(sla: number | null | undefined, isDeletedFromSLA: boolean): SlaCheck {
  if (sla === null || sla === undefined || Number.isNaN(sla)) {
    return { ok: false, reason: 'required', message: RULE_SET_MESSAGES.slaRequired };
  }
  if (isDeletedFromSLA && sla > 0) {
    return { ok: false, reason: 'unlimited', message: RULE_SET_MESSAGES.slaWithUnlimited };
  }
  if (!Number.isInteger(sla) || sla < 0) {
    return { ok: false, reason: 'notWholeHours', message: RULE_SET_MESSAGES.slaNegative };
  }
  if (sla > MAX_SLA_HOURS) {
    const message = RULE_SET_MESSAGES.slaTooLarge(MAX_SLA_HOURS);
    return { ok: false, reason: 'tooLarge', message };
  }
  return { ok: true, sla };
}

/** Flow permissions (docs/domain.md §13.8): 0 read ('Okuma'), 1 write ('Yazma'). */
export const FLOW_ACTIONS = { read: 0, write: 1 } as const;
export const FLOW_ACTION_LABELS: Record<number, string> = { 0: 'Okuma', 1: 'Yazma' };

const ruleSetName = adminName(
  MAX_RULE_SET_NAME_LENGTH,
  RULE_SET_MESSAGES.nameRequired,
  RULE_SET_MESSAGES.nameTooLong,
);

const slaHours = z
  .number({ error: RULE_SET_MESSAGES.slaRequired })
  .int(RULE_SET_MESSAGES.slaNegative)
  .min(0, RULE_SET_MESSAGES.slaNegative)
  .max(MAX_SLA_HOURS, RULE_SET_MESSAGES.slaTooLarge(MAX_SLA_HOURS));

const flowAction = z.union([z.literal(0), z.literal(1)], {
  error: RULE_SET_MESSAGES.actionStatusRequired,
});
const roleId = z
  .string({ error: RULE_SET_MESSAGES.roleRequired })
  .uuid({ error: RULE_SET_MESSAGES.roleRequired });

/**
 * A rule of a rule set (docs/domain.md §10 Rules of a rule set), with its id for the panel's
 * list.
 */
export const ZRuleSetRule = z.object({
  id: z.string().uuid(),
  ruleSetId: z.string().uuid(),
  name: z.string(),
  displayName: z.string(),
  value: z.string(),
  isActive: z.boolean(),
});
export type TRuleSetRule = z.infer<typeof ZRuleSetRule>;

/**
 * A flow of a rule set (docs/domain.md §14.2 Rules and flows): `ruleId` holds the rule set's id,
 * as the spec names it.
 */
export const ZRuleSetFlow = z.object({
  id: z.string().uuid(),
  ruleId: z.string().uuid(),
  roleId: z.string().uuid(),
  roleName: z.string(),
  actionStatus: z.number().int(),
});
export type TRuleSetFlow = z.infer<typeof ZRuleSetFlow>;

export const ZRuleTemplate = z.object({
  id: z.string().uuid(),
  name: z.string(),
  displayName: z.string(),
  value: z.string(),
});
export type TRuleTemplate = z.infer<typeof ZRuleTemplate>;
export const RULE_TEMPLATE_FILTERS = { displayName: 'contains' } as const;
export const RULE_TEMPLATE_SORTABLE = ['displayName', 'name'] as const;

const ruleInput = z.object({
  id: z.string().uuid(),
  name: z
    .string({ error: RULE_SET_MESSAGES.ruleRequired })
    .trim()
    .min(1, RULE_SET_MESSAGES.ruleRequired),
  displayName: z.string().trim().max(200).default(''),
  value: z.string().trim().max(500),
  isActive: z.boolean().default(true),
});

/** CreateRuleSet: the set with its rules and flows, written together. */
export const ZCreateRuleSetRequest = z.object({
  id: z.string().uuid(),
  name: ruleSetName,
  sla: slaHours.default(0),
  isCaseClosed: z.boolean().default(false),
  isDeletedFromSLA: z.boolean().default(false),
  rules: z.array(ruleInput).max(100).default([]),
  flows: z
    .array(z.object({ id: z.string().uuid(), roleId, actionStatus: flowAction }), {
      error: exceptTooBig(RULE_SET_MESSAGES.flowRequired),
    })
    .min(1, RULE_SET_MESSAGES.flowRequired)
    .max(100),
});
export type TCreateRuleSetRequest = z.input<typeof ZCreateRuleSetRequest>;

/** UpdateRuleSet: the panel's SLA, auto-close and unlimited-SLA switches. */
export const ZUpdateRuleSetRequest = z.object({
  id: z.string().uuid(),
  sla: slaHours.nullable(),
  isCaseClosed: z.boolean(),
  isDeletedFromSLA: z.boolean(),
});
export type TUpdateRuleSetRequest = z.input<typeof ZUpdateRuleSetRequest>;

/** What a rule set write answers: the row, and the open tickets it re-timed or moved. */
export const ZRuleSetSaved = ZRuleSetRow.extend({ touchedTicketCount: z.number().int() });
export type TRuleSetSaved = z.infer<typeof ZRuleSetSaved>;

export const ZCreateRuleSetOfRuleRequest = ruleInput.extend({ ruleSetId: z.string().uuid() });
export const ZUpdateRuleSetOfRuleRequest = z.object({
  id: z.string().uuid(),
  value: z.string().trim().max(500),
  isActive: z.boolean(),
});

export const ZAddRuleTemplateRequest = z.object({
  id: z.string().uuid(),
  name: z
    .string({ error: exceptTooBig(RULE_SET_MESSAGES.templateNameRequired) })
    .trim()
    .min(1, RULE_SET_MESSAGES.templateNameRequired)
    .max(200),
  displayName: z
    .string({ error: exceptTooBig(RULE_SET_MESSAGES.templateDisplayNameRequired) })
    .trim()
    .min(1, RULE_SET_MESSAGES.templateDisplayNameRequired)
    .max(200),
  value: z.string().trim().max(500).default('1'),
});

export const ZCreateFlowRequest = z.object({
  id: z.string().uuid(),
  ruleId: z.string().uuid().describe("The rule set's id"),
  roleId,
  actionStatus: flowAction,
});
export const ZUpdateFlowRequest = z.object({ id: z.string().uuid(), actionStatus: flowAction });

/** CreateRuleSetOfCategory / DeleteRuleSetOfCategory: a breakdown joins or leaves the set. */
export const ZRuleSetOfCategoryRequest = z.object({
  ruleSetId: z.string().uuid(),
  categorySetId: z.string().uuid(),
});

/** getCategorySetsOfRuleSet: the query format plus the set (5 a page, by type, category, sub). */
export const ZCategorySetsOfRuleSetRequest = ZQueryFormatter.extend({
  ruleSetId: z.string().uuid(),
});
