import { applyImportEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useRefreshImport } from './refresh-import';

/**
 * POST /api/import/applyImport ('Uygula'): a job writes the checked import's accepted rows in
 * batches; the tab follows its progress. Silent: the tab says what failed itself.
 */
function applyImport(importId: string) {
  return callEndpoint(applyImportEndpoint, { body: { importId } }, { notify: false });
}

export function useApplyImport() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (summary: TImportSummary) => applyImport(summary.id),
    onSuccess: (answer, summary) => refresh(summary, answer.data),
  });
}
