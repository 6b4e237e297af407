import { z } from 'zod';
import { IMPORT_ROW_OUTCOMES, ZImportKind } from './kinds.ts';

/** Where an import is: read and checked by a job, then applied by another, or left. */
export const IMPORT_STATES = [
  'reading',
  'checked',
  'applying',
  'applied',
  'undone',
  'failed',
  'discarded',
] as const;
export const ZImportState = z.enum(IMPORT_STATES);
export type TImportState = z.infer<typeof ZImportState>;

/** One import as the 'İçe Aktar' screen shows it, with its progress while a job works on it. */
export const ZImportSummary = z.object({
  id: z.string().uuid(),
  kind: ZImportKind,
  fileName: z.string(),
  fileSize: z.number().int(),
  state: ZImportState,
  bytesRead: z.number().int(),
  rowsRead: z.number().int(),
  rowsApplied: z.number().int(),
  newCount: z.number().int(),
  changedCount: z.number().int(),
  unchangedCount: z.number().int(),
  refusedCount: z.number().int(),
  /** While a job works on it: the seconds it will take by its pace so far; null when unknown. */
  secondsLeft: z.number().int().nullable(),
  /** Why the file could not be read at all, in Turkish. */
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  appliedAt: z.string().nullable(),
  appliedByName: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** The last applied import of its kind whose rows nobody has written since. */
  canUndo: z.boolean(),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

export const ZImportIdRequest = z.object({ importId: z.string().uuid() });
export const ZImportKindQuery = z.object({ kind: ZImportKind });

/** A kind's imports, newest first (the screen's history). */
export const ZImportsOfKind = z.object({ items: z.array(ZImportSummary) });

export const ZImportRowsQuery = z.object({
  importId: z.string().uuid(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES).default('refused'),
  page: z.coerce.number().int().min(1).default(1),
});

/** One checked row: 'Satır 812, Mağaza Kodu: böyle bir mağaza yok.' */
export const ZImportRow = z.object({
  rowNumber: z.number().int(),
  key: z.string().nullable(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  problemColumn: z.string().nullable(),
  problemMessage: z.string().nullable(),
});
export type TImportRow = z.infer<typeof ZImportRow>;
