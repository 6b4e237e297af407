import { hasManagerProfile } from '@ccms/contract/permissions';
import {
  TICKET_EDIT_MESSAGES as M,
  type TUpdatedTicket,
  type TUpdateTicketInput,
  validateTicketEdit,
} from '@ccms/contract/tickets-edit';
import { isEditStateSent } from '@ccms/contract/tickets-edit-state';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { allOf } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { inTransaction, type Sealed, type SealedDb } from '../../../platform/sealed-db.ts';
import { lockCustomerForTicketWrite } from '../../customers/index.ts';
import {
  assertCurrentVersion,
  loadTicketAccess,
  type TicketAccess,
  ticketAuthority,
} from '../access/service.ts';
import {
  findRepeatedTicket,
  planTicketForm,
  refreshCustomerAutoFlag,
  type TicketFormPlan,
  throwFormErrors,
  ticketPartRows,
} from '../create/service.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  type EditedTicketRows,
  findNameOf,
  findQuestionDescriptions,
  findTicketSnapshot,
  markTicketDeleted,
  type NamedField,
  updateEditedTicket,
} from './repository.ts';
import { applyEditStateChange, planEditStateChange } from './status-change.ts';
import { describeTicketChanges, type Named, type TicketSnapshot } from './update-history.ts';

type Deps = Sealed<
  Pick<TicketsDeps, 'db' | 'clock' | 'autoFlag' | 'businessClocks' | 'timeZone' | 'publicUrl'>
>;

/**
 * ticket/UpdateTicket (docs/domain.md §3, §13.3): in one transaction with the
 * ticket row locked, checks the version, the user's right to edit this ticket, the same rules
 * as creation and the duplicate rule, then rewrites the ticket and writes one history line per
 * changed field. The owner and the SLA move only by activities: a changed status writes one,
 * with the activity's rules and effects, after the edited fields (docs/domain.md §13.3 Status).
 * An edit that changes nothing writes nothing and answers the current version.
 */
export async function updateTicket(
  deps: Deps,
  user: CurrentUser,
  input: TUpdateTicketInput,
): Promise<TUpdatedTicket> {
  const businessClock = isEditStateSent(input) ? await deps.businessClocks.get() : null;
  return inTransaction(deps.db, async (tx) => {
    const access = await loadTicketAccess(tx, user, input.id, { lock: true });
    assertCurrentVersion(access.ticket, input.version);
    assertCanEdit(user, access);
    const before = await findTicketSnapshot(tx, input.id);
    if (!before) throw new Error('The locked ticket has no snapshot');
    if (input.customerId !== before.customerId) throw badRequest(M.customerChanged);

    const stateChange = await planEditStateChange(tx, user, access, input);
    const plan = await planTicketForm(tx, user, input, {
      keptIds: before.keptIds,
      // The form's messages and the state's together, as the dialog shows them.
      checkRules: (context) =>
        throwFormErrors([...validateTicketEdit(input, context), ...(stateChange?.errors ?? [])]),
    });
    const now = deps.clock.now();
    // Edits and creations for one customer one after the other, so the duplicate check holds.
    await lockCustomerForTicketWrite(tx, input.customerId);
    if (breakdownChanged(before, input)) await assertNotRepeated(tx, user, input, now);

    const rows = buildEditedRows(input, plan);
    const after = await snapshotOf(tx, before, rows, plan);
    const histories = describeTicketChanges(before, after);
    let version = access.ticket.version;
    if (histories.length > 0) {
      version = await updateEditedTicket(
        tx,
        input.id,
        { ...rows, histories },
        { userId: user.id, now },
      );
      await refreshCustomerAutoFlag(tx, input.customerId, now, deps.autoFlag);
    }
    if (stateChange && businessClock) {
      version = await applyEditStateChange(tx, deps, user, {
        access,
        businessClock,
        state: stateChange.state,
      });
    }
    return { id: input.id, version };
  });
}

/** ticket/DeleteTicket: soft delete (docs/domain.md §3); the ticket leaves every list, the row stays. */
export function deleteTicket(
  deps: Sealed<Pick<TicketsDeps, 'db' | 'clock'>>,
  user: CurrentUser,
  ticketId: string,
): Promise<TUpdatedTicket> {
  return inTransaction(deps.db, async (tx) => {
    await loadTicketAccess(tx, user, ticketId, { lock: true });
    const version = await markTicketDeleted(tx, ticketId, {
      userId: user.id,
      now: deps.clock.now(),
    });
    return { id: ticketId, version };
  });
}

/** 403 with the reason: closed tickets only by Admin, managers only on manager breakdowns. */
function assertCanEdit(user: CurrentUser, access: TicketAccess): void {
  if (ticketAuthority(user, access).canEdit) return;
  const has = (permission: Parameters<typeof user.permissions.has>[0]) =>
    user.permissions.has(permission);
  if (access.ticket.status === TICKET_STATUS.closed && !has('Admin')) {
    throw forbidden(M.closedOnlyAdmin);
  }
  if (hasManagerProfile(has) && !access.ticket.isManagerSee) {
    throw forbidden(M.managerOnlyManagerBreakdown);
  }
  throw forbidden(M.editForbidden);
}

