import { type RuleField, readRuleFlags } from '@ccms/contract/hierarchy';
import { TICKET_STATUS, TICKET_SUB_STATUS } from '@ccms/contract/tickets-statuses';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  callWrapUps,
  cargoCompanies,
  customers,
  customerVoices,
  deliveryTypes,
  holidays,
  orderCancellingContents,
  problems,
  products,
  roles,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  sources,
  stores,
  ticketActivities,
  ticketAnswers,
  ticketCategorySets,
  ticketFlows,
  ticketOrders,
  ticketProducts,
  ticketQuestions,
  tickets,
  ticketTypes,
  userRolesInStores,
  users,
} from '../db/schema/index.ts';
import { createBusinessClock, slaAtCreation } from '../modules/sla/index.ts';
import type { Executor } from '../platform/db.ts';
import { insertInChunks } from './batch.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { type Random, stableId } from './random.ts';
import { ruleSetId } from './rule-sets.ts';

/** Historical tickets of the demo: enough for lists, SLA colours and customer pages. */
export const DEMO_TICKET_COUNT = 3000;

/** A demo ticket's id: the n-th generated one, or the overdue call-back one. */
const demoTicketId = (n: number | 'overdue-demo') => stableId('ticket', String(n));

/** The ids of every ticket the demo writes, by which `npm run demo:remove` knows them. */
export function demoTicketIds(): string[] {
  const ids = Array.from({ length: DEMO_TICKET_COUNT }, (_, n) => demoTicketId(n));
  return [...ids, demoTicketId('overdue-demo')];
}

/** No demo ticket older than this many days is still open (but the overdue call-back one). */
export const OPEN_DEMO_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The sequence starts here too (schema/tickets.ts). */
const FIRST_TICKET_NO = 100000;

