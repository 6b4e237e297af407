import type { SealedDb } from '../../../platform/sealed-db.ts';
import { moveOpenTicketsToWriteRole, type OwnerMove } from './repository.ts';

/**
 * After a change of a rule set's flows (docs/domain.md §14.2), for the rule set administration
 * through tickets/index.ts: the open tickets of the set whose owner role left its flows go to
 * its write role, in the caller's transaction and one set-based statement. A ticket moves when
 * its owner is the deleted flow's role, or when its owner role is no flow of the set and it has
 * never changed owner since creation (the owner came from the write flow of the time). A ticket
 * a person forwarded to a role outside the set stays there: forwarding to any role is normal
 * work. Each moved ticket gets a new version, an activity that keeps its status and names the
 * new owner, and a new flow row. Answers how many moved.
 */
export function moveOrphanedOpenTickets(tx: SealedDb, move: OwnerMove): Promise<number> {
  return moveOpenTicketsToWriteRole(tx, move);
}
