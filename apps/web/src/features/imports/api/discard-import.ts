import { discardImportEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useRefreshImport } from './refresh-import';

/**
 * POST /api/import/discardImport ('Vazgeç'): drops a checked import without writing anything.
 * Silent: the tab says what failed itself.
 */
function discardImport(importId: string) {
  return callEndpoint(discardImportEndpoint, { body: { importId } }, { notify: false });
}

export function useDiscardImport() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (summary: TImportSummary) => discardImport(summary.id),
    onSuccess: (answer, summary) => refresh(summary, answer.data),
  });
}
