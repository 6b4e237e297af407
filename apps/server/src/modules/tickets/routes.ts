import type { FastifyInstance } from 'fastify';
import { registerTicketActivityRoutes } from './activities/routes.ts';
import { registerTicketCreationRoutes } from './create/routes.ts';
import type { TicketsDeps } from './deps.ts';
import { registerTicketDetailRoutes } from './detail/routes.ts';
import { registerTicketEditRoutes } from './edit/routes.ts';
import { registerTicketFileRoutes } from './files/routes.ts';
import { registerTicketFlagRoutes } from './flags/routes.ts';
import { registerTicketListRoutes } from './lists/routes.ts';
import { registerTicketMailRoutes } from './mail/routes.ts';
import { registerTicketNoteRoutes } from './notes/routes.ts';

/** Every ticket call (ticket/… and documents/…), one sub-module after the other. */
export function registerTicketRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerTicketCreationRoutes(app, deps);
  registerTicketFileRoutes(app, deps);
  registerTicketListRoutes(app, deps);
  registerTicketDetailRoutes(app, deps);
  registerTicketActivityRoutes(app, deps);
  registerTicketEditRoutes(app, deps);
  registerTicketNoteRoutes(app, deps);
  registerTicketFlagRoutes(app, deps);
  registerTicketMailRoutes(app, deps);
}
