import { createTicketBlobsEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { ZUploadDocumentsResponse } from '@ccms/contract/tickets-create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type CreateTicketBlobsResponse = z.infer<typeof ZUploadDocumentsResponse>;
export type CreateTicketBlobsRequest = { ticketId: string; files: readonly File[] };

/** The multipart body: one part `files` per file. */
export function buildTicketBlobsFormData(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * POST /api/ticket/CreateTicketBlobs/{ticketId}: adds files to the ticket. Silent: the files
 * section says 'İşlem başarılı.' itself and shows the server's messages on failure.
 */
export function createTicketBlobs({
  ticketId,
  files,
}: CreateTicketBlobsRequest): Promise<CreateTicketBlobsResponse> {
  return callEndpoint(
    createTicketBlobsEndpoint,
    { params: { ticketId }, body: buildTicketBlobsFormData(files) },
    { notify: false },
  );
}

/** New files change the ticket's file list only. */
export function useCreateTicketBlobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketBlobs,
    onSuccess: (_response, request) =>
      queryClient.invalidateQueries({ queryKey: ticketDetailKeys.documents(request.ticketId) }),
  });
}
