import { createTicketBlobsEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { ZUploadDocumentsResponse } from '@ccms/contract/tickets-create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { useIdempotencyKey } from '../../../../lib/use-idempotency-key';
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
export function createTicketBlobs(
  { ticketId, files }: CreateTicketBlobsRequest,
  idempotencyKey?: string,
): Promise<CreateTicketBlobsResponse> {
  return callEndpoint(
    createTicketBlobsEndpoint,
    { params: { ticketId }, body: buildTicketBlobsFormData(files) },
    { notify: false, idempotencyKey },
  );
}

/** New files change the ticket's file list only; one key per choice of files. */
export function useCreateTicketBlobs() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: CreateTicketBlobsRequest) =>
      createTicketBlobs(request, keys.keyFor(request)),
    onSuccess: (_response, request) => {
      keys.done();
      return queryClient.invalidateQueries({
        queryKey: ticketDetailKeys.documents(request.ticketId),
      });
    },
  });
}
