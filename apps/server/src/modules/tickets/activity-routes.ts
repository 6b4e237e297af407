import type { FastifyInstance } from 'fastify';
import type { TicketDetailDeps } from './detail-deps.ts';

/** Activities: createActivity, UpdateActivity, GetTicketActivities (part 2 §7 'Tickets'). */
export function registerTicketActivityRoutes(_app: FastifyInstance, _deps: TicketDetailDeps) {}
