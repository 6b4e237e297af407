import { z } from 'zod';

/** What the 'İçe Aktar' screen brings in (docs/domain.md, Moving in). */
export const IMPORT_KINDS = ['stores', 'users', 'customers', 'hierarchy'] as const;
export const ZImportKind = z.enum(IMPORT_KINDS);
export type TImportKind = z.infer<typeof ZImportKind>;

/** The kinds' names on the screen, in its tab order. */
export const IMPORT_KIND_LABELS: Record<TImportKind, string> = {
  stores: 'Mağazalar ve Birimler',
  users: 'Kullanıcılar',
  customers: 'Müşteriler',
  hierarchy: 'Bilet Hiyerarşisi',
};

/** What a checked row will do: add, change, leave alone, or nothing (refused). */
export const IMPORT_ROW_OUTCOMES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type TImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];
