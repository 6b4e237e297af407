import type { TUser } from '@ccms/contract/organisation/schemas';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import type { CompiledListQuery } from '../../../platform/query-format.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const userRowColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  userType: users.userType,
  isActive: users.isActive,
};
const userColumns = { ...userRowColumns, userName: users.userName };

/** One page of users: names, e-mail address, user type and active state. */
export function findUserPage(db: SealedDb, query: CompiledListQuery): Promise<TUserRow[]> {
  return unsealed(db)
    .select(userRowColumns)
    .from(users)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

/** How many users match the page's filters, without paging. */
export async function countUsers(db: SealedDb, where: SQL | undefined): Promise<number> {
  const [row] = await unsealed(db).select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

/** Every active user by name and surname. */
export function findActiveUsers(db: SealedDb): Promise<TUserRow[]> {
  return unsealed(db)
    .select(userRowColumns)
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(
      asc(turkishOrder(users.name)),
      asc(turkishOrder(users.surname)),
      asc(users.name),
      asc(users.surname),
      asc(users.id),
    );
}

/** A user by id, or null. */
export async function findUserById(db: SealedDb, id: string): Promise<TUser | null> {
  const [row] = await unsealed(db).select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A user by id, locked for the rest of the transaction, or null. */
export async function lockUserRow(tx: SealedTx, id: string): Promise<TUser | null> {
  const [row] = await unsealed(tx)
    .select(userColumns)
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Whether a user other than `exceptId` has this e-mail address, compared with lower() on both
 * sides as the unique index `users_email_lower_unique` does.
 */
export async function isEmailTaken(
  db: SealedDb,
  emailAddress: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = lower(${emailAddress.trim()})`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUserRow(tx: SealedDb, values: Omit<TUser, 'id'>): Promise<TUser> {
  const [row] = await unsealed(tx).insert(users).values(values).returning(userColumns);
  return row!;
}

export async function updateUserRow(
  tx: SealedDb,
  id: string,
  values: Partial<Omit<TUser, 'id'>>,
): Promise<TUser> {
  const [row] = await unsealed(tx)
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning(userColumns);
  return row!;
}

/** Stores a new password hash (the one-time link's page). */
export async function setUserPasswordHash(tx: SealedDb, id: string, passwordHash: string) {
  await unsealed(tx).update(users).set({ passwordHash }).where(eq(users.id, id));
}
