import type { TPaged } from '@ccms/contract/envelope';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { TTransferTarget } from '@ccms/contract/tickets-activities/schemas';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { ROLE_LIST } from './list-definition-repository.ts';
import { findRolePage, findTransferTargets } from './repository.ts';

/** The roles a ticket may be forwarded to (docs/domain.md, "Ticket detail"). */
export function listTransferTargets(db: SealedDb): Promise<TTransferTarget[]> {
  return findTransferTargets(db);
}

/** roles/list: one page of the active roles by the query format (name ascending by default). */
export async function listRoles(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TRoleRow>> {
  const query = compileListQuery(ROLE_LIST, formatter);
  const { rows, total } = await findRolePage(db, query);
  return toPaged(rows, total, query.pageNumber);
}
