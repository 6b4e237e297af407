import { PassThrough } from 'node:stream';
import { pagedOf } from '@ccms/contract/envelope';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import {
  TICKET_EXCEL_FILE_NAMES,
  ZGetTicketsRequest,
  ZTicketListRow,
} from '@ccms/contract/ticket-lists';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import { attachmentDisposition } from '../../platform/content-disposition.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import { writeTicketsExcel } from './excel.ts';
import {
  type ListScope,
  listTickets,
  prepareTicketList,
  type TicketListDeps,
} from './list-service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** ticket/gettickets, getalltickets and their Excel files (part 2 §2, §7). */
export function registerTicketListRoutes(app: FastifyInstance, deps: TicketListDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Validates and compiles first (a bad filter is still a 400), then streams the file. */
  async function sendExcel(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ListScope,
    formatter: Parameters<typeof prepareTicketList>[3],
    fileName: string,
  ) {
    const list = await prepareTicketList(deps, requireUser(request), scope, formatter);
    const body = new PassThrough();
    writeTicketsExcel(deps.db, list, deps.timeZone, body).catch((error: unknown) => {
      request.log.error({ err: error }, 'Excel export failed');
      body.destroy(error as Error);
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachmentDisposition(fileName))
      .send(body);
  }

  api.post('/api/ticket/gettickets', {
    config: { access: 'signedIn' },
    schema: {
      ...TICKET_TAGS,
      summary:
        "The caller's tickets: assigned to them (assignFilter 1) or viewed (0), in SLA order",
      body: ZGetTicketsRequest,
      response: { 200: pagedOf(ZTicketListRow), ...ERROR_RESPONSES },
    },
    handler: (request) =>
      listTickets(
        deps,
        requireUser(request),
        { kind: 'mine', assignFilter: request.body.assignFilter },
        request.body.formatter ?? {},
      ),
  });

  api.post('/api/ticket/getalltickets', {
    config: { access: { permission: 'Ticket.AllTickets' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'Every ticket the caller may see, in SLA order, by the query format',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZTicketListRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listTickets(deps, requireUser(request), { kind: 'all' }, request.body),
  });

  api.post('/api/ticket/GetTicketsExcel', {
    config: { access: { permission: 'Ticket.ExcelList' } },
    schema: {
      ...TICKET_TAGS,
      summary: "gettickets' list without paging as an .xlsx file",
      body: ZGetTicketsRequest,
      response: ERROR_RESPONSES,
    },
    handler: (request, reply) =>
      sendExcel(
        request,
        reply,
        { kind: 'mine', assignFilter: request.body.assignFilter },
        request.body.formatter ?? {},
        TICKET_EXCEL_FILE_NAMES.myTickets,
      ),
  });

  api.post('/api/ticket/GetAllTicketsExcel', {
    config: { access: { permission: 'Ticket.ExcelList' } },
    schema: {
      ...TICKET_TAGS,
      summary: "getalltickets' list without paging as an .xlsx file",
      body: ZQueryFormatter,
      response: ERROR_RESPONSES,
    },
    handler: (request, reply) =>
      sendExcel(request, reply, { kind: 'all' }, request.body, TICKET_EXCEL_FILE_NAMES.allTickets),
  });
}
