import {
  downloadAllTicketsExcelEndpoint,
  downloadTicketsExcelEndpoint,
  getAllTicketsEndpoint,
  getTicketsEndpoint,
} from '@ccms/contract/endpoints/tickets-lists';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { TICKET_EXCEL_FILE_NAMES } from '@ccms/contract/tickets-lists';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerEndpoint } from '../../../platform/route-kit.ts';
import { sendXlsx } from '../../../platform/xlsx-reply.ts';
import type { TicketsDeps } from '../deps.ts';
import { writeTicketsExcel } from './excel.ts';
import { type ListScope, listTickets, prepareTicketList } from './service.ts';

/** ticket/gettickets, getalltickets and their Excel files. */
export function registerTicketListRoutes(app: FastifyInstance, deps: TicketsDeps) {
  /** Validates and compiles first (a bad filter is still a 400), then streams the file. */
  async function sendExcel(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ListScope,
    formatter: TQueryFormatter,
    fileName: string,
  ) {
    const list = await prepareTicketList(deps, requireUser(request), scope, formatter);
    return sendXlsx(request, reply, fileName, (body) =>
      writeTicketsExcel(deps.db, list, deps.timeZone, body),
    );
  }

  registerEndpoint(app, getTicketsEndpoint, {
    access: 'signedIn',
    handler: (request) =>
      listTickets(
        deps,
        requireUser(request),
        { kind: 'mine', assignFilter: request.body.assignFilter },
        request.body.formatter ?? {},
      ),
  });

  registerEndpoint(app, getAllTicketsEndpoint, {
    access: { permission: 'Ticket.AllTickets' },
    handler: (request) => listTickets(deps, requireUser(request), { kind: 'all' }, request.body),
  });

  registerEndpoint(app, downloadTicketsExcelEndpoint, {
    access: { permission: 'Ticket.ExcelList' },
    handler: (request, reply) =>
      sendExcel(
        request,
        reply,
        { kind: 'mine', assignFilter: request.body.assignFilter },
        request.body.formatter ?? {},
        TICKET_EXCEL_FILE_NAMES.myTickets,
      ),
  });

  registerEndpoint(app, downloadAllTicketsExcelEndpoint, {
    access: { permission: 'Ticket.ExcelList' },
    handler: (request, reply) =>
      sendExcel(request, reply, { kind: 'all' }, request.body, TICKET_EXCEL_FILE_NAMES.allTickets),
  });
}
