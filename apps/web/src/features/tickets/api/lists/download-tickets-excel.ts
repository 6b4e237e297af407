import { downloadTicketsExcelEndpoint } from '@ccms/contract/endpoints/tickets-lists';
import { type TGetTicketsRequest, TICKET_EXCEL_FILE_NAMES } from '@ccms/contract/tickets-lists';
import { downloadEndpoint } from '../../../../lib/api-client';

/**
 * POST /api/ticket/GetTicketsExcel (Ticket.ExcelList): the my-tickets list without paging as
 * an .xlsx file, saved under the server's fixed name. Failures show through the global notifier.
 */
export function downloadTicketsExcel(body: TGetTicketsRequest): Promise<string> {
  return downloadEndpoint(
    downloadTicketsExcelEndpoint,
    { body },
    { fallbackFileName: TICKET_EXCEL_FILE_NAMES.myTickets },
  );
}
