import { getImportEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportState, TImportSummary } from '@ccms/contract/imports/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { importKeys } from './import-keys';

/** How often a working import is asked again: its progress bar moves this often. */
export const IMPORT_POLL_MS = 1500;

/** The states a job is working in; the screen follows them until they end. */
const WORKING_STATES: ReadonlySet<TImportState> = new Set(['reading', 'applying']);

/** Whether a job is still reading or writing the import. */
export function isImportWorking(summary: TImportSummary | undefined): boolean {
  return summary !== undefined && WORKING_STATES.has(summary.state);
}

/** GET /api/import/getImport: one import with its counts and progress. */
function getImport(importId: string, signal?: AbortSignal): Promise<TImportSummary> {
  return callEndpoint(getImportEndpoint, { query: { importId } }, { signal });
}

/**
 * The import being shown, asked again every 1.5 s while a job reads or applies it (the
 * screen's progress bar), and no more once it has ended. Nothing is asked without an id.
 */
export function useImport(importId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: importKeys.one(importId ?? ''),
      queryFn: importId ? ({ signal }) => getImport(importId, signal) : skipToken,
    }),
    refetchInterval: (query) => (isImportWorking(query.state.data) ? IMPORT_POLL_MS : false),
  });
}
