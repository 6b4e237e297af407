import { z } from 'zod';

/** Turkish texts of the ticket hierarchy and rule-set lookups. */
export const HIERARCHY_MESSAGES = {
  categorySetNotFound: 'Bilet kategori seti bulunamadı.',
  ruleSetNotFound: 'Kural seti bulunamadı.',
} as const;

/** Call types of a category set (docs/domain.md §10 Hierarchy): 1 inbound, 2 e-commerce. */
export const CALL_TYPES = { inbound: 1, eCommerce: 2 } as const;

/** The call types as the breakdown table and the hierarchy import write them. */
export const CALL_TYPE_LABELS: Record<(typeof CALL_TYPES)[keyof typeof CALL_TYPES], string> = {
  [CALL_TYPES.inbound]: 'Inbound',
  [CALL_TYPES.eCommerce]: 'E-Commerce',
};

/** The filters of tickettypes, ticketcategories and ticketsubcategories. */
export const HIERARCHY_LEVEL_FILTERS = { name: 'contains', isActive: 'equal' } as const;
export const HIERARCHY_LEVEL_SORTABLE = ['name', 'isActive'] as const;

/**
 * The filters of getticketcategorysets (uuid and boolean equality). Several `equal` filters on
 * one property match any of their values (the filter card's chosen rule sets: `ruleSetIds`).
 */
export const CATEGORY_SET_LIST_FILTERS = {
  typeId: 'uuid',
  categoryId: 'uuid',
  subCategoryId: 'uuid',
  ruleSetId: 'uuid',
  /** The spec's name of the filter card's rule sets: several match any of them, as ruleSetId. */
  ruleSetIds: 'uuid',
  isActive: 'boolean',
  isManagerSee: 'boolean',
} as const;
export const CATEGORY_SET_LIST_SORTABLE = [
  'typeName',
  'categoryName',
  'subCategoryName',
  'ruleSetName',
  'callType',
  'isActive',
  'isManagerSee',
] as const;

/** A row of tickettypes, ticketcategories and ticketsubcategories. */
export const ZHierarchyItem = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
});
export type THierarchyItem = z.infer<typeof ZHierarchyItem>;

/** A category set (docs/domain.md §10). */
export const ZCategorySet = z.object({
  id: z.string().uuid(),
  typeId: z.string().uuid(),
  categoryId: z.string().uuid(),
  subCategoryId: z.string().uuid(),
  typeName: z.string(),
  categoryName: z.string(),
  subCategoryName: z.string(),
  ruleSetId: z.string().uuid().nullable(),
  ruleSetName: z.string().nullable(),
  callType: z.number().int(),
  isActive: z.boolean(),
  isManagerSee: z.boolean(),
  canGoEcommerceBackOffice: z.boolean(),
  isAllergy: z.boolean(),
  isCrossOrder: z.boolean(),
  isIvr: z.boolean(),
  isOnlineShop: z.boolean(),
  isSms: z.boolean(),
  is48HoursSms: z.boolean(),
  canStoreView: z.boolean(),
  isAppreciationMail: z.boolean(),
  isRedAlarm: z.boolean(),
  ruleSetIsClosed: z.boolean(),
  script: z.string().nullable(),
  mailGroupId: z.string().uuid().nullable(),
});
export type TCategorySet = z.infer<typeof ZCategorySet>;

/** A type or category offered by the ticket form. */
export const ZHierarchyOption = z.object({ id: z.string().uuid(), name: z.string() });
export type THierarchyOption = z.infer<typeof ZHierarchyOption>;

/** A sub-category offered by the ticket form, with what its set says. */
export const ZSubCategoryOption = z.object({
  id: z.string().uuid(),
  name: z.string(),
  categorySetId: z.string().uuid(),
  /** The form disables sub-categories whose call type does not fit the store. */
  callType: z.number().int(),
});
export type TSubCategoryOption = z.infer<typeof ZSubCategoryOption>;

export const ZCategoriesOfTypeQuery = z.object({ typeId: z.string().uuid() });
export const ZSubCategoriesQuery = z.object({
  typeId: z.string().uuid(),
  categoryId: z.string().uuid(),
});

export const ZRule = z.object({ name: z.string(), value: z.string() });
export type TRule = z.infer<typeof ZRule>;

/** rulesets/GetRuleSet. */
export const ZRuleSet = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sla: z.number().int(),
  isCaseClosed: z.boolean(),
  isDeletedFromSLA: z.boolean(),
  rules: z.array(ZRule.extend({ displayName: z.string() })),
  flows: z.array(
    z.object({
      roleId: z.string().uuid(),
      roleName: z.string(),
      /** 0 read ('Okuma'), 1 write ('Yazma'). */
      actionStatus: z.number().int(),
    }),
  ),
});
export type TRuleSet = z.infer<typeof ZRuleSet>;

/** ticket/CheckTicketCategorySetScript. */
export const ZCategorySetScriptRequest = z.object({
  typeId: z.string().uuid(),
  categoryId: z.string().uuid(),
  subCategoryId: z.string().uuid(),
});
/**
 * The call returns text, as the spec says: the script itself (text/plain), empty when the
 * breakdown has none.
 */
export const ZCategorySetScript = z.string();

/** The fields a rule set can make mandatory or optional (docs/domain.md §10). */
export const RULE_FIELDS = [
  'Product',
  'Campaign',
  'Order',
  'CargoCompany',
  'DeliveryType',
  'Device',
  'Problem',
  'OrderCancelling',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

export type RuleFlags = {
  mandatory: Set<RuleField>;
  optional: Set<RuleField>;
  /** From Information.SolutionUnitId.Value; null means the store solves the ticket. */
  solutionUnitId: string | null;
};

/**
 * Reads the field rules of a rule set: `Information.X.IsMandatory` / `Information.X.IsOptional`
 * with value '1', and the solution unit from `Information.SolutionUnitId.Value`.
 */
export function readRuleFlags(rules: readonly { name: string; value: string }[]): RuleFlags {
  const flags: RuleFlags = { mandatory: new Set(), optional: new Set(), solutionUnitId: null };
  for (const rule of rules) {
    const value = rule.value.trim();
    if (rule.name === 'Information.SolutionUnitId.Value') {
      flags.solutionUnitId = value === '' ? null : value;
      continue;
    }
    const match = /^Information\.([A-Za-z]+)\.(IsMandatory|IsOptional)$/.exec(rule.name);
    if (!match || value !== '1') continue;
    const field = match[1] as RuleField;
    if (!(RULE_FIELDS as readonly string[]).includes(field)) continue;
    (match[2] === 'IsMandatory' ? flags.mandatory : flags.optional).add(field);
  }
  return flags;
}
