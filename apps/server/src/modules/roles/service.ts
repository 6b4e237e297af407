import type { TTransferTarget } from '@ccms/contract/ticket-activity/schemas';
import type { Database } from '../../platform/db.ts';
import { findTransferTargets } from './repository.ts';

/** The roles a ticket may be forwarded to (docs/domain.md, "Ticket detail"). */
export function listTransferTargets(db: Database): Promise<TTransferTarget[]> {
  return findTransferTargets(db);
}
