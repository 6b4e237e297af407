import {
  MAIL_GROUP_MESSAGES as M,
  type TMailGroupSaved,
  type ZMailGroupWrite,
} from '@ccms/contract/mail-groups';
import { MESSAGES } from '@ccms/contract/messages';
import type { z } from 'zod';
import type { CurrentUser } from '../../platform/access.ts';
import { type AuditInput, recordAudit } from '../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { takeMailGroupOffCategorySets } from '../hierarchy/index.ts';
import {
  findRoleIds,
  findUserEmails,
  isMailGroupNameTaken,
  lockMailGroupNames,
} from './repository.ts';
import { withMembers } from './service.ts';
import {
  deleteMailGroupRow,
  insertMailGroupRow,
  lockMailGroupRow,
  replaceMailGroupMembers,
  updateMailGroupRow,
} from './write-repository.ts';

type Input = z.output<typeof ZMailGroupWrite>;
type GroupFields = {
  id: string;
  name: string;
  isActive: boolean;
  internalRoleIds: string[];
  extraUsers: string[];
};

/**
 * mailgroups/createOrUpdateMailGroup (docs/domain.md §14.6): a new group (`isNew`, with the
 * client's id) or a saved one, with a unique name, known roles and users' e-mail addresses.
 * Turning it off takes it off its breakdowns in the same transaction, and the answer carries
 * the warning that says from which. Saving a group as it is records nothing.
 */
export async function saveMailGroup(
  db: SealedDb,
  user: CurrentUser,
  input: Input,
): Promise<Written<TMailGroupSaved>> {
  return inTransaction(db, async (tx) => {
    await lockMailGroupNames(tx);
    const before = input.isNew ? null : await lockedFields(tx, input.id);
    const renamed = before === null || nameKey(before.name) !== nameKey(input.name);
    if (renamed && (await isMailGroupNameTaken(tx, input.name, input.id))) {
      throw conflict(M.duplicateName);
    }
    const after: GroupFields = {
      id: input.id,
      name: input.name,
      isActive: input.isActive,
      internalRoleIds: [...new Set(input.internalRoleIds)].sort(),
      extraUsers: await knownUserEmails(tx, input.extraUsers),
    };
    if ((await findRoleIds(tx, after.internalRoleIds)).size !== after.internalRoleIds.length) {
      throw badRequest(M.roleNotFound);
    }
    if (before && JSON.stringify(before) === JSON.stringify(after)) {
      return { data: await savedGroup(tx, after.id, 0), messages: [MESSAGES.saved] };
    }
    if (before) await updateMailGroupRow(tx, after.id, after);
    else if (!(await insertMailGroupRow(tx, after))) throw conflict(M.idTaken);
    await replaceMailGroupMembers(tx, after.id, {
      roleIds: after.internalRoleIds,
      emails: after.extraUsers,
    });
    const isDeactivated = before?.isActive === true && !after.isActive;
    const detached = isDeactivated ? await detach(tx, user, after.id) : NOTHING_DETACHED;
    await recordAudit(tx, [
      {
        user,
        entityType: 'mailGroup',
        entityId: after.id,
        entityLabel: after.name,
        action: before ? 'update' : 'create',
        before,
        after,
      },
      ...detached.entries,
    ]);
    const messages: string[] = [MESSAGES.saved];
    if (detached.warning) messages.push(detached.warning);
    return { data: await savedGroup(tx, after.id, detached.count), messages };
  });
}

/** mailgroups/deleteMailGroup: the group leaves its breakdowns and is deleted, audited. */
export async function deleteMailGroup(
  db: SealedDb,
  user: CurrentUser,
  id: string,
): Promise<Written<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    const before = await lockedFields(tx, id);
    const detached = await detach(tx, user, id);
    await deleteMailGroupRow(tx, id);
    await recordAudit(tx, [
      ...detached.entries,
      {
        user,
        entityType: 'mailGroup',
        entityId: id,
        entityLabel: before.name,
        action: 'delete',
        before,
        after: null,
      },
    ]);
    const messages: string[] = [M.deleted];
    if (detached.warning) messages.push(detached.warning);
    return { data: { id }, messages };
  });
}

/**
 * mailgroups/deleteMailGroupFromTicketCategorySet: takes the group off every breakdown; the
 * answer is the warning text, or null when no breakdown had it.
 */
export async function removeMailGroupFromCategorySets(
  db: SealedDb,
  user: CurrentUser,
  id: string,
): Promise<Written<string | null>> {
  return inTransaction(db, async (tx) => {
    await lockedFields(tx, id);
    const detached = await detach(tx, user, id);
    await recordAudit(tx, detached.entries);
    return { data: detached.warning, messages: [MESSAGES.saved] };
  });
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('tr-TR');

async function lockedFields(tx: SealedDb, id: string): Promise<GroupFields> {
  const row = await lockMailGroupRow(tx, id);
  if (!row) throw notFound(M.notFound);
  const [group] = await withMembers(tx, [row]);
  const { internalRoleIds, extraUsers } = group!;
  return {
    ...row,
    internalRoleIds: [...internalRoleIds].sort(),
    extraUsers: [...extraUsers].sort(),
  };
}

/** The addresses as the users have them, once each, sorted; an unknown one is a 400. */
async function knownUserEmails(tx: SealedDb, emails: string[]): Promise<string[]> {
  const known = await findUserEmails(tx, emails);
  const unknown = emails.filter((email) => !known.has(email.toLowerCase()));
  if (unknown.length > 0) throw badRequest(M.usersNotFound([...new Set(unknown)]));
  return [...new Set(emails.map((email) => known.get(email.toLowerCase()) as string))].sort();
}

type Detached = { count: number; warning: string | null; entries: AuditInput[] };
const NOTHING_DETACHED: Detached = { count: 0, warning: null, entries: [] };

/** Takes the group off its breakdowns; one audit entry per breakdown it was on. */
async function detach(tx: SealedDb, user: CurrentUser, id: string): Promise<Detached> {
  const { labels, entries } = await takeMailGroupOffCategorySets(tx, user, id);
  if (entries.length === 0) return NOTHING_DETACHED;
  return { count: entries.length, warning: M.removedFromCategorySets(labels), entries };
}

async function savedGroup(tx: SealedDb, id: string, removed: number): Promise<TMailGroupSaved> {
  const row = await lockMailGroupRow(tx, id);
  const [group] = await withMembers(tx, [row!]);
  return { ...group!, removedFromCategorySets: removed };
}
