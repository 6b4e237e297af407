import { CALL_TYPE_LABELS } from '@ccms/contract/hierarchy';
import {
  HIERARCHY_IMPORT_SWITCHES,
  type HierarchyImportSwitch,
  hierarchyImportHeader,
} from '@ccms/contract/hierarchy-admin/import-columns';
import {
  ZCategorySetUpdateRequest,
  ZHierarchyItemWrite,
} from '@ccms/contract/hierarchy-admin/schemas';
import { readYesNo, YES_NO_INVALID } from '@ccms/contract/imports/yes-no-cell';
import type { z } from 'zod';
import type { ParsedRow } from '../../platform/import-kind.ts';
import { breakdownImportKey } from './import-rows-repository.ts';

/**
 * A breakdown row as staged: the three names as written (trimmed, normalised), the rule set and
 * mail group by name, and for each switch, the call type and the rule set null when the cell is
 * empty, which keeps the stored value (a new breakdown takes the 'Yeni Kırılım' default).
 */
export type HierarchyImportData = {
  type: string;
  category: string;
  subCategory: string;
  ruleSet: string | null;
  callType: number | null;
  mailGroup: string | null;
  script: string | null;
} & Record<HierarchyImportSwitch, boolean | null>;

type Cells = Readonly<Record<string, string>>;
type Refusal = Extract<ParsedRow, { ok: false }>;

const refuse = (field: string, message: string): Refusal => ({
  ok: false,
  problem: { column: hierarchyImportHeader(field), message },
});

/** A cell through a field schema of the screens' forms: the value, or its refusal. */
function check<T>(field: string, schema: z.ZodType<T>, cell: unknown): T | Refusal {
  const result = schema.safeParse(cell);
  if (result.success) return result.data;
  return refuse(field, result.error.issues[0]!.message);
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as Refusal).ok === false;

/** 'Inbound' / 'E-Commerce' in any case; an unknown label fails the form's call type rule. */
function readCallType(cell: string): number | null | Refusal {
  if (cell === '') return null;
  const word = cell.toLocaleLowerCase('tr-TR');
  const match = Object.entries(CALL_TYPE_LABELS).find(
    ([, label]) => label.toLocaleLowerCase('tr-TR') === word,
  );
  return check('callType', ZCategorySetUpdateRequest.shape.callType, Number(match?.[0] ?? NaN));
}

/**
 * One breakdown row by itself (docs/domain.md §26.4), with the hierarchy screens' rules: each
 * name as a level's name, the call type and the script as the breakdown table's; the rest is
 * checked against stored rows (import-rows-repository.ts).
 */
export function parseHierarchyRow(cells: Cells): ParsedRow {
  const names: string[] = [];
  for (const field of ['type', 'category', 'subCategory']) {
    const name = check(field, ZHierarchyItemWrite.shape.name, cells[field] ?? '');
    if (isRefusal(name)) return name;
    names.push(name);
  }
  const callType = readCallType(cells.callType ?? '');
  if (isRefusal(callType)) return callType;
  const switches = {} as Record<HierarchyImportSwitch, boolean | null>;
  for (const field of HIERARCHY_IMPORT_SWITCHES) {
    const value = readYesNo(cells[field] ?? '');
    if (value === undefined) return refuse(field, YES_NO_INVALID);
    switches[field] = value;
  }
  const scriptCell = cells.script ?? '';
  const script = check('script', ZCategorySetUpdateRequest.shape.script, scriptCell || null);
  if (isRefusal(script)) return script;
  const [type, category, subCategory] = names as [string, string, string];
  const data: HierarchyImportData = {
    type,
    category,
    subCategory,
    ruleSet: cells.ruleSet || null,
    callType,
    mailGroup: cells.mailGroup || null,
    script: script?.trim() ? script : null,
    ...switches,
  };
  return { ok: true, key: breakdownImportKey(type, category, subCategory), data };
}
