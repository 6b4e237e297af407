import type { TLoyaltyCard } from '@ccms/contract/customers/schemas';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { loyaltyCards } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const cardColumns = {
  id: loyaltyCards.id,
  number: loyaltyCards.number,
  customerId: loyaltyCards.customerId,
  isActiveCard: loyaltyCards.isActiveCard,
  isActive: loyaltyCards.isActive,
};

/** The cards of a customer, the active card first, then in the order they were added. */
export function findCardsOfCustomer(
  db: SealedDb,
  customerId: string,
  options: { onlyActive?: boolean } = {},
): Promise<TLoyaltyCard[]> {
  return unsealed(db)
    .select(cardColumns)
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.customerId, customerId),
        options.onlyActive ? eq(loyaltyCards.isActive, true) : undefined,
      ),
    )
    .orderBy(desc(loyaltyCards.isActiveCard), asc(loyaltyCards.createdAt), asc(loyaltyCards.id));
}

export async function findCardOfCustomer(
  db: SealedDb,
  cardId: string,
  customerId: string,
): Promise<TLoyaltyCard | null> {
  const [row] = await unsealed(db)
    .select(cardColumns)
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.id, cardId), eq(loyaltyCards.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** Which of these card numbers some customer already holds. */
export async function findTakenCardNumbers(db: SealedDb, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await unsealed(db)
    .select({ number: loyaltyCards.number })
    .from(loyaltyCards)
    .where(inArray(loyaltyCards.number, numbers));
  return rows.map((row) => row.number);
}

export async function hasActiveCard(db: SealedDb, customerId: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.customerId, customerId), eq(loyaltyCards.isActiveCard, true)))
    .limit(1);
  return row !== undefined;
}

/** Takes the active-card mark off every card of the customer except `exceptCardId`. */
export async function clearActiveCard(
  db: SealedDb,
  customerId: string,
  exceptCardId?: string,
): Promise<void> {
  await unsealed(db)
    .update(loyaltyCards)
    .set({ isActiveCard: false })
    .where(
      and(
        eq(loyaltyCards.customerId, customerId),
        eq(loyaltyCards.isActiveCard, true),
        exceptCardId ? ne(loyaltyCards.id, exceptCardId) : undefined,
      ),
    );
}

export async function insertCards(
  db: SealedDb,
  cards: { number: string; customerId: string; isActiveCard: boolean }[],
): Promise<TLoyaltyCard[]> {
  if (cards.length === 0) return [];
  return unsealed(db).insert(loyaltyCards).values(cards).returning(cardColumns);
}

export async function updateCard(
  db: SealedDb,
  cardId: string,
  values: { isActiveCard: boolean; isActive: boolean },
): Promise<TLoyaltyCard | null> {
  const [row] = await unsealed(db)
    .update(loyaltyCards)
    .set(values)
    .where(eq(loyaltyCards.id, cardId))
    .returning(cardColumns);
  return row ?? null;
}
