import type { TPaged } from '@ccms/contract/envelope';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { type TUserPageRow, USER_PAGE_NAME_FIELDS } from '@ccms/contract/organisation/users';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../../../platform/access.ts';
import { forbidden } from '../../../platform/errors.ts';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { USER_PAGE } from './list-definition-repository.ts';
import { countUsers, findUserPage } from './repository.ts';

/** The permission of the users screen; its holders (and Admins) see the staff list whole. */
export const USER_ADMINISTRATION_PERMISSION = 'Definition.WrapUps';

const NAME_FIELDS: ReadonlySet<string> = new Set(USER_PAGE_NAME_FIELDS);

/** Whether the caller sees e-mail addresses, types and states of other users. */
function seesStaffDetails(caller: CurrentUser): boolean {
  return caller.permissions.has('Admin') || caller.permissions.has(USER_ADMINISTRATION_PERMISSION);
}

/**
 * One page of users by the query format. Without the users administration (docs/domain.md §14.4
 * Staff list) the page carries names only, and filters or sorts on anything but the names are
 * refused: they would reveal the e-mail addresses, types and states row by row.
 */
export async function listUserPage(
  db: SealedDb,
  caller: CurrentUser,
  formatter: TQueryFormatter,
): Promise<TPaged<TUserPageRow>> {
  const isWhole = seesStaffDetails(caller);
  if (!isWhole) {
    const asked = [
      ...(formatter.filters ?? []).map((filter) => filter.propertyName),
      ...(formatter.sortings ?? []).map((sorting) => sorting.propertyName),
    ];
    if (asked.some((name) => !NAME_FIELDS.has(String(name).toLowerCase()))) {
      throw forbidden(M.staffDetailsNeeded);
    }
  }
  const query = compileListQuery(USER_PAGE, formatter);
  const [items, total] = await Promise.all([findUserPage(db, query), countUsers(db, query.where)]);
  const rows = isWhole ? items : items.map(({ id, name, surname }) => ({ id, name, surname }));
  return toPaged(rows, total, query.pageNumber);
}
