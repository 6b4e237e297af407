import { readRuleFlags, type TCategorySet } from '@ccms/contract/hierarchy';
import { hasManagerProfile } from '@ccms/contract/permissions';
import { TICKET_CREATE_MESSAGES as M } from '@ccms/contract/tickets-create';
import type { TTicketEditContext } from '@ccms/contract/tickets-edit';
import {
  surveyApplies,
  type TTicketFormError,
  validateTicketForm,
} from '@ccms/contract/tickets-form/rules';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { allOf } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { directFormReads, type FormReads } from './form-lookups.ts';
import { findCustomerState, type ReferenceKind } from './repository.ts';

/** rule_set_flows.actionStatus of the role that owns (writes) the rule set's tickets. */
const WRITE_FLOW = 1;

/** The fields creation and edit share: the form without what only creation decides. */
export type TicketFormFields = Omit<
  TTicketFormInput,
  'isNotClosed' | 'callWrapUpId' | 'customerVoiceId'
> & { customerVoiceId?: string | null };

/** Everything a valid ticket form needs, checked against the database and the form rules. */
export type TicketFormPlan = {
  categorySet: TCategorySet;
  ruleSet: { id: string; sla: number; isCaseClosed: boolean; isDeletedFromSLA: boolean };
  /** The current flow of a new ticket: the rule set's write role at the responsible unit. */
  writeRoleId: string;
  responsibleStoreId: string;
  questionIds: string[];
  products: { id: string; name: string; barcodeNo: string; wesCode: string; count: number }[];
};

export type CreationPlan = TicketFormPlan & { input: TTicketFormInput };

type TicketFormCheck = {
  /**
   * Ids the ticket already holds (edit): they stay valid even when deactivated since, so that an
   * old ticket can be edited without first changing what nobody touched.
   */
  keptIds?: ReadonlySet<string>;
  /** Runs the form's rules with the context read from the database; throws a 400 on failure. */
  checkRules: (context: TTicketEditContext & { isCaseClosed: boolean }) => Promise<void> | void;
  /** Where the reference rows are read: the database unless given (creation: the caches). */
  reads?: FormReads;
};

/**
 * Checks a creation before anything is written: the customer exists and is active, the
 * references exist and may be used by this user (managers: 'Magaza' sources and manager sets
 * only), and every rule of the form holds, run by the same `validateTicketForm` as the browser.
 */
export async function planTicketCreation(
  db: SealedDb,
  reads: FormReads,
  user: CurrentUser,
  input: TTicketFormInput,
  fileCount: number,
): Promise<CreationPlan> {
  const customer = await findCustomerState(db, input.customerId);
  if (!customer) throw notFound(M.customerNotFound);
  if (!customer.isActive) throw badRequest(M.customerInactive);

  const plan = await planTicketForm(db, user, input, {
    reads,
    checkRules: async (context) => {
      const callWrapUp = input.callWrapUpId ? await reads.callWrapUp(db, input.callWrapUpId) : null;
      throwFormErrors(
        validateTicketForm(input, {
          ...context,
          callWrapUp: callWrapUp ?? null,
          fileCount,
        }),
      );
      if (input.callWrapUpId && (!callWrapUp?.isActive || !callWrapUp.isClosed)) {
        throw badRequest(M.unknownReference);
      }
    },
  });
  return { ...plan, input };
}

/** A failed form answers 400 with every message once. */
export function throwFormErrors(errors: readonly TTicketFormError[]): void {
  if (errors.length > 0) throw badRequest([...new Set(errors.map((error) => error.message))]);
}

/**
 * The checks creation and edit share (the edit form has the same rules as creation): source,
 * store, breakdown and rule set, the form's rules, and that every other reference names an
 * active row (or, on edit, one the ticket already holds).
 */
