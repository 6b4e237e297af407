import { eq } from 'drizzle-orm';
import { mailGroupExtraUsers, mailGroupRoles, mailGroups } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const rowColumns = { id: mailGroups.id, name: mailGroups.name, isActive: mailGroups.isActive };

/** The group, locked for the rest of the transaction; null when there is none. */
export async function lockMailGroupRow(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select(rowColumns)
    .from(mailGroups)
    .where(eq(mailGroups.id, id))
    .for('update');
  return row ?? null;
}

/** Inserts the group unless its id is taken; null when it was. */
export async function insertMailGroupRow(
  tx: SealedDb,
  values: { id: string; name: string; isActive: boolean },
) {
  const [row] = await unsealed(tx)
    .insert(mailGroups)
    .values(values)
    .onConflictDoNothing({ target: mailGroups.id })
    .returning(rowColumns);
  return row ?? null;
}

export async function updateMailGroupRow(
  tx: SealedDb,
  id: string,
  values: { name: string; isActive: boolean },
) {
  await unsealed(tx).update(mailGroups).set(values).where(eq(mailGroups.id, id));
}

/** The group's internal roles and extra users become exactly these. */
export async function replaceMailGroupMembers(
  tx: SealedDb,
  id: string,
  members: { roleIds: string[]; emails: string[] },
) {
  await unsealed(tx).delete(mailGroupRoles).where(eq(mailGroupRoles.mailGroupId, id));
  await unsealed(tx).delete(mailGroupExtraUsers).where(eq(mailGroupExtraUsers.mailGroupId, id));
  if (members.roleIds.length > 0) {
    await unsealed(tx)
      .insert(mailGroupRoles)
      .values(members.roleIds.map((roleId) => ({ mailGroupId: id, roleId })));
  }
  if (members.emails.length > 0) {
    await unsealed(tx)
      .insert(mailGroupExtraUsers)
      .values(members.emails.map((emailAddress) => ({ mailGroupId: id, emailAddress })));
  }
}

/** Deletes the group; its roles and extra users go with it (foreign keys cascade). */
export async function deleteMailGroupRow(tx: SealedDb, id: string) {
  await unsealed(tx).delete(mailGroups).where(eq(mailGroups.id, id));
}
