import {
  TICKET_CREATE_MESSAGES as M,
  type TCheckMultipleTicketRequest,
  type TCheckMultipleTicketResponse,
  type TCreatedTicket,
} from '@ccms/contract/tickets-create';
import { TICKET_EDIT_MESSAGES } from '@ccms/contract/tickets-edit';
import { closesOnCreate } from '@ccms/contract/tickets-form/rules';
import { ZTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { TICKET_STATUS, TICKET_SUB_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { findUniqueViolation } from '../../../platform/db-errors.ts';
import { badRequest, conflict, forbidden } from '../../../platform/errors.ts';
import { inputParser } from '../../../platform/request-validation.ts';
import { inTransaction, type Sealed, type SealedDb } from '../../../platform/sealed-db.ts';
import {
  type AutoFlagSettings,
  autoFlagWindowStart,
  lockCustomerForTicketWrite,
  refreshAutoFlag,
} from '../../customers/index.ts';
import { slaAtCreation } from '../../sla/index.ts';
import { loadTicketAccess } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  type ReceivedFile,
  type StoredFile,
  storedFiles,
  storedFilesCommit,
  throwFileRefusals,
  withReceivedFiles,
} from '../files/service.ts';
import { queueCreationNotices } from '../notices/service.ts';
import type { FormReads } from './form-lookups.ts';
import { type CreationPlan, planTicketCreation } from './form-plan.ts';
import { ticketPartRows } from './form-rows.ts';
import {
  type Breakdown,
  findSameBreakdownTicket,
  findTicketsForAutoFlag,
  insertTicket,
  isTicketStored,
} from './repository.ts';

/** What the ticket edit shares with creation: the form's checks and the rows it writes. */
export {
  planTicketForm,
  type TicketFormPlan,
  throwFormErrors,
} from './form-plan.ts';
export { ticketPartRows } from './form-rows.ts';

type Deps = Sealed<
  Pick<
    TicketsDeps,
    'db' | 'clock' | 'businessClocks' | 'files' | 'autoFlag' | 'timeZone' | 'publicUrl'
  >
>;

/** Creation reads the form's reference rows through the instance's caches. */
type CreationDeps = Deps & { formReads: FormReads };

/** A ticket created within this window counts as a repeat even when closed (docs/domain.md §6). */
const MULTIPLE_TICKET_WINDOW_HOURS = 24;

/**
 * ticket/checkMultipleTicketSameClient's rule: the newest ticket of the customer in the
 * breakdown that is open or was created in the last 24 hours, other than `excludeTicketId` (on
 * update, the edited ticket).
 */
export function findRepeatedTicket(
  db: SealedDb,
  breakdown: Breakdown,
  now: Date,
  excludeTicketId?: string,
) {
  const since = new Date(now.getTime() - MULTIPLE_TICKET_WINDOW_HOURS * 3_600_000);
  return findSameBreakdownTicket(db, breakdown, since, excludeTicketId);
}

/** The customer's newest open ticket of the breakdown (the customer page's duplicate check). */
export function findOpenTicketOfBreakdown(db: SealedDb, breakdown: Breakdown) {
  return findSameBreakdownTicket(db, breakdown);
}

/**
 * After a ticket of the customer was written, in its transaction: the customers module's
 * auto-flag rule over the customer's tickets of the rule's window.
 */
export async function refreshCustomerAutoFlag(
  tx: SealedDb,
  customerId: string,
  now: Date,
  settings: AutoFlagSettings,
): Promise<void> {
  const recent = await findTicketsForAutoFlag(tx, customerId, autoFlagWindowStart(now, settings));
  await refreshAutoFlag(tx, customerId, recent, now, settings);
}

/** Reads the `ticket` part of the multipart body (docs/domain.md §8) into the checked payload. */
export function parseTicketPart(text: string | undefined) {
  if (text === undefined) throw badRequest(M.ticketPartMissing);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.ticketPartInvalid);
  }
  return validateTicketPart(json);
}

/** The `ticket` part checked as the route kit checks a JSON body (keys in any case, no NUL). */
const validateTicketPart = inputParser(
  ZTicketFormInput,
  { callPath: 'ticket/createTicket', wholeInput: "'ticket' alanı" },
  'asTheyAre',
);

/**
 * ticket/checkMultipleTicketSameClient (docs/domain.md §6). With the `id` of a stored ticket (the
 * duplicate check on update), that ticket must be one the user may see and is not counted, and
 * the texts speak of updating. The creation form's ticket carries its client-made id before it
 * is stored: an id no ticket has yet is a creation's check (docs/domain.md §11).
 */
export async function checkMultipleTicket(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: CurrentUser,
  breakdown: TCheckMultipleTicketRequest,
): Promise<TCheckMultipleTicketResponse> {
  const editedId =
    breakdown.id && (await isTicketStored(deps.db, breakdown.id)) ? breakdown.id : undefined;
  if (!user.permissions.has(editedId ? 'Ticket.Edit' : 'Ticket.Create')) throw forbidden();
  if (editedId) await loadTicketAccess(deps.db, user, editedId);
  const repeated = await findRepeatedTicket(deps.db, breakdown, deps.clock.now(), editedId);
  if (!repeated) return { isMultiple: false, message: null, canCreate: true };
  const canCreate = user.permissions.has('Ticket.MultipleCreate');
  const texts = editedId ? TICKET_EDIT_MESSAGES : M;
  return {
    isMultiple: true,
    message: canCreate
      ? texts.multipleTicketWarning(repeated.ticketNo)
      : texts.multipleTicket(repeated.ticketNo),
    canCreate,
  };
}

