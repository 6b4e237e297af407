import { eq, inArray, sql } from 'drizzle-orm';
import {
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

const rowColumns = { id: mailGroups.id, name: mailGroups.name, isActive: mailGroups.isActive };

/** The group, locked for the rest of the transaction; null when there is none. */
export async function lockMailGroupRow(tx: Executor, id: string) {
  const [row] = await tx
    .select(rowColumns)
    .from(mailGroups)
    .where(eq(mailGroups.id, id))
    .for('update');
  return row ?? null;
}

/** Inserts the group unless its id is taken; null when it was. */
export async function insertMailGroupRow(
  tx: Executor,
  values: { id: string; name: string; isActive: boolean },
) {
  const [row] = await tx
    .insert(mailGroups)
    .values(values)
    .onConflictDoNothing({ target: mailGroups.id })
    .returning(rowColumns);
  return row ?? null;
}

export async function updateMailGroupRow(
  tx: Executor,
  id: string,
  values: { name: string; isActive: boolean },
) {
  await tx.update(mailGroups).set(values).where(eq(mailGroups.id, id));
}

/** The group's internal roles and extra users become exactly these. */
export async function replaceMailGroupMembers(
  tx: Executor,
  id: string,
  members: { roleIds: string[]; emails: string[] },
) {
  await tx.delete(mailGroupRoles).where(eq(mailGroupRoles.mailGroupId, id));
  await tx.delete(mailGroupExtraUsers).where(eq(mailGroupExtraUsers.mailGroupId, id));
  if (members.roleIds.length > 0) {
    await tx
      .insert(mailGroupRoles)
      .values(members.roleIds.map((roleId) => ({ mailGroupId: id, roleId })));
  }
  if (members.emails.length > 0) {
    await tx
      .insert(mailGroupExtraUsers)
      .values(members.emails.map((emailAddress) => ({ mailGroupId: id, emailAddress })));
  }
}

/** Deletes the group; its roles and extra users go with it (foreign keys cascade). */
export async function deleteMailGroupRow(tx: Executor, id: string) {
  await tx.delete(mailGroups).where(eq(mailGroups.id, id));
}

/**
 * Takes the group off every breakdown that has it, deleted ones too (a deleted breakdown must
 * not keep a deleted group's id). Answers the live breakdowns it changed, as they are now.
 */
export async function detachMailGroupFromCategorySets(tx: Executor, id: string) {
  const rows = await tx
    .update(ticketCategorySets)
    .set({ mailGroupId: null })
    .where(eq(ticketCategorySets.mailGroupId, id))
    .returning();
  return rows.filter((row) => !row.isDeleted);
}

/** 'Tip - Kategori - Alt kategori' of the breakdowns, in that order of names. */
export async function findCategorySetLabels(tx: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const sets = ticketCategorySets;
  return tx
    .select({
      id: sets.id,
      label: sql<string>`${ticketTypes.name} || ' - ' || ${ticketCategories.name} || ' - ' || ${ticketSubCategories.name}`,
    })
    .from(sets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, sets.typeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, sets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .where(inArray(sets.id, ids))
    .orderBy(ticketTypes.name, ticketCategories.name, ticketSubCategories.name);
}
