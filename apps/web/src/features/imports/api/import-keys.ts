import type { TImportKind } from '@ccms/contract/imports/kinds';

/**
 * The query keys of the 'İçe Aktar' screen, all under `['imports']`: a write (apply, discard,
 * undo) refreshes a kind's history and the import it touched.
 */
export const importKeys = {
  all: ['imports'] as const,
  ofKind: (kind: TImportKind) => [...importKeys.all, 'kind', kind] as const,
  one: (importId: string) => [...importKeys.all, 'one', importId] as const,
  rows: (importId: string) => [...importKeys.all, 'rows', importId] as const,
};