/**
 * ticket/createTicket: checks everything, then writes the ticket with its products, order,
 * campaign, answers, documents, first activity and flow in one transaction (docs/domain.md §3).
 * The files were stored as they arrived (pending); they leave that state with the document rows,
 * or are removed again when anything fails.
 */
export function createTicket(
  deps: CreationDeps,
  user: CurrentUser,
  ticketPart: string | undefined,
  received: readonly ReceivedFile[],
): Promise<TCreatedTicket> {
  return withReceivedFiles(deps, received, async () => {
    const input = parseTicketPart(ticketPart);
    const plan = await planTicketCreation(deps.db, deps.formReads, user, input, received.length);
    throwFileRefusals(received);
    const stored = storedFiles(received);
    const [creatorRole, businessClock] = await Promise.all([
      deps.formReads.creatorRole(deps.db, user.id),
      deps.businessClocks.get(),
    ]);
    try {
      return await inTransaction(deps.db, async (tx) => {
        const now = deps.clock.now();
        // One creation per customer at a time, so two racing repeats cannot both pass the check.
        await lockCustomerForTicketWrite(tx, input.customerId);
        const repeated = await findRepeatedTicket(tx, input, now);
        if (repeated && !user.permissions.has('Ticket.MultipleCreate')) {
          throw badRequest(M.multipleTicket(repeated.ticketNo));
        }
        const created = await insertTicket(tx, {
          ...buildRows(plan, user, {
            now,
            creatorRole,
            stored,
            sla: slaAtCreation(plan.ruleSet, now, businessClock),
          }),
          // The files stop being pending in the statement that writes their document rows.
          alongside: stored.length > 0 ? [storedFilesCommit(tx, stored)] : [],
        });
        await refreshCustomerAutoFlag(tx, input.customerId, now, deps.autoFlag);
        // Red alarm or appreciation mail: queued with the ticket, or not at all (docs/domain.md §17).
        await queueCreationNotices(tx, deps, input.id);
        return created;
      });
    } catch (error) {
      // The same id twice is a retry of a creation that went through: nothing new is written.
      if (findUniqueViolation(error) === 'tickets_pkey') throw conflict(M.ticketAlreadyExists);
      throw error;
    }
  });
}

function buildRows(
  plan: CreationPlan,
  user: CurrentUser,
  extra: {
    now: Date;
    creatorRole: { roleId: string; storeId: string } | null;
    stored: StoredFile[];
    sla: { slaMinutes: number | null; slaDeadlineBm: number | null };
  },
) {
  const { input } = plan;
  const ticketId = input.id;
  const closed = closesOnCreate(plan.ruleSet.isCaseClosed, input.isNotClosed);
  const status = closed ? TICKET_STATUS.closed : TICKET_STATUS.pending;
  const subStatus = closed ? TICKET_SUB_STATUS.closed : TICKET_SUB_STATUS.pending;
  // Wrap-up and voice belong to closing at creation; otherwise an activity sets them later.
  const callWrapUpId = closed ? input.callWrapUpId : null;
  const customerVoiceId = closed ? input.customerVoiceId : null;
  const activityId = crypto.randomUUID();
  return {
    ticket: {
      id: ticketId,
      customerId: input.customerId,
      sourceId: input.sourceId,
      storeId: input.storeId,
      ticketTypeId: input.ticketTypeId,
      ticketCategoryId: input.ticketCategoryId,
      ticketSubCategoryId: input.ticketSubCategoryId,
      ticketCategorySetId: plan.categorySet.id,
      ruleSetId: plan.ruleSet.id,
      description: input.description,
      device: input.device,
      deviceOs: input.deviceOs,
      problemId: input.problemId,
      cargoCompanyId: input.cargoCompanyId,
      deliveryTypeId: input.deliveryTypeId,
      callWrapUpId,
      customerVoiceId,
      storeViewId: plan.categorySet.canStoreView ? input.storeViewId : null,
      isNotClosed: input.isNotClosed,
      isWaitingForProduct: input.isWaitingForProduct,
      currentWatsonsCardNo: input.currentWatsonsCardNo,
      status,
      subStatus,
      currentRoleId: plan.writeRoleId,
      responsibleStoreId: plan.responsibleStoreId,
      createdByUserId: user.id,
      creatorRoleId: extra.creatorRole?.roleId ?? null,
      creatorStoreId: extra.creatorRole?.storeId ?? null,
      createdAt: extra.now,
      closedUserId: closed ? user.id : null,
      closedAt: closed ? extra.now : null,
      // A ticket closed at creation has no SLA (docs/domain.md §3).
      slaMinutes: closed ? null : extra.sla.slaMinutes,
      slaDeadlineBm: closed ? null : extra.sla.slaDeadlineBm,
    },
    ...ticketPartRows(ticketId, input, plan),
    documents: extra.stored.map((file) => ({
      ticketId,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      createdByUserId: user.id,
      createdAt: extra.now,
    })),
    activity: {
      id: activityId,
      ticketId,
      status,
      subStatus,
      description: input.description,
      callWrapUpId,
      customerVoiceId,
      createdByUserId: user.id,
      createdAt: extra.now,
    },
    flow: {
      ticketId,
      roleId: plan.writeRoleId,
      storeId: plan.responsibleStoreId,
      activityId,
      startedAt: extra.now,
      endedAt: closed ? extra.now : null,
    },
  };
}
