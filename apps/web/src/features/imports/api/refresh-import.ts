import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { importKeys } from './import-keys';

/**
 * After a write on an import: the import as the server answered it (its new state starts the
 * polling of a job), and its kind's history again.
 */
export function useRefreshImport() {
  const queryClient = useQueryClient();
  return async (before: TImportSummary, after: TImportSummary | null) => {
    if (after) queryClient.setQueryData(importKeys.one(after.id), after);
    else await queryClient.invalidateQueries({ queryKey: importKeys.one(before.id) });
    await queryClient.invalidateQueries({ queryKey: importKeys.ofKind(before.kind) });
  };
}
