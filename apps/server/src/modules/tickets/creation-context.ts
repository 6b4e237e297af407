import { readRuleFlags } from '@ccms/contract/hierarchy';
import { hasManagerProfile } from '@ccms/contract/permissions';
import { TICKET_CREATE_MESSAGES as M } from '@ccms/contract/ticket-create';
import {
  surveyApplies,
  type TTicketFormContext,
  type TTicketFormInput,
  validateTicketForm,
} from '@ccms/contract/ticket-form';
import { and, eq } from 'drizzle-orm';
import {
  cargoCompanies,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  sources,
  stores,
  ticketCategorySets,
} from '../../db/schema/index.ts';
import type { CurrentUser } from '../../platform/access.ts';
import type { Executor } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  type CategorySetRow,
  findActiveRules,
  findCategorySetWhere,
  findFlowsOfRuleSet,
  findRuleSet,
} from '../hierarchy/repository.ts';
import { findCallWrapUp, sourceConditions } from '../reference/repository.ts';
import {
  countExisting,
  findActiveCampaign,
  findActiveQuestionIds,
  findActiveStore,
  findCatalogueProducts,
  findCustomerState,
} from './creation-repository.ts';

/** rule_set_flows.actionStatus of the role that owns (writes) the rule set's tickets. */
const WRITE_FLOW = 1;

/** Everything a valid creation needs, checked against the database and the form rules. */
export type CreationPlan = {
  input: TTicketFormInput;
  categorySet: CategorySetRow;
  ruleSet: { id: string; sla: number; isCaseClosed: boolean; isDeletedFromSLA: boolean };
  /** The current flow: the rule set's write role at the responsible unit. */
  writeRoleId: string;
  responsibleStoreId: string;
  questionIds: string[];
  products: { id: string; name: string; barcodeNo: string; wesCode: string; count: number }[];
};

/**
 * Checks a creation before anything is written: the references exist and may be used by this
 * user (managers: 'Magaza' sources and manager sets only), and every rule of the form holds,
 * run by the same `validateTicketForm` as the browser.
 */
export async function planTicketCreation(
  db: Executor,
  user: CurrentUser,
  input: TTicketFormInput,
  fileCount: number,
): Promise<CreationPlan> {
  const isManager = hasManagerProfile((permission) => user.permissions.has(permission));

  const customer = await findCustomerState(db, input.customerId);
  if (!customer) throw notFound(M.customerNotFound);
  if (!customer.isActive) throw badRequest(M.customerInactive);

  const [source] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.id, input.sourceId), sourceConditions(false)));
  if (!source) throw badRequest(M.sourceNotFound);
  if (isManager) {
    const [managerSource] = await db
      .select({ id: sources.id })
      .from(sources)
      .where(and(eq(sources.id, input.sourceId), sourceConditions(true)));
    if (!managerSource) throw badRequest(M.sourceNotForManager);
  }

  const store = await findActiveStore(db, input.storeId);
  if (!store) throw badRequest(M.storeNotFound);

  const categorySet = await findCategorySetWhere(
    db,
    and(
      eq(ticketCategorySets.typeId, input.ticketTypeId),
      eq(ticketCategorySets.categoryId, input.ticketCategoryId),
      eq(ticketCategorySets.subCategoryId, input.ticketSubCategoryId),
      eq(ticketCategorySets.isActive, true),
    ),
  );
  if (!categorySet || categorySet.id !== input.ticketCategorySetId) {
    throw badRequest(M.categorySetNotFound);
  }
  if (isManager && !categorySet.isManagerSee) throw badRequest(M.categorySetNotForManager);
  if (input.ruleSetId && input.ruleSetId !== categorySet.ruleSetId) {
    throw badRequest(M.ruleSetMismatch);
  }
  const ruleSet = categorySet.ruleSetId ? await findRuleSet(db, categorySet.ruleSetId) : null;
  if (!ruleSet) throw badRequest(M.ruleSetWithoutWriteFlow);
  const [rules, flows] = await Promise.all([
    findActiveRules(db, ruleSet.id),
    findFlowsOfRuleSet(db, ruleSet.id),
  ]);
  const writeFlow = flows.find((flow) => flow.actionStatus === WRITE_FLOW);
  if (!writeFlow) throw badRequest(M.ruleSetWithoutWriteFlow);

  const [callWrapUp, campaign, questionIds] = await Promise.all([
    input.callWrapUpId ? findCallWrapUp(db, input.callWrapUpId) : null,
    input.campaign ? findActiveCampaign(db, input.campaign.campaignId) : null,
    surveyApplies(categorySet) ? findActiveQuestionIds(db) : [],
  ]);
  const context: TTicketFormContext = {
    rules,
    isCaseClosed: ruleSet.isCaseClosed,
    store,
    subCategoryCallType: categorySet.callType === 2 ? 2 : 1,
    questionIds,
    callWrapUp: callWrapUp ?? null,
    campaign,
    fileCount,
  };
  const errors = validateTicketForm(input, context);
  if (errors.length > 0) throw badRequest([...new Set(errors.map((error) => error.message))]);

  if (input.callWrapUpId && (!callWrapUp?.isActive || !callWrapUp.isClosed)) {
    throw badRequest(M.unknownReference);
  }
  if (input.campaign && !campaign) throw badRequest(M.unknownReference);
  const catalogue = await findCatalogueProducts(
    db,
    input.products.map((product) => product.productId),
  );
  if (catalogue.length !== input.products.length) throw badRequest(M.unknownReference);
  await assertReferencesExist(db, input, categorySet);

  const solutionUnitId = readRuleFlags(rules).solutionUnitId;
  const solutionUnit = solutionUnitId ? await findActiveStore(db, solutionUnitId) : null;
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  return {
    input,
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
  db: Executor,
  input: TTicketFormInput,
  categorySet: CategorySetRow,
): Promise<void> {
  const checks: [Parameters<typeof countExisting>[1], string | null | undefined][] = [
    [problems, input.problemId],
    [cargoCompanies, input.cargoCompanyId],
    [deliveryTypes, input.deliveryTypeId],
    [customerVoices, input.customerVoiceId],
    [orderCancellingContents, input.order?.orderCancellingId],
    [stores, categorySet.canStoreView ? input.storeViewId : null],
  ];
  const counts = await Promise.all(
    checks.map(([table, id]) => (id ? countExisting(db, table, [id]) : Promise.resolve(1))),
  );
  if (counts.some((count) => count !== 1)) throw badRequest(M.unknownReference);
}
