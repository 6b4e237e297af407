import type { FastifyInstance } from 'fastify';
import type { TicketDetailDeps } from './detail-deps.ts';

/** Notes, the ticket's files, the reporting / complaint switches and the mails by hand. */
export function registerTicketExtrasRoutes(_app: FastifyInstance, _deps: TicketDetailDeps) {}
