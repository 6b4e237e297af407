import { downloadDocumentEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { TTicketDocument } from '@ccms/contract/tickets-create';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../../lib/api-client';

/**
 * GET /api/documents/download?id: one file of a ticket under its original name, saved as a
 * download (the bearer token rules out a plain link). Failures show through the global handler.
 */
export function downloadTicketDocument(document: Pick<TTicketDocument, 'id' | 'fileName'>) {
  return downloadEndpoint(
    downloadDocumentEndpoint,
    { query: { id: document.id } },
    { fallbackFileName: document.fileName },
  );
}

export function useDownloadTicketDocument() {
  return useMutation({ mutationFn: downloadTicketDocument });
}
