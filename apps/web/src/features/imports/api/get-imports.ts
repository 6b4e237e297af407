import { getImportsEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportKind } from '@ccms/contract/imports/kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { importKeys } from './import-keys';

/** GET /api/import/getImports: a kind's last imports, newest first. */
function getImports(kind: TImportKind, signal?: AbortSignal) {
  return callEndpoint(getImportsEndpoint, { query: { kind } }, { signal });
}

/**
 * A kind's history; the tab also finds in it the import still being read, checked or applied
 * when the screen is opened again.
 */
export function useImports(kind: TImportKind) {
  return useQuery(
    queryOptions({
      queryKey: importKeys.ofKind(kind),
      queryFn: ({ signal }) => getImports(kind, signal),
    }),
  );
}
