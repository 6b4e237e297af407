import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf } from '../envelope.ts';
import {
  ZHoliday,
  ZHolidayImportPlan,
  ZHolidayImportRequest,
  ZHolidayImportResult,
} from '../holidays.ts';
import { ZQueryFormatter } from '../query-format.ts';

/*
 * The holidays screen (docs/domain.md §14.6): the spec's read-only list, and beyond the spec an
 * iCalendar import for administrators, previewed first and then applied in one transaction.
 */
export const getHolidaysEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/getHolidays',
  tag: 'holiday',
  summary: 'One page of holidays (name contains, date range), by date',
  body: ZQueryFormatter,
  response: pagedOf(ZHoliday),
});

export const previewHolidayImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/previewHolidayImport',
  tag: 'holiday',
  summary: 'Reads an iCalendar file and tells which holidays would be added, changed or skipped',
  body: ZHolidayImportRequest,
  response: ZHolidayImportPlan,
});

export const importHolidaysEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/importHolidays',
  tag: 'holiday',
  summary:
    'Adds and changes the holidays of an iCalendar file in one transaction; re-times open tickets',
  body: ZHolidayImportRequest,
  response: envelopeOf(ZHolidayImportResult),
});
