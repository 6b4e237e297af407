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
/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 200;

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

/** Resolves when the stream takes writes again; fails when it is closed first (client gone). */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      output.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      output.off('drain', onDrain);
      reject(new Error('The Excel download was closed before it ended'));
    };
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
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
  // No styles: styling costs a look-up per cell, a third of the writing time of a big file.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Biletler');
  sheet.columns = columns.map((column) => ({ header: column.title, key: column.key, width: 20 }));
  sheet.getRow(1).commit();
  await db.transaction(async (tx) => {
    const batches = streamTicketIds(tx, list, BATCH_SIZE);
    const nextRows = async () => {
      const next = await batches.next();
      return next.done ? null : loadListRows(tx, next.value, list);
    };
    // The database reads the next batch while this one is written.
    let rows = await nextRows();
    while (rows) {
      const following = nextRows();
      for (const [index, row] of rows.entries()) {
        sheet.addRow(columns.map((column) => cellOf(column, row, timeZone))).commit();
        // Lets the next batch's queries go out meanwhile and other requests be answered, and
        // waits while the download is slower than the writing (memory stays flat).
        if (index % YIELD_EVERY === YIELD_EVERY - 1) {
          await (output.writableNeedDrain ? drained(output) : new Promise(setImmediate));
        }
      }
      rows = await following;
    }
  });
  sheet.commit();
  await workbook.commit();
}