const DESCRIPTIONS: Record<string, string[]> = {
  Bilgi: [
    'Müşteri ürünün kullanımı hakkında bilgi aldı.',
    'Müşteri mağaza çalışma saatlerini sordu, bilgi verildi.',
    'Müşteri kampanya koşullarını öğrenmek istedi.',
  ],
  Şikayet: [
    'Müşteri aldığı ürünün kutusunun hasarlı olduğunu belirtiyor.',
    'Müşteri kasada uzun süre beklediğini ve ilgilenilmediğini söylüyor.',
    'Müşteri siparişinin geç teslim edildiğini belirtiyor.',
    'Müşteri ürünü kullandıktan sonra ciltte kızarıklık oluştuğunu söylüyor.',
    'Müşteri raftaki fiyat ile kasada ödediği fiyatın farklı olduğunu belirtiyor.',
  ],
  Talep: [
    'Müşteri mağazada bulunmayan bir ürünün getirilmesini talep ediyor.',
    'Müşteri kart bilgilerinin güncellenmesini istiyor.',
    'Müşteri siparişinin iptal edilmesini talep ediyor.',
  ],
  Teşekkür: [
    'Müşteri mağaza personelinin ilgisinden çok memnun kaldığını iletti.',
    'Müşteri hızlı teslimat için teşekkür etti.',
  ],
};

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** What the generator picks from, read from the demo data written before it. */
async function loadWorld(db: Executor) {
  const sets = await db
    .select({
      id: ticketCategorySets.id,
      typeId: ticketCategorySets.typeId,
      typeName: ticketTypes.name,
      categoryId: ticketCategorySets.categoryId,
      subCategoryId: ticketCategorySets.subCategoryId,
      callType: ticketCategorySets.callType,
      isIvr: ticketCategorySets.isIvr,
      ruleSetId: ruleSets.id,
      sla: ruleSets.sla,
      isCaseClosed: ruleSets.isCaseClosed,
      isDeletedFromSLA: ruleSets.isDeletedFromSLA,
      writeRoleId: ruleSetFlows.roleId,
    })
    .from(ticketCategorySets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketCategorySets.typeId))
    .innerJoin(ruleSets, eq(ruleSets.id, ticketCategorySets.ruleSetId))
    .innerJoin(
      ruleSetFlows,
      and(eq(ruleSetFlows.ruleSetId, ruleSets.id), eq(ruleSetFlows.actionStatus, 1)),
    )
    .where(eq(ticketCategorySets.isActive, true))
    .orderBy(asc(ticketCategorySets.id));
  const rules = await db
    .select({
      ruleSetId: ruleSetRules.ruleSetId,
      name: ruleSetRules.name,
      value: ruleSetRules.value,
    })
    .from(ruleSetRules);
  const storeRows = await db
    .select({ id: stores.id, isECommerce: stores.isECommerce })
    .from(stores)
    .where(and(eq(stores.type, 0), eq(stores.isActive, true)))
    .orderBy(asc(stores.name));
  const pairs = await db
    .select({
      userId: userRolesInStores.userId,
      roleId: userRolesInStores.roleId,
      storeId: userRolesInStores.storeId,
      roleType: roles.roleType,
    })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .innerJoin(users, eq(users.id, userRolesInStores.userId))
    .where(eq(users.isActive, true))
    .orderBy(asc(users.emailAddress), asc(roles.name));
  const ids = async (table: typeof sources | typeof customerVoices | typeof deliveryTypes) =>
    (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((r) => r.id);
  const wrapUps = await db
    .select({
      id: callWrapUps.id,
      needsVoice: callWrapUps.isCustomerVoiceNecessary,
    })
    .from(callWrapUps)
    .where(and(eq(callWrapUps.isClosed, true), eq(callWrapUps.isActive, true)))
    .orderBy(asc(callWrapUps.id));
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      barcodeNo: products.barcodeNo,
      wesCode: products.wesCode,
    })
    .from(products)
    .orderBy(asc(products.wesCode))
    .limit(300);
  const customerRows = await db
    .select({ id: customers.id, phoneNumber: customers.phoneNumber })
    .from(customers)
    .orderBy(asc(customers.id));
  return {
    sets,
    rulesBySet: new Map(
      sets.map((set) => [set.ruleSetId, rules.filter((rule) => rule.ruleSetId === set.ruleSetId)]),
    ),
    stores: storeRows,
    pairs,
    sources: await ids(sources),
    voices: await ids(customerVoices),
    deliveryTypes: await ids(deliveryTypes),
    cargoCompanies: (await db.select({ id: cargoCompanies.id }).from(cargoCompanies)).map(
      (r) => r.id,
    ),
    problems: (await db.select({ id: problems.id }).from(problems)).map((r) => r.id),
    cancelling: (
      await db.select({ id: orderCancellingContents.id }).from(orderCancellingContents)
    ).map((r) => r.id),
    questions: (
      await db
        .select({ id: ticketQuestions.id })
        .from(ticketQuestions)
        .where(eq(ticketQuestions.isActive, true))
        .orderBy(asc(ticketQuestions.order))
    ).map((r) => r.id),
    wrapUps,
    catalogue,
    customers: customerRows,
    holidays: await db
      .select({
        date: holidays.date,
        isFullDay: holidays.isFullDay,
        clockOffsetMinutes: holidays.clockOffsetMinutes,
      })
      .from(holidays),
  };
}

type WorldSet = Awaited<ReturnType<typeof loadWorld>>['sets'][number];

/**
 * A working day's picture: most tickets of the last three days are still open, fewer of the week
 * before (some of them overdue), and none older, so that no list opens on tickets weeks overdue.
 */
function pickStatus(random: Random, ageDays: number): { status: number; subStatus: number } {
  const openChance = ageDays < 3 ? 0.8 : ageDays < OPEN_DEMO_DAYS ? 0.08 : 0;
  if (random.chance(openChance)) {
    const S = TICKET_STATUS;
    const status = random.pick([S.pending, S.pending, S.inProcess, S.answered, S.forwarded]);
    // Each open status's sub-status has its number, but for in process.
    return { status, subStatus: status === S.inProcess ? TICKET_SUB_STATUS.inProcess : status };
  }
  const U = TICKET_SUB_STATUS;
  const closedOnes = [U.closed, U.closed, U.closed, U.closed, U.closed, U.rejected, U.duplicate];
  const subStatus = random.pick([...closedOnes, U.wronglyOpened, U.autoClosed]);
  return { status: TICKET_STATUS.closed, subStatus };
}

/**
 * Writes DEMO_TICKET_COUNT tickets over the last year with their products, orders, answers,
 * activities and flows, as the product itself would have written them (owners from the rule
 * sets, SLA on the business clock, closing with a wrap-up and, where needed, a voice).
 */
