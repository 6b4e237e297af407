import type { z } from 'zod';
import type { ImportColumn, ParsedRow } from '../../platform/import-kind.ts';

/** A column of an organisation kind with the form's schema its cell is checked with. */
export type CheckedColumn = ImportColumn & { schema: z.ZodType<unknown, string> };

/**
 * Checks a row's cells column by column with the forms' schemas (docs/domain.md, Moving in):
 * the normalised values by field, or the first refused cell with the schema's own words.
 */
export function checkCells(
  columns: readonly CheckedColumn[],
  cells: Readonly<Record<string, string>>,
): { ok: true; data: Record<string, unknown> } | Extract<ParsedRow, { ok: false }> {
  const data: Record<string, unknown> = {};
  for (const column of columns) {
    const result = column.schema.safeParse(cells[column.field] ?? '');
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? '';
      return { ok: false, problem: { column: column.header, message } };
    }
    data[column.field] = result.data;
  }
  return { ok: true, data };
}

/** The columns as the engine lists them (without their schemas). */
export const importColumns = (columns: readonly CheckedColumn[]): ImportColumn[] =>
  columns.map(({ schema: _schema, ...column }) => column);

/** A name as files match it: Unicode-normalised, Turkish lower case (ends trimmed already). */
export const nameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase('tr-TR');

/**
 * A unit's key in files (docs/domain.md, Moving in): its code, or for a unit without one its
 * name in any case.
 */
export function unitKey(code: string | null, name: string): string {
  return code === null ? `ad:${nameKey(name)}` : `kod:${code}`;
}
