import type { TMailGroupOption } from '@ccms/contract/mail-groups';
import type { Executor } from '../../platform/db.ts';
import { findAllMailGroups, findMailGroupById } from './repository.ts';

/*
 * Mail groups (spec §7 Mail groups). This file is the module's face: the breakdown
 * administration checks the group it is given through findMailGroup.
 */

/** Every mail group, active or not, in Turkish alphabetical order. */
export async function listMailGroups(db: Executor): Promise<TMailGroupOption[]> {
  const rows = await findAllMailGroups(db);
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** A mail group by id, or null; inside a transaction too. */
export function findMailGroup(db: Executor, id: string): Promise<TMailGroupOption | null> {
  return findMailGroupById(db, id);
}