export async function seedTickets(db: Executor, random: Random, now: Date): Promise<void> {
  const world = await loadWorld(db);
  const clock = createBusinessClock(world.holidays, 'Europe/Istanbul');
  const nowBm = clock.minuteAt(now);
  const agents = world.pairs.filter((pair) => pair.roleType === 5);
  const demoCustomer = world.customers.find((c) => c.phoneNumber === DEMO_CUSTOMER.phoneNumber);
  const otherCustomers = world.customers.filter((c) => c !== demoCustomer);
  const rows = {
    tickets: [] as Row<typeof tickets>[],
    products: [] as Row<typeof ticketProducts>[],
    orders: [] as Row<typeof ticketOrders>[],
    answers: [] as Row<typeof ticketAnswers>[],
    activities: [] as Row<typeof ticketActivities>[],
    flows: [] as Row<typeof ticketFlows>[],
  };

  // The one-hour call-back breakdown holds only the overdue demo ticket (overdueDemoTicket).
  const callbackRuleSetId = ruleSetId('callback1');
  const pickable = world.sets.filter((set) => set.ruleSetId !== callbackRuleSetId);
  for (let n = 0; n < DEMO_TICKET_COUNT; n++) {
    // Ages lean towards the recent past: square of a uniform number.
    const ageMs = random.next() ** 2 * 365 * DAY_MS + (n % 100 === 0 ? 2 * DAY_MS : 0);
    const createdAt = new Date(now.getTime() - ageMs - random.int(0, 59) * 60_000);
    const set = random.pick(pickable);
    const store =
      random.pick(world.stores.filter((s) => s.isECommerce === (set.callType === 2))) ??
      random.pick(world.stores);
    const creator = random.pick(agents);
    // Every hundredth ticket belongs to the softphone's demo caller, so her page shows history;
    // hers are all closed, so that a new ticket for her is never refused as a repeat.
    const isDemoCaller = n % 100 === 0 && demoCustomer !== undefined;
    const customer = isDemoCaller ? demoCustomer : random.pick(otherCustomers);
    const flags = readRuleFlags(world.rulesBySet.get(set.ruleSetId) ?? []);
    const needs = (field: RuleField) => flags.mandatory.has(field);
    const description = random.pick(DESCRIPTIONS[set.typeName] ?? DESCRIPTIONS.Bilgi ?? []);
    const responsibleStoreId = flags.solutionUnitId ?? store.id;
    const owner =
      world.pairs.find((p) => p.roleId === set.writeRoleId && p.storeId === responsibleStoreId) ??
      world.pairs.find((p) => p.roleId === set.writeRoleId) ??
      creator;
    const ticketId = demoTicketId(n);
    const ageDays = ageMs / DAY_MS;
    const { status, subStatus } =
      set.isCaseClosed || isDemoCaller
        ? { status: TICKET_STATUS.closed, subStatus: TICKET_SUB_STATUS.closed }
        : pickStatus(random, ageDays);
    const closed = status === TICKET_STATUS.closed;
    // When the owner answered or closed it (unused for pending tickets).
    const settledAt = set.isCaseClosed
      ? createdAt
      : new Date(
          Math.min(now.getTime() - 60_000, createdAt.getTime() + random.int(2, 96) * HOUR_MS),
        );
    const device = needs('Device') ? random.pick(['Mobile', 'App', 'Desktop']) : null;
    // 2 Cevaplandı hands the ticket back to the role that created it (docs/domain.md §3 Ownership).
    const handedBack = status === TICKET_STATUS.answered;
    const wrapUp = closed ? random.pick(world.wrapUps) : null;
    const voiceId = wrapUp?.needsVoice ? random.pick(world.voices) : null;
    const sla = set.isCaseClosed
      ? { slaMinutes: null, slaDeadlineBm: null }
      : slaAtCreation(set, createdAt, clock);
    // The owner's first activity (below), a third of the way to the answer or the close: the
    // first answer the reports measure (docs/domain.md §25) when the owner is not the creator.
    const isWorkedOn = !set.isCaseClosed && status !== TICKET_STATUS.pending;
    const workedAt = new Date(
      createdAt.getTime() + (settledAt.getTime() - createdAt.getTime()) / 3,
    );
    const firstAnswer =
      isWorkedOn && owner.userId !== creator.userId
        ? {
            firstAnsweredAt: workedAt,
            firstAnswerConsumedMinutes:
              sla.slaMinutes === null || sla.slaDeadlineBm === null
                ? null
                : sla.slaMinutes - (sla.slaDeadlineBm - clock.minuteAt(workedAt)),
          }
        : {};

    rows.tickets.push({
      id: ticketId,
      customerId: customer.id,
      sourceId: random.pick(world.sources),
      storeId: store.id,
      ticketTypeId: set.typeId,
      ticketCategoryId: set.categoryId,
      ticketSubCategoryId: set.subCategoryId,
      ticketCategorySetId: set.id,
      ruleSetId: set.ruleSetId,
      description,
      device,
      deviceOs: device === 'Mobile' || device === 'App' ? random.pick(['IOS', 'Android']) : null,
      problemId: needs('Problem') ? random.pick(world.problems) : null,
      cargoCompanyId: needs('CargoCompany') ? random.pick(world.cargoCompanies) : null,
      deliveryTypeId: needs('DeliveryType') ? random.pick(world.deliveryTypes) : null,
      callWrapUpId: wrapUp?.id ?? null,
      customerVoiceId: voiceId,
      status,
      subStatus,
      currentRoleId: handedBack ? creator.roleId : set.writeRoleId,
      responsibleStoreId: handedBack ? creator.storeId : responsibleStoreId,
      createdByUserId: creator.userId,
      creatorRoleId: creator.roleId,
      creatorStoreId: creator.storeId,
      createdAt,
      updatedAt: status === TICKET_STATUS.pending ? null : settledAt,
      updatedByUserId: status === TICKET_STATUS.pending ? null : owner.userId,
      closedUserId: closed ? (set.isCaseClosed ? creator.userId : owner.userId) : null,
      closedAt: closed ? settledAt : null,
      slaMinutes: sla.slaMinutes,
      slaDeadlineBm: sla.slaDeadlineBm,
      slaStoppedAtBm: closed && sla.slaMinutes ? clock.minuteAt(settledAt) : null,
      // The overdue notices of the past went out back then: a first start mails no history.
      slaExceededNotifiedDeadlineBm:
        sla.slaDeadlineBm !== null && sla.slaDeadlineBm <= nowBm ? sla.slaDeadlineBm : null,
      ...firstAnswer,
    });
    if (needs('Product')) {
      const chosen = new Set([random.pick(world.catalogue), random.pick(world.catalogue)]);
      for (const product of chosen) {
        rows.products.push({
          ticketId,
          productId: product.id,
          productName: product.name,
          barcode: product.barcodeNo,
          wesCode: product.wesCode,
          count: random.int(1, 3),
        });
      }
    }
    if (needs('Order')) {
      rows.orders.push({
        ticketId,
        orderNumber: `WTS${random.digits(9)}`,
        orderCancellingId: needs('OrderCancelling') ? random.pick(world.cancelling) : null,
      });
    }
    if (set.isIvr) {
      world.questions.forEach((questionId, index) => {
        const state = random.chance(0.5);
        rows.answers.push({
          ticketId,
          questionId,
          state,
          ivrDescription: index === 0 && state ? 'Müşteri IVR menüsünde yönlendirildi.' : null,
        });
      });
    }

    // The creation activity and flow, then the owner's answer and the closing, when reached.
    const created = {
      ticketId,
      status: closed && set.isCaseClosed ? status : TICKET_STATUS.pending,
      subStatus: closed && set.isCaseClosed ? subStatus : TICKET_SUB_STATUS.pending,
      description,
      callWrapUpId: set.isCaseClosed ? (wrapUp?.id ?? null) : null,
      createdByUserId: creator.userId,
      createdAt,
    };
    rows.activities.push(created);
    rows.flows.push({
      ticketId,
      roleId: set.writeRoleId,
      storeId: responsibleStoreId,
      startedAt: createdAt,
      endedAt: closed || handedBack ? settledAt : null,
    });
    if (handedBack) {
      rows.flows.push({
        ticketId,
        roleId: creator.roleId,
        storeId: creator.storeId,
        startedAt: settledAt,
      });
    }
    if (!isWorkedOn) continue;
    rows.activities.push({
      ticketId,
      status: TICKET_STATUS.inProcess,
      subStatus: TICKET_SUB_STATUS.inProcess,
      description: 'Konu inceleniyor, müşteriyle iletişime geçilecek.',
      createdByUserId: owner.userId,
      createdAt: workedAt,
    });
    if (status !== TICKET_STATUS.inProcess) {
      rows.activities.push({
        ticketId,
        status,
        subStatus,
        description: closed
          ? 'Müşteri bilgilendirildi, kayıt kapatıldı.'
          : 'Müşteriye dönüş yapıldı, yanıt bekleniyor.',
        callWrapUpId: wrapUp?.id ?? null,
        customerVoiceId: voiceId,
        createdByUserId: owner.userId,
        createdAt: settledAt,
      });
    }
  }

  // Numbers follow creation time, as they would have in real life.
  rows.tickets.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  rows.tickets.forEach((ticket, index) => {
    ticket.ticketNo = FIRST_TICKET_NO + index;
  });
  const callbackSet = world.sets.find((set) => set.ruleSetId === callbackRuleSetId);
  const agent = agents[0];
  // Not the demo caller: her tickets are all closed (see above).
  const caller = otherCustomers[0];
  if (callbackSet && agent && caller) {
    const unit = readRuleFlags(world.rulesBySet.get(callbackRuleSetId) ?? []).solutionUnitId;
    const overdue = overdueDemoTicket(
      callbackSet,
      agent,
      caller.id,
      unit ?? agent.storeId,
      clock,
      now,
    );
    rows.tickets.push({ ...overdue.ticket, sourceId: world.sources[0], storeId: agent.storeId });
    rows.activities.push(overdue.activity);
    rows.flows.push(overdue.flow);
  }
  await insertInChunks(db, tickets, rows.tickets);
  await insertInChunks(db, ticketProducts, rows.products);
  await insertInChunks(db, ticketOrders, rows.orders);
  await insertInChunks(db, ticketAnswers, rows.answers);
  await insertInChunks(db, ticketActivities, rows.activities);
  await insertInChunks(db, ticketFlows, rows.flows);
  await db.execute(sql`select setval('ticket_no_seq', ${FIRST_TICKET_NO + rows.tickets.length})`);
}

