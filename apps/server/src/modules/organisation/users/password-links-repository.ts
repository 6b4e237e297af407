import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordLinks, users } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** Ends every unused link of the user (a newer one replaces them). */
export async function retireLinksOfUser(tx: SealedDb, userId: string, now: Date): Promise<void> {
  await unsealed(tx)
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

export async function insertPasswordLink(
  tx: SealedDb,
  values: { userId: string; tokenHash: string; createdByUserId: string; expiresAt: Date },
): Promise<void> {
  await unsealed(tx).insert(passwordLinks).values(values);
}

/** The unused, unexpired link with this token hash and its active user, or null. */
export async function findUsableLink(db: SealedDb, tokenHash: string, now: Date) {
  const [row] = await unsealed(db)
    .select({
      id: passwordLinks.id,
      userId: users.id,
      emailAddress: users.emailAddress,
      name: users.name,
      surname: users.surname,
    })
    .from(passwordLinks)
    .innerJoin(users, and(eq(users.id, passwordLinks.userId), eq(users.isActive, true)))
    .where(
      and(
        eq(passwordLinks.tokenHash, tokenHash),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks the link used; false when another request used it first. */
export async function markLinkUsed(tx: SealedDb, id: string, now: Date): Promise<boolean> {
  const rows = await unsealed(tx)
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.usedAt)))
    .returning({ id: passwordLinks.id });
  return rows.length === 1;
}