/**
 * The duplicate rule guards a move into another breakdown: editing a ticket's text or products
 * in the breakdown it already has adds no repeat of it.
 */
function breakdownChanged(before: TicketSnapshot, input: TUpdateTicketInput): boolean {
  return (
    before.ticketType?.id !== input.ticketTypeId ||
    before.ticketCategory?.id !== input.ticketCategoryId ||
    before.ticketSubCategory?.id !== input.ticketSubCategoryId
  );
}

/**
 * The duplicate check on update (docs/domain.md §6): another open ticket of the customer in this
 * breakdown, or one created in the last 24 hours. Only a Ticket.MultipleCreate holder may go on,
 * and only after confirming the warning.
 */
async function assertNotRepeated(
  tx: SealedDb,
  user: CurrentUser,
  input: TUpdateTicketInput,
  now: Date,
): Promise<void> {
  const repeated = await findRepeatedTicket(tx, input, now, input.id);
  if (!repeated) return;
  if (!user.permissions.has('Ticket.MultipleCreate')) {
    throw badRequest(M.multipleTicket(repeated.ticketNo));
  }
  if (!input.isMultipleConfirmed) throw badRequest(M.multipleTicketWarning(repeated.ticketNo));
}

/** The rows of the edited ticket, stored the same way creation stores them. */
function buildEditedRows(
  input: TUpdateTicketInput,
  plan: TicketFormPlan,
): Omit<EditedTicketRows, 'histories'> {
  const ticketId = input.id;
  return {
    ticket: {
      sourceId: input.sourceId,
      storeId: input.storeId,
      ticketTypeId: input.ticketTypeId,
      ticketCategoryId: input.ticketCategoryId,
      ticketSubCategoryId: input.ticketSubCategoryId,
      ticketCategorySetId: plan.categorySet.id,
      ruleSetId: plan.ruleSet.id,
      storeViewId: plan.categorySet.canStoreView ? input.storeViewId : null,
      description: input.description,
      device: input.device,
      deviceOs: input.deviceOs,
      problemId: input.problemId,
      cargoCompanyId: input.cargoCompanyId,
      deliveryTypeId: input.deliveryTypeId,
      currentWatsonsCardNo: input.currentWatsonsCardNo,
      isWaitingForProduct: input.isWaitingForProduct,
    },
    ...ticketPartRows(ticketId, input, plan),
  };
}

/** The edited ticket as the history sees it: names of what changed are read, the rest kept. */
async function snapshotOf(
  tx: SealedDb,
  before: TicketSnapshot,
  rows: Omit<EditedTicketRows, 'histories'>,
  plan: TicketFormPlan,
): Promise<TicketSnapshot> {
  const nameOf = async (field: NamedField, id: string | null | undefined): Promise<Named> => {
    if (!id) return null;
    const previous = before[field];
    if (previous?.id === id) return previous;
    return { id, name: (await findNameOf(tx, field, id)) ?? '' };
  };
  const { ticket } = rows;
  const answeredBefore = new Map(before.answers.map((answer) => [answer.questionId, answer]));
  const questions = await findQuestionDescriptions(
    tx,
    rows.answers.map((answer) => answer.questionId).filter((id) => !answeredBefore.has(id)),
  );
  const [
    source,
    store,
    ticketType,
    ticketCategory,
    ticketSubCategory,
    ruleSet,
    storeView,
    problem,
    cargoCompany,
    deliveryType,
    orderCancelling,
    campaign,
  ] = await allOf(tx, [
    () => nameOf('source', ticket.sourceId),
    () => nameOf('store', ticket.storeId),
    () => nameOf('ticketType', ticket.ticketTypeId),
    () => nameOf('ticketCategory', ticket.ticketCategoryId),
    () => nameOf('ticketSubCategory', ticket.ticketSubCategoryId),
    () => nameOf('ruleSet', ticket.ruleSetId),
    () => nameOf('storeView', ticket.storeViewId),
    () => nameOf('problem', ticket.problemId),
    () => nameOf('cargoCompany', ticket.cargoCompanyId),
    () => nameOf('deliveryType', ticket.deliveryTypeId),
    () => nameOf('orderCancelling', rows.order?.orderCancellingId),
    () => nameOf('campaign', rows.campaign?.campaignId),
  ]);
  return {
    source,
    store,
    ticketType,
    ticketCategory,
    ticketSubCategory,
    ruleSet,
    storeView,
    description: ticket.description ?? '',
    device: ticket.device ?? null,
    deviceOs: ticket.deviceOs ?? null,
    problem,
    cargoCompany,
    deliveryType,
    orderNumber: rows.order?.orderNumber ?? null,
    orderCancelling,
    campaign,
    contract: rows.campaign?.contract ?? null,
    products: plan.products.map((product) => ({
      productId: product.id,
      name: product.name,
      count: product.count,
    })),
    isWaitingForProduct: ticket.isWaitingForProduct ?? false,
    currentWatsonsCardNo: ticket.currentWatsonsCardNo ?? null,
    answers: rows.answers.map((answer) => ({
      questionId: answer.questionId,
      question:
        answeredBefore.get(answer.questionId)?.question ?? questions.get(answer.questionId) ?? '',
      state: answer.state,
      ivrDescription: answer.ivrDescription ?? null,
    })),
  };
}
