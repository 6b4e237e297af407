import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import type { TLoyaltyCard } from '@ccms/contract/customers/schemas';
import type { CurrentUser } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import {
  clearActiveCard,
  findCardOfCustomer,
  findCardsOfCustomer,
  findTakenCardNumbers,
  hasActiveCard,
  insertCards,
  updateCard,
} from './cards-repository.ts';
import { assertMayEditCustomers } from './policy.ts';
import { lockCustomer } from './repository.ts';
import { assertCustomerExists, mapUniqueViolation } from './service.ts';

export async function listCardsOfCustomer(
  db: SealedDb,
  customerId: string,
  onlyActiveCards: boolean,
): Promise<TLoyaltyCard[]> {
  await assertCustomerExists(db, customerId);
  return findCardsOfCustomer(db, customerId, { onlyActive: onlyActiveCards });
}

/**
 * Adds a card. It becomes the active card when asked to or when the customer has none; a
 * customer has at most one active card. The customer row is locked so that two adds at once
 * cannot both become active.
 */
export async function addCard(
  db: SealedDb,
  user: CurrentUser,
  input: { number: string; customerId: string; isActiveCard: boolean },
): Promise<{ id: string; number: string }> {
  assertMayEditCustomers(user);
  try {
    return await inTransaction(db, async (tx) => {
      if (!(await lockCustomer(tx, input.customerId))) {
        throw notFound(CUSTOMER_MESSAGES.customerNotFound);
      }
      if ((await findTakenCardNumbers(tx, [input.number])).length > 0) {
        throw badRequest(CUSTOMER_MESSAGES.duplicateCard);
      }
      const isActiveCard = input.isActiveCard || !(await hasActiveCard(tx, input.customerId));
      if (isActiveCard) await clearActiveCard(tx, input.customerId);
      const [card] = await insertCards(tx, [{ ...input, isActiveCard }]);
      return { id: card!.id, number: card!.number };
    });
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}

/**
 * Sets a card's active-card mark (exclusive per customer) and its active state. A passive card
 * cannot stay the active card.
 */
export async function updateCardStatus(
  db: SealedDb,
  user: CurrentUser,
  input: { id: string; customerId: string; isActiveCard: boolean; isActive: boolean },
): Promise<TLoyaltyCard> {
  assertMayEditCustomers(user);
  return inTransaction(db, async (tx) => {
    if (!(await lockCustomer(tx, input.customerId))) {
      throw notFound(CUSTOMER_MESSAGES.customerNotFound);
    }
    if (!(await findCardOfCustomer(tx, input.id, input.customerId))) {
      throw notFound(CUSTOMER_MESSAGES.cardNotFound);
    }
    const isActiveCard = input.isActiveCard && input.isActive;
    if (isActiveCard) await clearActiveCard(tx, input.customerId, input.id);
    const card = await updateCard(tx, input.id, { isActiveCard, isActive: input.isActive });
    return card!;
  });
}
