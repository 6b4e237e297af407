import { type TGetTicketsRequest, TICKET_EXCEL_FILE_NAMES } from '@ccms/contract/ticket-lists';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/**
 * POST /api/ticket/GetTicketsExcel (Ticket.ExcelList): the my-tickets list without paging as
 * an .xlsx file, saved under the server's fixed name. Failures show through the global notifier.
 */
export function downloadTicketsExcel(body: TGetTicketsRequest): Promise<string> {
  return downloadFile('ticket/GetTicketsExcel', {
    method: 'POST',
    body,
    fallbackFileName: TICKET_EXCEL_FILE_NAMES.myTickets,
  });
}

export function useDownloadTicketsExcel() {
  return useMutation({ mutationFn: downloadTicketsExcel });
}