/** The overdue demo ticket's number: after every generated one. */
export const OVERDUE_DEMO_TICKET_NO = FIRST_TICKET_NO + DEMO_TICKET_COUNT;

/** Minutes past its deadline the overdue demo ticket is, in business minutes. */
const OVERDUE_DEMO_MINUTES = 20;

/**
 * One open ticket of the one-hour call-back rule set, numbered last (a number the demo can
 * name, though generated tickets may be younger) and {@link OVERDUE_DEMO_MINUTES} past its deadline
 * whatever the hour of seeding: its deadline is set in business minutes, not derived from a
 * creation time that a holiday could stop. The demo always shows an overdue ticket that a
 * longer SLA brings back in time (e2e/rule-sets.spec.ts).
 */
function overdueDemoTicket(
  set: WorldSet,
  agent: { userId: string; roleId: string; storeId: string },
  customerId: string,
  responsibleStoreId: string,
  clock: ReturnType<typeof createBusinessClock>,
  now: Date,
) {
  const ticketId = demoTicketId('overdue-demo');
  const slaMinutes = set.sla * 60;
  const createdAt = new Date(now.getTime() - (slaMinutes + OVERDUE_DEMO_MINUTES) * 60_000);
  const description = 'Müşteri acil geri aranmak istiyor, henüz dönüş yapılmadı.';
  const slaDeadlineBm = clock.minuteAt(now) - OVERDUE_DEMO_MINUTES;
  return {
    ticket: {
      id: ticketId,
      ticketNo: OVERDUE_DEMO_TICKET_NO,
      customerId,
      ticketTypeId: set.typeId,
      ticketCategoryId: set.categoryId,
      ticketSubCategoryId: set.subCategoryId,
      ticketCategorySetId: set.id,
      ruleSetId: set.ruleSetId,
      description,
      status: TICKET_STATUS.pending,
      subStatus: TICKET_SUB_STATUS.pending,
      currentRoleId: set.writeRoleId,
      responsibleStoreId,
      createdByUserId: agent.userId,
      creatorRoleId: agent.roleId,
      creatorStoreId: agent.storeId,
      createdAt,
      slaMinutes,
      slaDeadlineBm,
      // Like the other seeded overdue tickets: its notice counts as sent, no mail at first start.
      slaExceededNotifiedDeadlineBm: slaDeadlineBm,
    },
    activity: {
      ticketId,
      status: TICKET_STATUS.pending,
      subStatus: TICKET_SUB_STATUS.pending,
      description,
      createdByUserId: agent.userId,
      createdAt,
    },
    flow: { ticketId, roleId: set.writeRoleId, storeId: responsibleStoreId, startedAt: createdAt },
  };
}
