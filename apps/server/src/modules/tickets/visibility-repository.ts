import { and, eq } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { type TicketViewer, visibleTicketsCondition } from './visibility.ts';

/** The id of a live ticket the viewer may see, or null: reads and writes answer 404 then. */
export async function findVisibleTicketId(
  db: Executor,
  viewer: TicketViewer,
  ticketId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.isDeleted, false), visibleTicketsCondition(viewer)),
    );
  return row?.id ?? null;
}
