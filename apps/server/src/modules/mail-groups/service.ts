import type { TPaged } from '@ccms/contract/envelope';
import {
  MAIL_GROUP_MESSAGES as M,
  type TMailGroup,
  type TMailGroupOption,
} from '@ccms/contract/mail-groups';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  findAllMailGroups,
  findMailGroupById,
  findMailGroupMembers,
  findMailGroupPage,
  MAIL_GROUP_LIST,
} from './repository.ts';

/*
 * Mail groups (docs/domain.md §14.6). This file is the module's face: the
 * breakdown administration checks the group it is given through findMailGroup. The writes are
 * in write-service.ts.
 */

/** Every mail group, active or not, in Turkish alphabetical order. */
export async function listMailGroups(db: SealedDb): Promise<TMailGroupOption[]> {
  const rows = await findAllMailGroups(db);
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** A mail group by id, or null; inside a transaction too (it then waits for a deactivation). */
export function findMailGroup(db: SealedDb, id: string): Promise<TMailGroupOption | null> {
  return findMailGroupById(db, id);
}

/** The groups with their roles, extra users and how many live breakdowns use each. */
export async function withMembers(db: SealedDb, rows: TMailGroupOption[]): Promise<TMailGroup[]> {
  const { roleRows, userRows, setCounts } = await findMailGroupMembers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const internalRoles = roleRows
      .filter((role) => role.groupId === row.id)
      .map(({ id, name }) => ({ id, name }));
    return {
      ...row,
      internalRoleIds: internalRoles.map((role) => role.id),
      extraUsers: userRows.filter((user) => user.groupId === row.id).map((user) => user.email),
      internalRoles,
      categorySetCount: setCounts.find((set) => set.groupId === row.id)?.n ?? 0,
    };
  });
}

/** mailgroups/getMailGroupsPage: by name unless asked otherwise, 30 a page. */
export async function getMailGroupsPage(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TMailGroup>> {
  const query = compileListQuery(MAIL_GROUP_LIST, formatter);
  const { rows, total } = await findMailGroupPage(db, query);
  return toPaged(await withMembers(db, rows), total, query.pageNumber);
}

/** mailgroups/getMailGroup: one group with its members; 404 when there is none. */
export async function getMailGroup(db: SealedDb, id: string): Promise<TMailGroup> {
  const row = await findMailGroupById(db, id);
  if (!row) throw notFound(M.notFound);
  const [group] = await withMembers(db, [row]);
  return group!;
}
