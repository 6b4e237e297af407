import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZGetTicketsRequest, ZTicketListRow } from '../tickets-lists.ts';

export const getTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/gettickets',
  tag: 'ticket',
  summary:
    "The caller's tickets: assigned to them (assignFilter 1), viewed (0) or every one they may see (2), in SLA order",
  body: ZGetTicketsRequest,
  response: pagedOf(ZTicketListRow),
});

export const getAllTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/getalltickets',
  tag: 'ticket',
  summary: 'Every ticket the caller may see, in SLA order, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZTicketListRow),
});

export const downloadTicketsExcelEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketsExcel',
  tag: 'ticket',
  summary: "gettickets' list without paging as an .xlsx file",
  body: ZGetTicketsRequest,
  download: true,
});

export const downloadAllTicketsExcelEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetAllTicketsExcel',
  tag: 'ticket',
  summary: "getalltickets' list without paging as an .xlsx file",
  body: ZQueryFormatter,
  download: true,
});
