import type { Writable } from 'node:stream';
import {
  slaHoursText,
  TICKET_LIST_COLUMNS,
  type TTicketListRow,
} from '@ccms/contract/ticket-lists';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/ticket-statuses';
import ExcelJS from 'exceljs';
import type { Database } from '../../platform/db.ts';
import { formatBusinessDateTime } from '../../platform/time.ts';
import { streamTicketIds } from './list-repository.ts';
import { loadListRows, type PreparedList } from './list-service.ts';

/** Ids read per cursor fetch: one batch of rows is all an export holds in memory. */
const BATCH_SIZE = 1000;

type Column = (typeof TICKET_LIST_COLUMNS)[number];

function cellOf(column: Column, row: TTicketListRow, timeZone: string): string | number | null {
  const date = (value: string | null) =>
    value ? formatBusinessDateTime(new Date(value), timeZone) : null;
  switch (column.key) {
    case 'sla':
      return row.remainingSlaPercentage === null
        ? null
        : `%${row.remainingSlaPercentage.toFixed(2)} (${slaHoursText(row)})`;
    case 'customer':
      return `${row.customerFirstName} ${row.customerLastName}`;
    case 'status':
      return ticketStatusLabel(row.status);
    case 'subStatus':
      return ticketSubStatusLabel(row.subStatus);
    case 'createdDate':
      return date(row.createdDate);
    case 'closedDateTime':
      return date(row.closedDateTime);
    default:
      return row[column.key] ?? null;
  }
}

/**
 * Streams a list as .xlsx into `output`: the same query as the screen without paging, read
 * through a cursor in batches, each row written and forgotten (constant memory).
 */
export async function writeTicketsExcel(
  db: Database,
  list: PreparedList,
  timeZone: string,
  output: Writable,
): Promise<void> {
  const columns = TICKET_LIST_COLUMNS.filter(
    (column) => !('discount' in column) || list.canSeeDiscountCode,
  );
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Biletler');
  sheet.columns = columns.map((column) => ({ header: column.title, key: column.key, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  await db.transaction(async (tx) => {
    for await (const ids of streamTicketIds(tx, list, BATCH_SIZE)) {
      for (const row of await loadListRows(tx, ids, list)) {
        sheet.addRow(columns.map((column) => cellOf(column, row, timeZone))).commit();
      }
    }
  });
  sheet.commit();
  await workbook.commit();
}
