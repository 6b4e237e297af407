import { randomUUID } from 'node:crypto';
import type { RuleField } from '@ccms/contract/hierarchy';
import type { Permission } from '@ccms/contract/permissions';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import {
  callWrapUps,
  campaigns,
  customers,
  customerVoices,
  products,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  sources,
  ticketCategories,
  ticketCategorySets,
  ticketQuestions,
  ticketSubCategories,
  ticketTypes,
  userRolesInStores,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import { createRole, createStore, createUserWithPermissions } from './factories.ts';
import { randomPhone } from './http-support.ts';

const tag = () => randomUUID().slice(0, 8);

type BreakdownOptions = {
  mandatory?: RuleField[];
  optional?: RuleField[];
  sla?: number;
  isCaseClosed?: boolean;
  isDeletedFromSLA?: boolean;
  callType?: 1 | 2;
  isIvr?: boolean;
  isManagerSee?: boolean;
  canStoreView?: boolean;
  typeName?: string;
  script?: string;
};

/**
 * A world of its own for ticket-creation tests: stores, a solution unit, the owning role, sources,
 * wrap-ups, voices, products, campaigns, survey questions, a customer and breakdowns made on
 * demand with the rules a test needs.
 */
export async function createTicketWorld(db: Executor) {
  const store = await createStore(db, { type: 0 });
  const onlineShop = await createStore(db, { type: 0, isECommerce: true });
  const solutionUnit = await createStore(db, { type: 4 });
  const ownerRole = await createRole(db, ['Ticket.AllTickets'], { roleType: 4 });
  const [generalSource, storeSource] = await db
    .insert(sources)
    .values([
      { name: `Telefon ${tag()}`, groupName: 'Genel' },
      { name: `Mağaza Ziyareti ${tag()}`, groupName: 'Magaza' },
    ])
    .returning();
  const [closingWrapUp, voiceWrapUp] = await db
    .insert(callWrapUps)
    .values([
      { name: `Bilgilendirildi ${tag()}`, isClosed: true },
      { name: `Değişim Yapıldı ${tag()}`, isClosed: true, isCustomerVoiceNecessary: true },
    ])
    .returning();
  const [voice] = await db
    .insert(customerVoices)
    .values({ name: `Memnun ${tag()}` })
    .returning();
  const productRows = await db
    .insert(products)
    .values(
      [1, 2, 3].map((n) => ({
        wesCode: `W${tag()}`,
        barcodeNo: `869000000000${n}`,
        name: `ŞAMPUAN ${n} ${tag()}`,
        brandDescription: 'MARKA',
        groupName: 'SAÇ',
        subKindName: 'BAKIM',
        marketingName: 'ŞAMPUAN',
      })),
    )
    .returning();
  const [plainCampaign, contractCampaign] = await db
    .insert(campaigns)
    .values([
      { name: `Kampanya ${tag()}` },
      { name: `Anlaşmalı Kurum ${tag()}`, requiresContractCompany: true },
    ])
    .returning();
  const [customer] = await db
    .insert(customers)
    .values({ firstName: 'Zeynep', lastName: `Kaya ${tag()}`, phoneNumber: randomPhone() })
    .returning();

  async function breakdown(options: BreakdownOptions = {}) {
    const [type] = await db
      .insert(ticketTypes)
      .values({ name: options.typeName ?? `Tip ${tag()}` })
      .returning();
    const [category] = await db
      .insert(ticketCategories)
      .values({ name: `Kategori ${tag()}` })
      .returning();
    const [subCategory] = await db
      .insert(ticketSubCategories)
      .values({ name: `Alt Kategori ${tag()}` })
      .returning();
    const [ruleSet] = await db
      .insert(ruleSets)
      .values({
        name: `Kural Seti ${tag()}`,
        sla: options.sla ?? 24,
        isCaseClosed: options.isCaseClosed ?? false,
        isDeletedFromSLA: options.isDeletedFromSLA ?? false,
      })
      .returning();
    const rules = [
      ...(options.mandatory ?? []).map((field) => `Information.${field}.IsMandatory`),
      ...(options.optional ?? []).map((field) => `Information.${field}.IsOptional`),
    ].map((name) => ({ ruleSetId: ruleSet!.id, name, displayName: name, value: '1' }));
    rules.push({
      ruleSetId: ruleSet!.id,
      name: 'Information.SolutionUnitId.Value',
      displayName: 'Çözüm birimi',
      value: solutionUnit.id,
    });
    await db.insert(ruleSetRules).values(rules);
    await db
      .insert(ruleSetFlows)
      .values({ ruleSetId: ruleSet!.id, roleId: ownerRole.id, actionStatus: 1 });
    const [set] = await db
      .insert(ticketCategorySets)
      .values({
        typeId: type!.id,
        categoryId: category!.id,
        subCategoryId: subCategory!.id,
        ruleSetId: ruleSet!.id,
        callType: options.callType ?? 1,
        isIvr: options.isIvr ?? false,
        isManagerSee: options.isManagerSee ?? false,
        canStoreView: options.canStoreView ?? false,
        script: options.script ?? null,
      })
      .returning();
    return {
      type: type!,
      category: category!,
      subCategory: subCategory!,
      ruleSet: ruleSet!,
      set: set!,
    };
  }
  type Breakdown = Awaited<ReturnType<typeof breakdown>>;

  /** A valid payload for the breakdown; the overrides win. */
  function payload(of: Breakdown, overrides: Partial<TTicketFormInput> = {}): TTicketFormInput {
    return {
      id: randomUUID(),
      customerId: customer!.id,
      sourceId: generalSource!.id,
      storeId: store.id,
      ticketTypeId: of.type.id,
      ticketCategoryId: of.category.id,
      ticketSubCategoryId: of.subCategory.id,
      ticketCategorySetId: of.set.id,
      ruleSetId: of.ruleSet.id,
      description: 'Müşteri ürünün kutusunun hasarlı geldiğini söylüyor.',
      device: null,
      deviceOs: null,
      problemId: null,
      cargoCompanyId: null,
      deliveryTypeId: null,
      order: null,
      campaign: null,
      products: [],
      currentWatsonsCardNo: null,
      answers: [],
      isNotClosed: false,
      isWaitingForProduct: false,
      callWrapUpId: null,
      customerVoiceId: null,
      storeViewId: null,
      ...overrides,
    };
  }

  /** A user who creates tickets: an operator (role type 5), so they see every ticket. */
  async function agent(extra: Permission[] = []) {
    const user = await createUserWithPermissions(db, ['Customer', 'Ticket.Create', ...extra]);
    const operatorRole = await createRole(db, [], { roleType: 5 });
    await db
      .insert(userRolesInStores)
      .values({ userId: user.id, roleId: operatorRole.id, storeId: solutionUnit.id });
    return user;
  }

  return {
    store,
    onlineShop,
    solutionUnit,
    ownerRole,
    generalSource: generalSource!,
    storeSource: storeSource!,
    closingWrapUp: closingWrapUp!,
    voiceWrapUp: voiceWrapUp!,
    voice: voice!,
    products: productRows,
    plainCampaign: plainCampaign!,
    contractCampaign: contractCampaign!,
    customer: customer!,
    breakdown,
    payload,
    agent,
    /** Adds an active survey question; the world's questions come before later ones. */
    async question(order: number) {
      const [row] = await db
        .insert(ticketQuestions)
        .values({ description: `Soru ${order} ${tag()}`, order })
        .returning();
      return row!;
    },
  };
}
export type TicketWorld = Awaited<ReturnType<typeof createTicketWorld>>;

/** A multipart body as a browser sends it: text fields (objects as JSON) and `files` parts. */
export async function multipartBody(
  fields: Record<string, unknown>,
  files: { name: string; content: Uint8Array | string; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) {
    const blob = new Blob([file.content], { type: file.type ?? 'application/octet-stream' });
    form.append('files', blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A real, tiny PNG and PDF, since files are checked by content. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
