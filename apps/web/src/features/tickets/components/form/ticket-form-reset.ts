import type { TicketFormValues } from './ticket-form-values';

/** The fields whose change clears others (docs/domain.md §11 Form behaviour). */
export const RESETTING_FIELDS = [
  'storeId',
  'ticketTypeId',
  'ticketCategoryId',
  'ticketSubCategoryId',
  'device',
  'isWaitingForProduct',
] as const;
export type ResettingField = (typeof RESETTING_FIELDS)[number];

/** Which resetting field a change of antd's onValuesChange touched, if any. */
export function resettingFieldOf(changed: Partial<TicketFormValues>): ResettingField | null {
  return RESETTING_FIELDS.find((field) => field in changed) ?? null;
}

/** The fields that change together with the breakdown (type, category, sub-category). */
const BREAKDOWN_CHANGES = new Set<ResettingField>([
  'storeId',
  'ticketTypeId',
  'ticketCategoryId',
  'ticketSubCategoryId',
]);

/**
 * The values to set after `field` changed:
 * - a store resets type, category, sub-category, the store-view unit and the survey;
 * - a type clears category, sub-category, device and OS;
 * - a category clears the sub-category;
 * - a device clears the OS;
 * - 'waiting for product' clears the products.
 * A new breakdown takes the script away: a description that is still the previous script is
 * emptied (text the user wrote stays).
 */
export function valuesToReset(
  field: ResettingField,
  values: TicketFormValues,
  script: string | null,
): Partial<TicketFormValues> {
  const patch: Partial<TicketFormValues> = {};
  switch (field) {
    case 'storeId':
      Object.assign(patch, {
        ticketTypeId: null,
        ticketCategoryId: null,
        ticketSubCategoryId: null,
        storeViewId: null,
        answers: [],
      });
      break;
    case 'ticketTypeId':
      Object.assign(patch, {
        ticketCategoryId: null,
        ticketSubCategoryId: null,
        device: null,
        deviceOs: null,
      });
      break;
    case 'ticketCategoryId':
      patch.ticketSubCategoryId = null;
      break;
    case 'device':
      patch.deviceOs = null;
      break;
    case 'isWaitingForProduct':
      if (values.isWaitingForProduct) patch.products = [];
      break;
    case 'ticketSubCategoryId':
      break;
  }
  if (BREAKDOWN_CHANGES.has(field) && script !== null && values.description === script) {
    patch.description = '';
  }
  return patch;
}

/**
 * The description once the new breakdown's script has loaded: the script fills an empty
 * description; text the user already wrote is kept.
 */
export function descriptionWithScript(
  description: string | null | undefined,
  script: string | null,
): string {
  const current = description ?? '';
  if (script === null || current.trim() !== '') return current;
  return script;
}
