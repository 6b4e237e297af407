import { exportImportRowsEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportKind } from '@ccms/contract/imports/kinds';
import { downloadEndpoint } from '../api-client';

/**
 * GET /api/import/exportImportRows ('Dışa Aktar', Admin): every stored row of a kind as an
 * .xlsx file of its import template's shape, so that export → edit in Excel → import changes
 * many rows at once. The 'İçe Aktar' screen and the screens listing those rows call it.
 * Failures show through the global notifier.
 */
export function exportImportRows(kind: TImportKind): Promise<string> {
  return downloadEndpoint(
    exportImportRowsEndpoint,
    { query: { kind } },
    { fallbackFileName: `${kind}.xlsx` },
  );
}
