import { PAGE_SIZES } from '@ccms/contract/constants';
import { MAIL_GROUP_LIST_FILTERS, MAIL_GROUP_LIST_SORTABLE } from '@ccms/contract/mail-groups';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  roles,
  ticketCategorySets,
  users,
} from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-lower.ts';
import { hasSameName } from '../../db/unique-names.ts';
import { type CompiledListQuery, defineList } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const optionColumns = { id: mailGroups.id, name: mailGroups.name, isActive: mailGroups.isActive };

export function findAllMailGroups(db: SealedDb) {
  return unsealed(db).select(optionColumns).from(mailGroups);
}

/**
 * A mail group by id, or null. Read `for share` inside a transaction, so a breakdown given the
 * group waits for a deactivation under way and then sees the group inactive.
 */
export async function findMailGroupById(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select(optionColumns)
    .from(mailGroups)
    .where(eq(mailGroups.id, id))
    .for('share');
  return row ?? null;
}

/** The whitelist of mailgroups/getMailGroupsPage. */
export const MAIL_GROUP_LIST = defineList({
  filters: MAIL_GROUP_LIST_FILTERS,
  sortable: MAIL_GROUP_LIST_SORTABLE,
  columns: { name: mailGroups.name, isActive: mailGroups.isActive },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: mailGroups.id,
  defaultPageSize: PAGE_SIZES.mailGroups,
});

export async function findMailGroupPage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select(optionColumns)
      .from(mailGroups)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(mailGroups).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The roles (by name), extra users and live breakdown count of each of the groups. */
export async function findMailGroupMembers(db: SealedDb, ids: string[]) {
  if (ids.length === 0) return { roleRows: [], userRows: [], setCounts: [] };
  const [roleRows, userRows, setCounts] = await Promise.all([
    unsealed(db)
      .select({ groupId: mailGroupRoles.mailGroupId, id: roles.id, name: roles.name })
      .from(mailGroupRoles)
      .innerJoin(roles, eq(roles.id, mailGroupRoles.roleId))
      .where(inArray(mailGroupRoles.mailGroupId, ids))
      .orderBy(asc(turkishOrder(roles.name)), asc(roles.name)),
    unsealed(db)
      .select({ groupId: mailGroupExtraUsers.mailGroupId, email: mailGroupExtraUsers.emailAddress })
      .from(mailGroupExtraUsers)
      .where(inArray(mailGroupExtraUsers.mailGroupId, ids))
      .orderBy(asc(mailGroupExtraUsers.emailAddress)),
    unsealed(db)
      .select({ groupId: ticketCategorySets.mailGroupId, n: count() })
      .from(ticketCategorySets)
      .where(
        and(inArray(ticketCategorySets.mailGroupId, ids), eq(ticketCategorySets.isDeleted, false)),
      )
      .groupBy(ticketCategorySets.mailGroupId),
  ]);
  return { roleRows, userRows, setCounts };
}

/** Serialises name writes: names are unique the Turkish way, which no index can hold. */
export async function lockMailGroupNames(tx: SealedDb): Promise<void> {
  await unsealed(tx).execute(sql`select pg_advisory_xact_lock(hashtext('mail-group-names'))`);
}

/** Whether a group other than `exceptId` has the name (Turkish case, spaces at the ends aside). */
export async function isMailGroupNameTaken(db: SealedDb, name: string, exceptId: string) {
  const [row] = await unsealed(db)
    .select({ id: mailGroups.id })
    .from(mailGroups)
    .where(and(hasSameName(mailGroups.name, name), ne(mailGroups.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The ids among `ids` that are roles. */
export async function findRoleIds(db: SealedDb, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await unsealed(db)
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The users' e-mail addresses as stored, by their lower case, for the given addresses. */
export async function findUserEmails(db: SealedDb, emails: string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await unsealed(db)
    .select({ email: users.emailAddress })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.emailAddress})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.email]));
}
