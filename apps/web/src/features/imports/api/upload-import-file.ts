import { uploadImportFileEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportKind } from '@ccms/contract/imports/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export type UploadImportFileRequest = { kind: TImportKind; file: File };

/** The multipart body: the part `kind` before the part `file`, which the server reads as a stream. */
export function buildImportFormData({ kind, file }: UploadImportFileRequest): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return form;
}

/**
 * POST /api/import/uploadImportFile: sends the file; a job reads and checks it, writing
 * nothing. Silent: the tab shows a refused file's messages and the reading's progress itself.
 */
function uploadImportFile(request: UploadImportFileRequest) {
  return callEndpoint(
    uploadImportFileEndpoint,
    { body: buildImportFormData(request) },
    { notify: false },
  );
}

/** The kind's history reloads; the new import is known at once from the answer. */
export function useUploadImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImportFile,
    onSuccess: (answer, request) => {
      if (answer.data) queryClient.setQueryData(importKeys.one(answer.data.id), answer.data);
      return queryClient.invalidateQueries({ queryKey: importKeys.ofKind(request.kind) });
    },
  });
}
