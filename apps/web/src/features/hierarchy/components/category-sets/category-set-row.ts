import { CALL_TYPE_LABELS, CALL_TYPES, type TCategorySet } from '@ccms/contract/hierarchy';
import {
  CATEGORY_SET_SWITCH_TEXTS,
  CATEGORY_SET_SWITCHES,
  type CategorySetSwitch,
  EDIT_CATEGORY_SETS_FIELDS,
  type TCategorySetUpdateRequest,
} from '@ccms/contract/hierarchy-admin/schemas';
import type { Permission } from '@ccms/contract/permissions';

/** What this screen shows with Ticket.EditCategorySets only. */
const RESTRICTED: readonly string[] = EDIT_CATEGORY_SETS_FIELDS;

export const EDIT_CATEGORY_SETS: Permission = 'Ticket.EditCategorySets';

/**
 * The switch columns a user sees, in the table's order: without Ticket.EditCategorySets only
 * the ones up to the store manager authority (docs/domain.md §14.1 Access).
 */
export function visibleSwitches(canEditCategorySets: boolean): CategorySetSwitch[] {
  return CATEGORY_SET_SWITCHES.filter((key) => canEditCategorySets || !RESTRICTED.includes(key));
}

/**
 * Why a switch cannot be changed on this row, or null (docs/domain.md §14.1 Switch rules): SMS
 * while the rule set closes the case, the red alarm mail while the appreciation mail is on.
 */
export function switchDisabledReason(
  row: Pick<TCategorySet, 'ruleSetIsClosed' | 'isAppreciationMail'>,
  key: CategorySetSwitch,
): string | null {
  if (key === 'isSms' && row.ruleSetIsClosed) {
    return 'Vaka kapatan kural setine bağlı kırılımda SMS değiştirilemez.';
  }
  if (key === 'isRedAlarm' && row.isAppreciationMail) {
    return 'Teşekkür maili açıkken kırmızı alarm maili değiştirilemez.';
  }
  return null;
}

/** 'Tip / Kategori / Alt kategori' of a breakdown, as labels and dialog titles name it. */
export function breakdownName(
  row: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
): string {
  return `${row.typeName} / ${row.categoryName} / ${row.subCategoryName}`;
}

/** The accessible name of a row's switch: its column title and the breakdown. */
export function switchLabel(
  row: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
  key: CategorySetSwitch,
): string {
  return `${CATEGORY_SET_SWITCH_TEXTS[key].title} - ${breakdownName(row)}`;
}

/**
 * What a switch's confirmation says under the spec's question: the breakdown and the state it
 * will take, in words ('"Şikayet / Mağaza / Personel" için "SMS" kapatılacak.'), so that the
 * wrong row or a double click is caught before saving.
 */
export function switchChangeText(
  row: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
  key: CategorySetSwitch,
  value: boolean,
): string {
  const breakdown = `"${breakdownName(row)}"`;
  if (key === 'isActive') {
    return `${breakdown} kırılımı ${value ? 'aktife' : 'pasife'} çekilecek.`;
  }
  const title = CATEGORY_SET_SWITCH_TEXTS[key].title;
  return `${breakdown} için "${title}" ${value ? 'açılacak' : 'kapatılacak'}.`;
}

export const CALL_TYPE_OPTIONS = [
  { value: CALL_TYPES.inbound, label: CALL_TYPE_LABELS[CALL_TYPES.inbound] },
  { value: CALL_TYPES.eCommerce, label: CALL_TYPE_LABELS[CALL_TYPES.eCommerce] },
] as const;
export type CallType = (typeof CALL_TYPE_OPTIONS)[number]['value'];

/** 'Inbound', 'E-Commerce', or '-' for a value outside the two. */
export function callTypeLabel(callType: number): string {
  return CALL_TYPE_OPTIONS.find((option) => option.value === callType)?.label ?? '-';
}

/** The keys that open the call type editor on a focused cell (besides a double click). */
export function isEditKey(key: string): boolean {
  return key === 'Enter' || key === 'F2';
}

type Editable = Omit<TCategorySetUpdateRequest, 'id'>;

/**
 * UpdateTicketCategorySet takes the whole row: the row as listed with `changes` over it. A
 * script of blanks is no script. The call type goes as it is: a stored value outside 1 and 2
 * is refused by the server with its message, never silently replaced here.
 */
export function toUpdateRequest(
  row: TCategorySet,
  changes: Partial<Editable> = {},
): TCategorySetUpdateRequest {
  const request: TCategorySetUpdateRequest = {
    id: row.id,
    callType: row.callType as CallType,
    isActive: row.isActive,
    isManagerSee: row.isManagerSee,
    canGoEcommerceBackOffice: row.canGoEcommerceBackOffice,
    isAllergy: row.isAllergy,
    isCrossOrder: row.isCrossOrder,
    isIvr: row.isIvr,
    isOnlineShop: row.isOnlineShop,
    isSms: row.isSms,
    is48HoursSms: row.is48HoursSms,
    canStoreView: row.canStoreView,
    isAppreciationMail: row.isAppreciationMail,
    isRedAlarm: row.isRedAlarm,
    script: row.script,
    mailGroupId: row.mailGroupId,
    ...changes,
  };
  const script = request.script?.trim() ?? '';
  return { ...request, script: script === '' ? null : request.script };
}
