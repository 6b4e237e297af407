import { eq, sql } from 'drizzle-orm';
import { tickets, ticketUpdateHistories } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

export type TicketFlagRow = {
  id: string;
  version: number;
  isRemovedFromReporting: boolean;
  isFromComplaint: boolean;
};

const flagColumns = {
  id: tickets.id,
  version: tickets.version,
  isRemovedFromReporting: tickets.isRemovedFromReporting,
  isFromComplaint: tickets.isFromComplaint,
};

export async function findTicketFlags(db: SealedDb, ticketId: string): Promise<TicketFlagRow> {
  const [row] = await unsealed(db)
    .select(flagColumns)
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row!;
}

/** Sets the flags, bumps the version and records who changed the ticket when. */
export async function updateTicketFlags(
  db: SealedDb,
  ticketId: string,
  flags: Partial<Pick<TicketFlagRow, 'isRemovedFromReporting' | 'isFromComplaint'>>,
  by: { userId: string; at: Date },
): Promise<TicketFlagRow> {
  const [row] = await unsealed(db)
    .update(tickets)
    .set({
      ...flags,
      version: sql`${tickets.version} + 1`,
      updatedAt: by.at,
      updatedByUserId: by.userId,
    })
    .where(eq(tickets.id, ticketId))
    .returning(flagColumns);
  return row!;
}

export async function insertUpdateHistory(
  db: SealedDb,
  entry: { ticketId: string; description: string; createdByUserId: string; createdAt: Date },
): Promise<void> {
  await unsealed(db).insert(ticketUpdateHistories).values(entry);
}
