import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { toStoredPhoneNumber } from '@ccms/contract/customers/rules';
import {
  PHONE_PATTERN,
  type TAddressInput,
  type TCustomer,
  type TCustomerInputParsed,
  type TCustomerListRow,
} from '@ccms/contract/customers/schemas';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../../platform/access.ts';
import { findUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { type AppliedFilter, compileListQuery } from '../../platform/query-format.ts';
import { inTransaction, type SealedDb, type SealedTx } from '../../platform/sealed-db.ts';
import { findCardsOfCustomer, findTakenCardNumbers, insertCards } from './cards-repository.ts';
import { CUSTOMER_LIST } from './list-definition-repository.ts';
import { toCustomer, toCustomerListRow, toCustomerValues } from './mappers.ts';
import { assertMayEditCustomers } from './policy.ts';
import {
  type CustomerRow,
  countActiveCardsOfCustomers,
  countCustomers,
  countCustomersByFlags,
  customerExists,
  findCityIdOfCounty,
  findCustomerById,
  findCustomerListPage,
  findCustomerWithCardsByPhone,
  insertCustomer,
  isPhoneNumberTaken,
  lockCustomer,
  updateCustomer,
  updateCustomerActiveStatus,
  updateCustomerFlag,
} from './repository.ts';

/** Not in the contract's messages: a second add with an id that is already stored. */
const CUSTOMER_ALREADY_EXISTS = 'Bu müşteri zaten kayıtlı.';

/** Turns a unique violation of the customer or card tables into the Turkish 400/409. */
export function mapUniqueViolation(error: unknown): unknown {
  const constraint = findUniqueViolation(error);
  if (constraint === 'customers_phone_unique') return badRequest(CUSTOMER_MESSAGES.duplicatePhone);
  if (constraint === 'loyalty_cards_number_unique') {
    return badRequest(CUSTOMER_MESSAGES.duplicateCard);
  }
  if (constraint === 'customers_pkey') return conflict(CUSTOMER_ALREADY_EXISTS);
  return error;
}

/** One page of customers plus the total; card counts only for the page's rows. */
export async function listCustomers(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TCustomerListRow>> {
  const query = compileListQuery(CUSTOMER_LIST, formatter);
  const flags = flagsOnlyFilter(query.appliedFilters);
  const [rows, total] = await Promise.all([
    findCustomerListPage(db, query),
    flags ? countCustomersByFlags(db, flags) : countCustomers(db, query.where),
  ]);
  const cardCounts = await countActiveCardsOfCustomers(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toCustomerListRow(row, cardCounts.get(row.id) ?? 0));
  return toPaged(items, total, query.pageNumber);
}

/**
 * The filter as { isActive?, isFlag? } when it holds nothing but equality on those two, so
 * the total can come from the kept counts; null when anything else filters the rows.
 */
export function flagsOnlyFilter(
  filters: AppliedFilter[],
): { isActive?: boolean; isFlag?: boolean } | null {
  const flags: { isActive?: boolean; isFlag?: boolean } = {};
  for (const filter of filters) {
    const isFlagProperty = filter.property === 'isActive' || filter.property === 'isFlag';
    if (!isFlagProperty || filter.operator !== 'equal' || typeof filter.value !== 'boolean') {
      return null;
    }
    const property = filter.property as 'isActive' | 'isFlag';
    // Two values for one property match either of them: leave that to the real count.
    if (flags[property] !== undefined && flags[property] !== filter.value) return null;
    flags[property] = filter.value;
  }
  return flags;
}

async function withCards(db: SealedDb, row: CustomerRow | null): Promise<TCustomer> {
  if (!row) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return toCustomer(row, await findCardsOfCustomer(db, row.id));
}

export async function getCustomerById(db: SealedDb, id: string): Promise<TCustomer> {
  return withCards(db, await findCustomerById(db, id));
}

/** The incoming-call look-up: the number as the softphone sends it, matched in stored form. */
export async function getCustomerByPhone(db: SealedDb, rawPhone: string): Promise<TCustomer> {
  const phone = toStoredPhoneNumber(rawPhone);
  if (!PHONE_PATTERN.test(phone)) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  const found = await findCustomerWithCardsByPhone(db, phone);
  if (!found) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  const { cards, ...row } = found;
  return toCustomer(row, cards);
}

/** The county must exist and lie in the chosen city. */
async function assertAddressConsistent(db: SealedDb, address: TAddressInput | null) {
  if (!address) return;
  const cityId = await findCityIdOfCounty(db, address.countyId);
  if (cityId !== address.cityId) throw badRequest(CUSTOMER_MESSAGES.countyNotInCity);
}

/** Adds a customer with the client's id and the cards typed on the form (the first active). */
export async function addCustomer(
  db: SealedDb,
  user: CurrentUser,
  input: TCustomerInputParsed,
): Promise<{ id: string }> {
  assertMayEditCustomers(user);
  await assertAddressConsistent(db, input.address);
  if (await customerExists(db, input.id)) throw conflict(CUSTOMER_ALREADY_EXISTS);
  if (await isPhoneNumberTaken(db, input.phoneNumber)) {
    throw badRequest(CUSTOMER_MESSAGES.duplicatePhone);
  }
  if ((await findTakenCardNumbers(db, input.loyaltyCards)).length > 0) {
    throw badRequest(CUSTOMER_MESSAGES.duplicateCard);
  }
  try {
    await inTransaction(db, async (tx) => {
      await insertCustomer(tx, {
        id: input.id,
        ...toCustomerValues(input),
        createdByUserId: user.id,
      });
      await insertCards(
        tx,
        input.loyaltyCards.map((number, index) => ({
          number,
          customerId: input.id,
          isActiveCard: index === 0,
        })),
      );
    });
  } catch (error) {
    // Two adds racing past the checks above meet the unique indexes instead.
    throw mapUniqueViolation(error);
  }
  return { id: input.id };
}

/** Updates name, phone, birth date, e-mail and address; cards change through their own calls. */
export async function updateCustomerDetails(
  db: SealedDb,
  user: CurrentUser,
  input: TCustomerInputParsed,
): Promise<{ id: string }> {
  assertMayEditCustomers(user);
  if (!(await customerExists(db, input.id))) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  await assertAddressConsistent(db, input.address);
  if (await isPhoneNumberTaken(db, input.phoneNumber, input.id)) {
    throw badRequest(CUSTOMER_MESSAGES.duplicatePhone);
  }
  try {
    const updated = await updateCustomer(db, input.id, toCustomerValues(input));
    if (!updated) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
  return { id: input.id };
}

export async function changeActiveStatus(
  db: SealedDb,
  user: CurrentUser,
  input: { id: string; isActive: boolean },
): Promise<{ id: string }> {
  assertMayEditCustomers(user);
  if (!(await updateCustomerActiveStatus(db, input.id, input.isActive))) {
    throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  }
  return { id: input.id };
}

/** Flags by hand (with the given reason or who did it) or removes the flag and its reason. */
export async function changeFlagStatus(
  db: SealedDb,
  user: CurrentUser,
  input: { id: string; isFlag: boolean; flagDescription?: string | null },
): Promise<{ id: string }> {
  const flag = input.isFlag
    ? {
        isFlag: true,
        flagDescription:
          input.flagDescription || CUSTOMER_MESSAGES.manualFlag(`${user.name} ${user.surname}`),
      }
    : { isFlag: false, flagDescription: null };
  if (!(await updateCustomerFlag(db, input.id, flag))) {
    throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  }
  return { id: input.id };
}

export async function assertCustomerExists(db: SealedDb, id: string): Promise<void> {
  if (!(await customerExists(db, id))) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
}

/**
 * Locks the customer's row until the transaction ends, so that ticket writes of one customer run
 * one after the other (the duplicate and auto-flag rules read the customer's tickets); false
 * when there is no such customer.
 */
export function lockCustomerForTicketWrite(tx: SealedTx, id: string): Promise<boolean> {
  return lockCustomer(tx, id);
}
