import type { Writable } from 'node:stream';
import { slaExcelText } from '@ccms/contract/sla-text';
import { TICKET_LIST_COLUMNS, type TTicketListRow } from '@ccms/contract/tickets-lists';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/tickets-statuses';
import { inTransaction, type SealedDb } from '../../../platform/sealed-db.ts';
import { businessWallClockMs } from '../../../platform/time.ts';
import {
  excelSerial,
  writeXlsx,
  type XlsxCell,
  type XlsxFormat,
} from '../../../platform/xlsx-writer.ts';
import { streamTicketIds } from './repository.ts';
import { loadListRows, type PreparedList } from './service.ts';

/** Ids read per cursor fetch: one batch of rows is all an export holds in memory. */
const BATCH_SIZE = 1000;

type Column = (typeof TICKET_LIST_COLUMNS)[number];

function cellOf(column: Column, row: TTicketListRow, timeZone: string): XlsxCell {
  const date = (value: string | null) =>
    value ? excelSerial(businessWallClockMs(new Date(value), timeZone)) : null;
  switch (column.key) {
    case 'sla':
      return slaExcelText(row);
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

/** Dates are Excel date-times of the business time zone; amounts keep Excel's General. */
function formatOf(column: Column): XlsxFormat | undefined {
  return column.key === 'createdDate' || column.key === 'closedDateTime' ? 'dateTime' : undefined;
}

/** The list's rows as cells, a cursor batch at a time. */
async function* cellBatches(
  tx: SealedDb,
  list: PreparedList,
  columns: readonly Column[],
  timeZone: string,
): AsyncGenerator<XlsxCell[][]> {
  for await (const ids of streamTicketIds(tx, list, BATCH_SIZE)) {
    const rows = await loadListRows(tx, ids, list);
    yield rows.map((row) => columns.map((column) => cellOf(column, row, timeZone)));
  }
}

/**
 * Streams a list as .xlsx into `output`: the same query as the screen without paging, each
 * row written and forgotten, read no faster than the download takes it (constant memory).
 */
export async function writeTicketsExcel(
  db: SealedDb,
  list: PreparedList,
  timeZone: string,
  output: Writable,
): Promise<void> {
  const columns = TICKET_LIST_COLUMNS.filter(
    (column) => !('discount' in column) || list.canSeeDiscountCode,
  );
  await inTransaction(db, async (tx) => {
    await writeXlsx(output, {
      name: 'Biletler',
      columns: columns.map((column) => column.title),
      formats: columns.map(formatOf),
      columnWidth: 20,
      rowBatches: cellBatches(tx, list, columns, timeZone),
    });
  });
  output.end();
}
