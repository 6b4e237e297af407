import type { FastifyInstance } from 'fastify';
import type { TicketDetailDeps } from './detail-deps.ts';

/** The reads of the ticket detail page (part 2 §7 'Tickets'). */
export function registerTicketDetailRoutes(_app: FastifyInstance, _deps: TicketDetailDeps) {}
