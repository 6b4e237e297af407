import type { TUserRow } from '@ccms/contract/users';
import { count, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { CompiledListQuery } from '../../platform/query-format.ts';

/** One page of users: names, e-mail address, user type and active state. */
export function findUserPage(db: Executor, query: CompiledListQuery): Promise<TUserRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      userType: users.userType,
      isActive: users.isActive,
    })
    .from(users)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

/** How many users match the page's filters, without paging. */
export async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}
