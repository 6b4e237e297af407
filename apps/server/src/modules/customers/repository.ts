import type { TLoyaltyCard } from '@ccms/contract/customers/schemas';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  cities,
  counties,
  customerCounts,
  customers,
  loyaltyCards,
} from '../../db/schema/index.ts';
import type { CompiledListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

/** The columns every customer read needs, with the names of its city and county. */
const customerWithAddress = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  birthDate: customers.birthDate,
  emailAddress: customers.emailAddress,
  cityId: customers.cityId,
  countyId: customers.countyId,
  addressDetail: customers.addressDetail,
  cityName: cities.name,
  countyName: counties.name,
  isActive: customers.isActive,
  isFlag: customers.isFlag,
  flagDescription: customers.flagDescription,
  createdAt: customers.createdAt,
};

export type CustomerValues = Pick<
  typeof customers.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'birthDate'
  | 'emailAddress'
  | 'cityId'
  | 'countyId'
  | 'addressDetail'
>;

async function findCustomerWhere(db: SealedDb, condition: SQL) {
  const [row] = await unsealed(db)
    .select(customerWithAddress)
    .from(customers)
    .leftJoin(cities, eq(cities.id, customers.cityId))
    .leftJoin(counties, eq(counties.id, customers.countyId))
    .where(condition)
    .limit(1);
  return row ?? null;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerWhere>>>;

export function findCustomerById(db: SealedDb, id: string): Promise<CustomerRow | null> {
  return findCustomerWhere(db, eq(customers.id, id));
}

/**
 * The incoming-call path: the customer with this stored phone and their cards (active card
 * first, as findCardsOfCustomer orders them) in ONE query on the unique phone index.
 */
export async function findCustomerWithCardsByPhone(db: SealedDb, phoneNumber: string) {
  // Raw outer reference: in a select list drizzle leaves columns unqualified, and a bare "id"
  // inside the subquery would mean the card's id.
  const cards = sql<TLoyaltyCard[]>`coalesce((
    select json_agg(json_build_object('id', lc.id, 'number', lc.number,
      'customerId', lc.customer_id, 'isActiveCard', lc.is_active_card, 'isActive', lc.is_active)
      order by lc.is_active_card desc, lc.created_at, lc.id)
    from loyalty_cards lc where lc.customer_id = ${sql.raw('"customers"."id"')}), '[]'::json)`;
  const [row] = await unsealed(db)
    .select({ ...customerWithAddress, cards })
    .from(customers)
    .leftJoin(cities, eq(cities.id, customers.cityId))
    .leftJoin(counties, eq(counties.id, customers.countyId))
    .where(eq(customers.phoneNumber, phoneNumber))
    .limit(1);
  return row ?? null;
}

export async function customerExists(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row !== undefined;
}

/** Locks the customer row for the rest of the transaction; false when there is none. */
export async function lockCustomer(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row !== undefined;
}

/** True when another customer than `exceptId` holds this phone number. */
export async function isPhoneNumberTaken(
  db: SealedDb,
  phoneNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.phoneNumber, phoneNumber),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The city a county belongs to, or null for an unknown county. */
export async function findCityIdOfCounty(db: SealedDb, countyId: number): Promise<number | null> {
  const [row] = await unsealed(db)
    .select({ cityId: counties.cityId })
    .from(counties)
    .where(eq(counties.id, countyId))
    .limit(1);
  return row?.cityId ?? null;
}

export async function insertCustomer(
  db: SealedDb,
  values: CustomerValues & { id: string; createdByUserId: string },
): Promise<void> {
  await unsealed(db).insert(customers).values(values);
}

/** Updates the editable fields; false when the customer does not exist. */
export async function updateCustomer(
  db: SealedDb,
  id: string,
  values: CustomerValues,
): Promise<boolean> {
  const rows = await unsealed(db)
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function updateCustomerActiveStatus(
  db: SealedDb,
  id: string,
  isActive: boolean,
): Promise<boolean> {
  const rows = await unsealed(db)
    .update(customers)
    .set({ isActive, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function updateCustomerFlag(
  db: SealedDb,
  id: string,
  flag: { isFlag: boolean; flagDescription: string | null },
): Promise<boolean> {
  const rows = await unsealed(db)
    .update(customers)
    .set({ ...flag, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * One page of the customer list (no joins: the list shows no address). The page's ids are
 * found first on the index alone, then only those rows are read, so a deep page skips index
 * entries instead of reading every skipped row.
 */
export function findCustomerListPage(db: SealedDb, query: CompiledListQuery) {
  const pageIds = unsealed(db)
    .select({ id: customers.id })
    .from(customers)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  return unsealed(db)
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phoneNumber: customers.phoneNumber,
      emailAddress: customers.emailAddress,
      isActive: customers.isActive,
      isFlag: customers.isFlag,
      flagDescription: customers.flagDescription,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(inArray(customers.id, pageIds))
    .orderBy(...query.orderBy);
}

/**
 * The number of customers with these flags, from the trigger-kept customer_counts table:
 * exact, and one row read instead of a count over every customer.
 */
export async function countCustomersByFlags(
  db: SealedDb,
  flags: { isActive?: boolean; isFlag?: boolean },
): Promise<number> {
  const [row] = await unsealed(db)
    .select({ total: sql<string | null>`sum(${customerCounts.total})` })
    .from(customerCounts)
    .where(
      and(
        flags.isActive === undefined ? undefined : eq(customerCounts.isActive, flags.isActive),
        flags.isFlag === undefined ? undefined : eq(customerCounts.isFlag, flags.isFlag),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function countCustomers(db: SealedDb, where: SQL | undefined): Promise<number> {
  const [row] = await unsealed(db).select({ total: count() }).from(customers).where(where);
  return row?.total ?? 0;
}

/** How many active (isActive) cards each of these customers has; absent ids have none. */
export async function countActiveCardsOfCustomers(
  db: SealedDb,
  customerIds: string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await unsealed(db)
    .select({ customerId: loyaltyCards.customerId, total: count() })
    .from(loyaltyCards)
    .where(and(inArray(loyaltyCards.customerId, customerIds), eq(loyaltyCards.isActive, true)))
    .groupBy(loyaltyCards.customerId);
  return new Map(rows.map((row) => [row.customerId, row.total]));
}
