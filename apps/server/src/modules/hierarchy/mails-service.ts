import { HIERARCHY_MESSAGES } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetMail } from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { breakdownLabel } from './audit-entries.ts';
import { lockCategorySetRow } from './category-sets-repository.ts';
import {
  findMailsOfCategorySet,
  insertMailRow,
  isMailTaken,
  lockMailRow,
  updateMailRow,
} from './mails-repository.ts';
import { findCategorySetById } from './repository.ts';

/*
 * Breakdown mail addresses (docs/domain.md §14.1 Breakdown mails): addresses of one breakdown,
 * each once (case-insensitively), always 'TO'; deleting keeps the row as deleted.
 */

const mailLabel = async (tx: SealedDb, mail: TCategorySetMail) =>
  `${mail.emailAddress} (${await breakdownLabel(tx, mail.ticketCategorySetId)})`;

/** GetCategorySetMails: a breakdown's addresses, not deleted, by address. */
export async function listCategorySetMails(
  db: SealedDb,
  categorySetId: string,
): Promise<TCategorySetMail[]> {
  if (!(await findCategorySetById(db, categorySetId))) {
    throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  }
  return findMailsOfCategorySet(db, categorySetId);
}

/** CheckDublicateCategorySetMail: whether another row of the breakdown has the address. */
export function isCategorySetMailTaken(
  db: SealedDb,
  input: { ticketCategorySetId: string; emailAddress: string; id?: string },
): Promise<boolean> {
  return isMailTaken(db, { ...input, exceptId: input.id });
}

/** CreateOrUpdateCategorySetMail: a new address (the client's id) or a change of one. */
export async function saveCategorySetMail(
  db: SealedDb,
  user: CurrentUser,
  input: { id: string; ticketCategorySetId: string; emailAddress: string; isActive: boolean },
): Promise<Written<TCategorySetMail>> {
  return inTransaction(db, async (tx) => {
    // Holding the breakdown serialises its address writes, so a duplicate cannot slip in.
    if (!(await lockCategorySetRow(tx, input.ticketCategorySetId))) {
      throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
    }
    const before = await lockMailRow(tx, input.id);
    if (before && (before.isDeleted || before.ticketCategorySetId !== input.ticketCategorySetId)) {
      throw notFound(M.mailNotFound);
    }
    if (await isMailTaken(tx, { ...input, exceptId: input.id })) throw conflict(M.duplicateMail);
    const values = { emailAddress: input.emailAddress, isActive: input.isActive };
    if (
      before &&
      before.emailAddress === values.emailAddress &&
      before.isActive === values.isActive
    ) {
      return { data: before, messages: [MESSAGES.saved] };
    }
    const after = before
      ? await updateMailRow(tx, input.id, values)
      : await insertMailRow(tx, {
          id: input.id,
          ticketCategorySetId: input.ticketCategorySetId,
          ...values,
        });
    await recordAudit(tx, {
      user,
      entityType: 'categorySetMail',
      entityId: after.id,
      entityLabel: await mailLabel(tx, after),
      action: before ? 'update' : 'create',
      before,
      after,
    });
    return { data: after, messages: [MESSAGES.saved] };
  });
}

/** DeleteCategorySetMail: marks the address deleted; the audit log keeps what it was. */
export async function deleteCategorySetMail(
  db: SealedDb,
  user: CurrentUser,
  id: string,
): Promise<Written<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    const before = await lockMailRow(tx, id);
    if (!before || before.isDeleted) throw notFound(M.mailNotFound);
    await updateMailRow(tx, id, { isDeleted: true });
    await recordAudit(tx, {
      user,
      entityType: 'categorySetMail',
      entityId: id,
      entityLabel: await mailLabel(tx, before),
      action: 'delete',
      before,
      after: null,
    });
    return { data: { id }, messages: [M.mailDeleted] };
  });
}
