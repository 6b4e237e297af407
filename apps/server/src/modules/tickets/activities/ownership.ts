import { readRuleFlags } from '@ccms/contract/hierarchy';
import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import { isStoreRoleType } from '@ccms/contract/tickets-activities/rules';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { badRequest } from '../../../platform/errors.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { findActiveRulesOfRuleSet } from '../../hierarchy/index.ts';
import { findUnitsHoldingRole, type TicketForActivity } from './repository.ts';

export type TicketOwner = { roleId: string; storeId: string };

/**
 * Who owns the ticket after an activity (docs/domain.md §3 'Ownership moves'):
 * - 4 Yönlendir: the transfer role, at the chosen store for a store-type role; a department
 *   role at the rule set's solution unit when the role is held there, else at the first unit
 *   (by name) where an active user holds it. A role held nowhere cannot receive the ticket.
 * - 2 Cevaplandı: back to the (role, unit) that created it, or the current owner when unknown.
 * - anything else: the current owner keeps it.
 */
export async function planTicketOwner(
  db: SealedDb,
  ticket: TicketForActivity,
  status: number,
  transfer: { roleId: string; roleType: number; storeId: string | null } | null,
): Promise<TicketOwner> {
  const current = { roleId: ticket.currentRoleId, storeId: ticket.responsibleStoreId };
  if (status === TICKET_STATUS.answered) {
    return ticket.creatorRoleId && ticket.creatorStoreId
      ? { roleId: ticket.creatorRoleId, storeId: ticket.creatorStoreId }
      : current;
  }
  if (status !== TICKET_STATUS.forwarded || !transfer) return current;
  if (isStoreRoleType(transfer.roleType)) {
    // validateActivityForm has required the store for a store-type role.
    return { roleId: transfer.roleId, storeId: transfer.storeId ?? current.storeId };
  }
  const units = await findUnitsHoldingRole(db, transfer.roleId);
  const solutionUnitId = ticket.ruleSetId
    ? readRuleFlags(await findActiveRulesOfRuleSet(db, ticket.ruleSetId)).solutionUnitId
    : null;
  const unit = units.find((candidate) => candidate.storeId === solutionUnitId) ?? units[0];
  if (!unit) throw badRequest(M.transferRoleNotHeld);
  return { roleId: transfer.roleId, storeId: unit.storeId };
}

export const sameOwner = (a: TicketOwner, b: TicketOwner) =>
  a.roleId === b.roleId && a.storeId === b.storeId;