export async function planTicketForm(
  db: SealedDb,
  user: CurrentUser,
  input: TicketFormFields,
  check: TicketFormCheck,
): Promise<TicketFormPlan> {
  const reads = check.reads ?? directFormReads;
  const isManager = hasManagerProfile((permission) => user.permissions.has(permission));
  const isKept = (id: string | null | undefined) => !!id && (check.keptIds?.has(id) ?? false);

  if (!isKept(input.sourceId)) {
    if (!(await reads.isSourceUsable(db, input.sourceId, false)))
      throw badRequest(M.sourceNotFound);
    if (isManager && !(await reads.isSourceUsable(db, input.sourceId, true))) {
      throw badRequest(M.sourceNotForManager);
    }
  }

  const store = await reads.store(db, input.storeId, isKept(input.storeId));
  if (!store) throw badRequest(M.storeNotFound);

  const categorySet = await reads.categorySet(
    db,
    input,
    isKept(input.ticketCategorySetId) ? input.ticketCategorySetId : null,
  );
  if (!categorySet || categorySet.id !== input.ticketCategorySetId) {
    throw badRequest(M.categorySetNotFound);
  }
  if (isManager && !categorySet.isManagerSee) throw badRequest(M.categorySetNotForManager);
  if (input.ruleSetId && input.ruleSetId !== categorySet.ruleSetId) {
    throw badRequest(M.ruleSetMismatch);
  }
  const found = categorySet.ruleSetId ? await reads.ruleSet(db, categorySet.ruleSetId) : null;
  if (!found) throw badRequest(M.ruleSetWithoutWriteFlow);
  const { rules, flows, ...ruleSet } = found;
  const writeFlow = flows.find((flow) => flow.actionStatus === WRITE_FLOW);
  if (!writeFlow) throw badRequest(M.ruleSetWithoutWriteFlow);

  const campaignId = input.campaign?.campaignId;
  const [campaign, questionIds] = await allOf(db, [
    async () => {
      if (!campaignId) return null;
      return reads.campaign(db, campaignId, isKept(campaignId));
    },
    async () => (surveyApplies(categorySet) ? reads.activeQuestionIds(db) : []),
  ]);
  await check.checkRules({
    rules,
    isCaseClosed: ruleSet.isCaseClosed,
    store,
    subCategoryCallType: categorySet.callType === 2 ? 2 : 1,
    questionIds,
    campaign,
  });

  if (input.campaign && !campaign) throw badRequest(M.unknownReference);
  const productIds = input.products.map((product) => product.productId);
  const [activeProducts, keptProducts] = await allOf(db, [
    () =>
      reads.products(
        db,
        productIds.filter((id) => !isKept(id)),
      ),
    () => reads.products(db, productIds.filter(isKept), true),
  ]);
  const catalogue = [...activeProducts, ...keptProducts];
  if (catalogue.length !== input.products.length) throw badRequest(M.unknownReference);
  await assertReferencesExist(db, reads, input, categorySet, isKept);

  const solutionUnitId = readRuleFlags(rules).solutionUnitId;
  const solutionUnit = solutionUnitId ? await reads.store(db, solutionUnitId) : null;
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  return {
    categorySet,
    ruleSet,
    writeRoleId: writeFlow.roleId,
    responsibleStoreId: solutionUnit?.id ?? store.id,
    questionIds,
    products: input.products.map((product) => ({
      ...(byId.get(product.productId) as (typeof catalogue)[number]),
      count: product.count ?? 0,
    })),
  };
}

/** Every optional reference names an active row; the store view only where the set allows it. */
async function assertReferencesExist(
  db: SealedDb,
  reads: FormReads,
  input: TicketFormFields,
  categorySet: TCategorySet,
  isKept: (id: string | null | undefined) => boolean,
): Promise<void> {
  const checks: [ReferenceKind, string | null | undefined][] = [
    ['problem', input.problemId],
    ['cargoCompany', input.cargoCompanyId],
    ['deliveryType', input.deliveryTypeId],
    ['customerVoice', input.customerVoiceId],
    ['orderCancelling', input.order?.orderCancellingId],
    ['store', categorySet.canStoreView ? input.storeViewId : null],
  ];
  const counts = await allOf(
    db,
    checks.map(
      ([kind, id]) =>
        () =>
          id && !isKept(id) ? reads.referenceCount(db, kind, id) : Promise.resolve(1),
    ),
  );
  if (counts.some((count) => count !== 1)) throw badRequest(M.unknownReference);
}
