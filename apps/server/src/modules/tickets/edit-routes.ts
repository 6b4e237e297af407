import type { FastifyInstance } from 'fastify';
import type { TicketDetailDeps } from './detail-deps.ts';

/** UpdateTicket, DeleteTicket and the duplicate check on update (part 2 §7 'Tickets'). */
export function registerTicketEditRoutes(_app: FastifyInstance, _deps: TicketDetailDeps) {}
