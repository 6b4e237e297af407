import { ROLE_TYPES, STORE_ROLE_TYPES } from '@ccms/contract/constants';
import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import type { TTicketAuthority } from '@ccms/contract/tickets-detail/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { allOf } from '../../../platform/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  findAccessibleTicket,
  findFlowsOfRoles,
  findStoreIdsManagedBy,
  findVisibleTicketId,
} from './repository.ts';
import type { TicketViewer } from './visibility-repository.ts';

/*
 * The visibility conditions, SQL pieces that the list queries of other sub-modules compose with
 * their own (computed from the viewer, no query of their own).
 */
export {
  assignedTicketsCondition,
  type TicketViewer,
  ticketArmsBesideWholeStores,
  visibleTicketArms,
  visibleTicketsCondition,
} from './visibility-repository.ts';

/**
 * Loads the viewer; operators (role type 5) and Ticket.AllTickets holders see every ticket. The
 * roles held are the user's roles in stores, read with the user at authentication.
 */
export async function loadTicketViewer(db: SealedDb, user: CurrentUser): Promise<TicketViewer> {
  const held = user.rolesInStores;
  const pairs = held.map(({ roleId, storeId }) => ({ roleId, storeId }));
  const isOperator = held.some((pair) => pair.roleType === ROLE_TYPES.operator);
  if (isOperator || user.permissions.has('Ticket.AllTickets')) {
    return { seesAll: true, pairs, isOperator };
  }

  // In turn inside a transaction (a keyed create's, docs/domain.md §21): it has one connection.
  const [managed, flows] = await allOf(db, [
    () => findStoreIdsManagedBy(db, user.emailAddress.toLowerCase()),
    () => findFlowsOfRoles(db, [...new Set(pairs.map((p) => p.roleId))]),
  ]);
  const storeRoleTypes: readonly number[] = STORE_ROLE_TYPES;
  const wholeStores = new Set([
    ...held.filter((pair) => storeRoleTypes.includes(pair.roleType)).map((pair) => pair.storeId),
    ...managed,
  ]);
  const ruleSetsByStore = new Map<string, string[]>();
  for (const pair of pairs) {
    const ruleSetIds = flows.filter((f) => f.roleId === pair.roleId).map((f) => f.ruleSetId);
    if (ruleSetIds.length === 0) continue;
    ruleSetsByStore.set(pair.storeId, [
      ...new Set([...(ruleSetsByStore.get(pair.storeId) ?? []), ...ruleSetIds]),
    ]);
  }
  return {
    seesAll: false,
    pairs,
    isOperator: false,
    wholeStores: [...wholeStores],
    ruleSetsByStore,
  };
}

/**
 * Object-level access for every call of the ticket detail (docs/domain.md §2, §3): the ticket is loaded
 * only through the viewer's visibility condition (404 otherwise, for reads and writes alike), and
 * what the user may do on it is decided here once, for TicketAuthority and for the writes.
 */
export type AccessibleTicket = {
  id: string;
  status: number;
  version: number;
  storeId: string;
  ruleSetId: string | null;
  ticketCategorySetId: string;
  isManagerSee: boolean;
  currentRoleId: string;
  responsibleStoreId: string;
};

export type TicketAccess = {
  ticket: AccessibleTicket;
  viewer: TicketViewer;
  /** Whether the user is a call-centre operator (a role of type 5). */
  isOperator: boolean;
};

/**
 * Loads a live ticket the user may see, or throws 404. Inside a transaction pass `lock: true`:
 * the row is locked until commit, so writes on one ticket run one after the other and the
 * version check below cannot race.
 */
export async function loadTicketAccess(
  db: SealedDb,
  user: CurrentUser,
  ticketId: string,
  options: { lock?: boolean } = {},
): Promise<TicketAccess> {
  const viewer = await loadTicketViewer(db, user);
  const ticket = await findAccessibleTicket(db, viewer, ticketId, options.lock ?? false);
  if (!ticket) throw notFound(TICKET_DETAIL_MESSAGES.ticketNotFound);
  return { ticket, viewer, isOperator: viewer.isOperator };
}

/** Throws 404 unless the ticket is a live one the user may see. */
export async function assertTicketVisible(
  db: SealedDb,
  user: CurrentUser,
  ticketId: string,
): Promise<void> {
  const viewer = await loadTicketViewer(db, user);
  if (!(await findVisibleTicketId(db, viewer, ticketId))) throw notFound();
}

/**
 * A write based on an older version than the stored one is refused; a client that sends no
 * version (the spec's payloads have none) is not checked (docs/domain.md §3 Concurrency).
 */
export function assertCurrentVersion(ticket: AccessibleTicket, version: number | undefined): void {
  if (version !== undefined && ticket.version !== version) {
    throw conflict(TICKET_DETAIL_MESSAGES.staleVersion);
  }
}

const isClosed = (ticket: AccessibleTicket) => ticket.status === TICKET_STATUS.closed;

/** The ticket's current flow is one of the user's (role, unit) pairs. */
function ownsTicket(access: TicketAccess): boolean {
  const { ticket, viewer } = access;
  return viewer.pairs.some(
    (pair) => pair.roleId === ticket.currentRoleId && pair.storeId === ticket.responsibleStoreId,
  );
}

/**
 * What the user may do on the ticket (docs/domain.md §2, §3). Open tickets take
 * activities from their current owner, from call-centre operators and from Admin; closed ones
 * only from Ticket.CanSeeActivityPlus holders. Closed tickets are edited only by Admin, and
 * managers edit only tickets of manager-visible breakdowns.
 */
export function ticketAuthority(user: CurrentUser, access: TicketAccess): TTicketAuthority {
  const has = (permission: Parameters<typeof user.permissions.has>[0]) =>
    user.permissions.has(permission);
  const { ticket } = access;
  const isAdmin = has('Admin');
  const isManager = has('Manager') && !isAdmin;
  const canAddActivity = isClosed(ticket)
    ? has('Ticket.CanSeeActivityPlus')
    : isAdmin || access.isOperator || ownsTicket(access);
  const canEdit =
    has('Ticket.Edit') && (!isClosed(ticket) || isAdmin) && (!isManager || ticket.isManagerSee);
  const isAnyManager = !isAdmin && (has('Manager') || has('AreaManager') || has('RegionManager'));
  return {
    canEdit,
    canDelete: has('Ticket.Delete'),
    canDeleteDocument: has('Ticket.DeleteDocument'),
    canAddDocument: canAddActivity || canEdit,
    canEditDescription: has('Ticket.EditDescription'),
    canEditReporting: has('Ticket.CanEditReporting'),
    canEditComplaint: canEdit,
    canAddActivity,
    canAddNote: !isAnyManager,
    canSeeDiscountCode: has('Ticket.CanSeeDiscountCode'),
    canSeeLastEdit: has('Ticket.LastEdit'),
    canSendNotificationMail: canAddActivity || canEdit,
  };
}

/** Loads the ticket and its authority in one go, for the writes that check one of its flags. */
export async function loadTicketAuthority(
  db: SealedDb,
  user: CurrentUser,
  ticketId: string,
  options: { lock?: boolean } = {},
) {
  const access = await loadTicketAccess(db, user, ticketId, options);
  return { ...access, authority: ticketAuthority(user, access) };
}
