import { downloadAllTicketsExcelEndpoint } from '@ccms/contract/endpoints/tickets-lists';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { TICKET_EXCEL_FILE_NAMES } from '@ccms/contract/tickets-lists';
import { downloadEndpoint } from '../../../../lib/api-client';

/**
 * POST /api/ticket/GetAllTicketsExcel (Ticket.ExcelList): the all-tickets list without paging
 * as an .xlsx file, saved under the server's fixed name. Failures show through the global notifier.
 */
export function downloadAllTicketsExcel(formatter: TQueryFormatter): Promise<string> {
  return downloadEndpoint(
    downloadAllTicketsExcelEndpoint,
    { body: formatter },
    { fallbackFileName: TICKET_EXCEL_FILE_NAMES.allTickets },
  );
}
