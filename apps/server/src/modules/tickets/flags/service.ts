import type { TTicketAuthority } from '@ccms/contract/tickets-detail/schemas';
import type {
  TTicketFlags,
  TUpdateComplaintRequest,
  TUpdateReportingRequest,
} from '@ccms/contract/tickets-extras';
import type { CurrentUser } from '../../../platform/access.ts';
import { forbidden } from '../../../platform/errors.ts';
import { inTransaction, type Sealed } from '../../../platform/sealed-db.ts';
import { assertCurrentVersion, loadTicketAuthority } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  findTicketFlags,
  insertUpdateHistory,
  type TicketFlagRow,
  updateTicketFlags,
} from './repository.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock'>>;
type FlagName = 'isRemovedFromReporting' | 'isFromComplaint';

/** The update-history line of each switch, like the edit's "Kategori: Eski → Yeni". */
const HISTORY_LABELS: Record<FlagName, string> = {
  isRemovedFromReporting: 'Raporlamadan çıkarıldı',
  isFromComplaint: 'Şikayetten geldi',
};
const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');

const toFlags = (row: TicketFlagRow): TTicketFlags => ({
  id: row.id,
  version: row.version,
  removedReporting: row.isRemovedFromReporting,
  isFromComplaint: row.isFromComplaint,
});

/**
 * Sets one flag of a ticket the user can see, in one transaction with the row locked: the
 * version is checked when sent, then bumped with updatedAt / By and an update-history line.
 * Setting the value the ticket already has changes nothing.
 */
async function setTicketFlag(
  deps: Deps,
  user: CurrentUser,
  change: { ticketId: string; version?: number; flag: FlagName; value: boolean },
  authorize: (authority: TTicketAuthority) => void,
): Promise<TTicketFlags> {
  return inTransaction(deps.db, async (tx) => {
    const access = await loadTicketAuthority(tx, user, change.ticketId, { lock: true });
    authorize(access.authority);
    assertCurrentVersion(access.ticket, change.version);
    const current = await findTicketFlags(tx, change.ticketId);
    if (current[change.flag] === change.value) return toFlags(current);
    const at = deps.clock.now();
    const updated = await updateTicketFlags(
      tx,
      change.ticketId,
      { [change.flag]: change.value },
      { userId: user.id, at },
    );
    await insertUpdateHistory(tx, {
      ticketId: change.ticketId,
      description: `${HISTORY_LABELS[change.flag]}: ${yesNo(current[change.flag])} → ${yesNo(change.value)}`,
      createdByUserId: user.id,
      createdAt: at,
    });
    return toFlags(updated);
  });
}

/**
 * ticket/UpdateReportingInformation (the route requires Ticket.CanEditReporting): IsReporting
 * false removes the ticket from reporting.
 */
export function updateReportingInformation(
  deps: Deps,
  user: CurrentUser,
  request: TUpdateReportingRequest,
): Promise<TTicketFlags> {
  return setTicketFlag(
    deps,
    user,
    {
      ticketId: request.Id,
      version: request.version,
      flag: 'isRemovedFromReporting',
      value: !request.IsReporting,
    },
    () => {},
  );
}

/** ticket/UpdateComplaintInformation: whoever may edit the ticket (canEditComplaint), 403 else. */
export function updateComplaintInformation(
  deps: Deps,
  user: CurrentUser,
  request: TUpdateComplaintRequest,
): Promise<TTicketFlags> {
  return setTicketFlag(
    deps,
    user,
    {
      ticketId: request.Id,
      version: request.version,
      flag: 'isFromComplaint',
      value: request.IsFromComplaint,
    },
    (authority) => {
      if (!authority.canEditComplaint) throw forbidden();
    },
  );
}
