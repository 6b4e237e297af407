import { and, eq, ne, sql } from 'drizzle-orm';
import { categorySetMails } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const mails = categorySetMails;

/** A breakdown's addresses that are not deleted, by address. */
export function findMailsOfCategorySet(db: SealedDb, categorySetId: string) {
  return unsealed(db)
    .select()
    .from(mails)
    .where(and(eq(mails.ticketCategorySetId, categorySetId), eq(mails.isDeleted, false)))
    .orderBy(sql`lower(${mails.emailAddress})`, mails.id);
}

/** A mail row, deleted or not, locked for the rest of the transaction. */
export async function lockMailRow(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx).select().from(mails).where(eq(mails.id, id)).for('update');
  return row ?? null;
}

/** Whether another row of the breakdown (deleted ones aside) has the address, in any case. */
export async function isMailTaken(
  db: SealedDb,
  input: { ticketCategorySetId: string; emailAddress: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: mails.id })
    .from(mails)
    .where(
      and(
        eq(mails.ticketCategorySetId, input.ticketCategorySetId),
        eq(mails.isDeleted, false),
        sql`lower(trim(${mails.emailAddress})) = ${input.emailAddress.trim().toLowerCase()}`,
        input.exceptId ? ne(mails.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMailRow(tx: SealedDb, values: typeof mails.$inferInsert) {
  const [row] = await unsealed(tx).insert(mails).values(values).returning();
  return row!;
}

export async function updateMailRow(
  tx: SealedDb,
  id: string,
  values: Partial<Pick<typeof mails.$inferInsert, 'emailAddress' | 'isActive' | 'isDeleted'>>,
) {
  const [row] = await unsealed(tx).update(mails).set(values).where(eq(mails.id, id)).returning();
  return row!;
}
