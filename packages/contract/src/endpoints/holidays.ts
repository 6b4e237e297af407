import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf } from '../envelope.ts';
import {
  ZDeleteHolidayRequest,
  ZHoliday,
  ZHolidayChangeResult,
  ZHolidayImportPlan,
  ZHolidayImportRequest,
  ZHolidayImportResult,
  ZHolidayInput,
  ZUndoHolidayImportRequest,
  ZUpdateHolidayRequest,
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

/*
 * Beyond the spec (docs/domain.md §20): administrators fix holidays one by one and undo an
 * import; each change re-times the open tickets as the import does.
 */
export const createHolidayEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/createHoliday',
  tag: 'holiday',
  summary: 'Adds one holiday; re-times open tickets',
  body: ZHolidayInput,
  response: envelopeOf(ZHolidayChangeResult),
});

export const updateHolidayEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/updateHoliday',
  tag: 'holiday',
  summary: "Changes one holiday's name, date, full / half day and kind; re-times open tickets",
  body: ZUpdateHolidayRequest,
  response: envelopeOf(ZHolidayChangeResult),
});

export const deleteHolidayEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/deleteHoliday',
  tag: 'holiday',
  summary: 'Deletes one holiday; re-times open tickets',
  body: ZDeleteHolidayRequest,
  response: envelopeOf(ZHolidayChangeResult),
});

export const undoHolidayImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'holiday/undoHolidayImport',
  tag: 'holiday',
  summary: 'Deletes the holidays an iCalendar import added; re-times open tickets',
  body: ZUndoHolidayImportRequest,
  response: envelopeOf(ZHolidayChangeResult),
});
