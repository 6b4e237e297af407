import type { TPaged } from '@ccms/contract/envelope';
import type { TUserRow } from '@ccms/contract/organisation/users';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { Database } from '../../../platform/db.ts';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import { USER_PAGE } from './list-definition-repository.ts';
import { countUsers, findUserPage } from './repository.ts';

/** One page of users by the query format. */
export async function listUserPage(
  db: Database,
  formatter: TQueryFormatter,
): Promise<TPaged<TUserRow>> {
  const query = compileListQuery(USER_PAGE, formatter);
  const [items, total] = await Promise.all([findUserPage(db, query), countUsers(db, query.where)]);
  return toPaged(items, total, query.pageNumber);
}
