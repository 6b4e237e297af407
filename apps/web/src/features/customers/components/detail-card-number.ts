import { CARD_NUMBER_PATTERN } from '@ccms/contract/customers/schemas';

export const CARD_NUMBER_LENGTH = 13;

/** What the card-number field keeps of a typed or pasted text: digits only, at most 13. */
export function sanitizeCardNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);
}

/** A card is saved only when exactly 13 digits are typed (docs/domain.md §6 Cards). */
export function isCompleteCardNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && CARD_NUMBER_PATTERN.test(value);
}

/**
 * A new card is the active one when the customer has no active card yet (as on customer
 * creation, where the first card becomes active).
 */
export function shouldNewCardBeActive(
  cards: readonly { isActiveCard: boolean; isActive: boolean }[],
) {
  return !cards.some((card) => card.isActiveCard && card.isActive);
}
