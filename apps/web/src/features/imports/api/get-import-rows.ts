import { getImportRowsEndpoint } from '@ccms/contract/endpoints/imports';
import type { TPaged } from '@ccms/contract/envelope';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { importKeys } from './import-keys';

/** GET /api/import/getImportRows: a checked import's refused rows, 20 a page. */
function getRefusedRows(
  importId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TPaged<TImportRow>> {
  return callEndpoint(
    getImportRowsEndpoint,
    { query: { importId, outcome: 'refused', page } },
    { signal },
  );
}

/**
 * One page of an import's refused rows; the previous page stays shown while the next loads.
 * Nothing is asked while the import has none.
 */
export function useRefusedRows(importId: string, page: number, hasRefused: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...importKeys.rows(importId), 'refused', page],
      queryFn: hasRefused ? ({ signal }) => getRefusedRows(importId, page, signal) : skipToken,
    }),
    placeholderData: keepPreviousData,
  });
}
