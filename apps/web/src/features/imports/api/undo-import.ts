import { undoImportEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useRefreshImport } from './refresh-import';

/**
 * POST /api/import/undoImport ('Geri Al'): puts back the rows of the kind's last applied
 * import, while nobody has written them since. Silent: the tab says what happened itself.
 */
function undoImport(importId: string) {
  return callEndpoint(undoImportEndpoint, { body: { importId } }, { notify: false });
}

export function useUndoImport() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (summary: TImportSummary) => undoImport(summary.id),
    onSuccess: (answer, summary) => refresh(summary, answer.data),
  });
}
