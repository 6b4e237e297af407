import { PERMISSIONS } from '@ccms/contract/permissions';
import { and, eq, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import {
  createBusinessClock,
  REMAINING_SLA_STATUS,
  slaStatusOfPercentage,
} from '../modules/sla/index.ts';
import type { DatabaseHandle } from '../platform/db.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { openTestDatabase } from '../test/backends.ts';
import { buildAddressBook } from './address.ts';
import { buildCustomers } from './customers.ts';
import { isValidEan13 } from './ean13.ts';
import { buildProducts } from './products.ts';
import { createRandom } from './random.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_TICKET_COUNT, OPEN_DEMO_DAYS, OVERDUE_DEMO_TICKET_NO } from './tickets.ts';

const {
  cities,
  counties,
  customers,
  loyaltyCards,
  mailGroupRoles,
  mailGroups,
  products,
  rolePermissions,
  roles,
  ruleSetFlows,
  ruleSets,
  stores,
  ticketCategorySets,
  ticketTypes,
  userRolesInStores,
  users,
} = schema;

let handle: DatabaseHandle;
let firstResult: { seeded: boolean };

// The whole demo data (3,000 tickets) in PGlite: about 11 s alone, past a minute while the
// browser journeys share the two cores.
beforeAll(async () => {
  handle = await openTestDatabase('pglite');
  firstResult = await seedDemoData(handle.db);
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

/** The union of permissions over every role the user holds. */
async function permissionsOf(email: string): Promise<string[]> {
  const rows = await handle.db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(users)
    .innerJoin(userRolesInStores, eq(userRolesInStores.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRolesInStores.roleId))
    .where(eq(users.emailAddress, email));
  return rows.map((r) => r.permission).sort();
}

async function rolesOf(email: string) {
  return handle.db
    .select({
      role: roles.name,
      roleType: roles.roleType,
      store: stores.name,
      cityId: stores.cityId,
    })
    .from(users)
    .innerJoin(userRolesInStores, eq(userRolesInStores.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .innerJoin(stores, eq(stores.id, userRolesInStores.storeId))
    .where(eq(users.emailAddress, email));
}

describe('seedDemoData', () => {
  // How long seeding takes is measured by the start-up benchmark, not asserted here.
  it('seeds the first time', () => {
    expect(firstResult).toEqual({ seeded: true });
  });

  it('creates the five demo users with exactly their permissions', async () => {
    expect(await permissionsOf('admin@demo.local')).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf('agent@demo.local')).toEqual(
      [
        'Cti',
        'Customer',
        'Customer.Crud',
        'Customer.Flag',
        'Ticket.CallWrapUps',
        'Ticket.Create',
      ].sort(),
    );
    expect(await permissionsOf('manager@demo.local')).toEqual(
      ['Customer', 'Manager', 'Reports', 'Ticket.CallWrapUps', 'Ticket.Create'].sort(),
    );
    expect(await permissionsOf('backoffice@demo.local')).toEqual(
      [
        'Customer',
        'Reports',
        'Ticket.AllTickets',
        'Ticket.CallWrapUps',
        'Ticket.CanSeeDiscountCode',
        'Ticket.ExcelList',
      ].sort(),
    );
    expect(await permissionsOf('area@demo.local')).toEqual(['AreaManager', 'Customer', 'Reports']);
  });

  it('gives the demo users their names, types, roles and units', async () => {
    const [agent] = await handle.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'agent@demo.local'));
    expect(agent).toMatchObject({
      name: 'Mehmet',
      surname: 'Demir',
      userType: 0,
      ccmsIdent: 'CCMS1001',
      positionIdent: 'POS-1001',
      isActive: true,
    });
    expect(await rolesOf('agent@demo.local')).toEqual([
      { role: 'Çağrı Merkezi Temsilcisi', roleType: 5, store: 'Müşteri Hizmetleri', cityId: 34 },
    ]);
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'admin@demo.local'));
    expect(admin).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', userType: 1 });
    expect(await verifyPassword('demo', admin!.passwordHash!)).toBe(true);
    const [manager] = await rolesOf('manager@demo.local');
    expect(manager).toMatchObject({ role: 'Mağaza Müdürü', roleType: 1, cityId: 34 });
    expect(manager!.store.startsWith('İSTANBUL ')).toBe(true);
    expect(await rolesOf('backoffice@demo.local')).toMatchObject([
      { role: 'E-Ticaret Back Office', roleType: 4, store: 'E-Ticaret Back Office' },
    ]);
    expect(await rolesOf('area@demo.local')).toMatchObject([
      { role: 'Alan Müdürü', store: 'Mağaza Operasyon' },
    ]);
    const managed = await handle.db.$count(stores, eq(stores.areaManagerEmail, 'area@demo.local'));
    expect(managed).toBeGreaterThanOrEqual(3);
    const [inactive] = await handle.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'pasif@demo.local'));
    expect(inactive?.isActive).toBe(false);
  });

  it('names each seeded store manager as the unit manager of their stores', async () => {
    const links = await handle.db
      .select({ email: users.emailAddress, unitManagerEmail: stores.unitManagerEmail })
      .from(userRolesInStores)
      .innerJoin(users, eq(users.id, userRolesInStores.userId))
      .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
      .innerJoin(stores, eq(stores.id, userRolesInStores.storeId))
      .where(eq(roles.name, 'Mağaza Müdürü'));
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.every((l) => l.email === l.unitManagerEmail)).toBe(true);
  });

  it('never gives one store-type role in one store to two users', async () => {
    const links = await handle.db
      .select({
        roleId: userRolesInStores.roleId,
        storeId: userRolesInStores.storeId,
        userId: userRolesInStores.userId,
      })
      .from(userRolesInStores)
      .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
      .where(inArray(roles.roleType, [0, 1, 3]));
    // Some links first: on none at all, the check below would pass.
    expect(links.length).toBeGreaterThanOrEqual(5);
    const holders = new Map<string, Set<string>>();
    for (const l of links) {
      const key = `${l.roleId}|${l.storeId}`;
      holders.set(key, (holders.get(key) ?? new Set()).add(l.userId));
    }
    expect([...holders.values()].every((set) => set.size === 1)).toBe(true);
  });

  it('loads the 81 provinces and their districts', async () => {
    expect(await handle.db.$count(cities)).toBe(81);
    const [istanbul] = await handle.db.select().from(cities).where(eq(cities.id, 34));
    expect(istanbul?.name).toBe('İstanbul');
    const countyRows = await handle.db.select().from(counties);
    const cityIds = new Set(
      (await handle.db.select({ id: cities.id }).from(cities)).map((c) => c.id),
    );
    expect(countyRows.length).toBeGreaterThan(900);
    expect(countyRows.every((c) => cityIds.has(c.cityId))).toBe(true);
    expect(new Set(countyRows.map((c) => c.cityId)).size).toBe(81);
    const kadikoy = countyRows.find((c) => c.name === 'Kadıköy');
    expect(kadikoy?.cityId).toBe(34);
  });

  it('stores physical shops across many cities and the online shop', async () => {
    const physical = await handle.db
      .select()
      .from(stores)
      .where(and(eq(stores.type, 0), eq(stores.isECommerce, false)));
    expect(physical.length).toBeGreaterThanOrEqual(35);
    expect(new Set(physical.map((s) => s.cityId)).size).toBeGreaterThanOrEqual(10);
    expect(physical.some((s) => s.name === 'İSTANBUL KADIKÖY BAHARİYE')).toBe(true);
    const countyCity = new Map(
      (await handle.db.select().from(counties)).map((c) => [c.id, c.cityId]),
    );
    expect(physical.every((s) => countyCity.get(s.countyId!) === s.cityId)).toBe(true);
    const [online] = await handle.db.select().from(stores).where(eq(stores.name, 'ONLINE MAĞAZA'));
    expect(online).toMatchObject({ type: 0, isECommerce: true });
  });

  it('gives every product a valid EAN-13 barcode and a unique wesCode', async () => {
    const rows = await handle.db
      .select({ barcode: products.barcodeNo, wesCode: products.wesCode })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(2500);
    expect(rows.every((r) => isValidEan13(r.barcode) && r.barcode.startsWith('869'))).toBe(true);
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.wesCode)).size).toBe(rows.length);
  });

  it('stores customer phones as 11 unique digits and addresses in the right city', async () => {
    const rows = await handle.db.select().from(customers);
    expect(rows.length).toBeGreaterThanOrEqual(2500);
    expect(rows.every((c) => /^0\d{10}$/.test(c.phoneNumber))).toBe(true);
    expect(new Set(rows.map((c) => c.phoneNumber)).size).toBe(rows.length);
    expect(rows.every((c) => c.birthDate === null || c.birthDate < '2020-01-01')).toBe(true);
    const countyCity = new Map(
      (await handle.db.select().from(counties)).map((c) => [c.id, c.cityId]),
    );
    const withCounty = rows.filter((c) => c.countyId !== null);
    expect(withCounty.length).toBeGreaterThan(0);
    expect(withCounty.every((c) => countyCity.get(c.countyId!) === c.cityId)).toBe(true);
    const flagged = rows.filter((c) => c.isFlag);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((c) => c.flagDescription)).toBe(true);
  });

  it('has Elif Aydın at the softphone simulator number, with an active card', async () => {
    const [elif] = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, '05321234567'));
    expect(elif).toMatchObject({ firstName: 'Elif', lastName: 'Aydın', isActive: true });
    const cards = await handle.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, elif!.id));
    expect(cards.some((c) => c.isActiveCard && c.isActive && /^\d{13}$/.test(c.number))).toBe(true);
  });

  it('links every category set to a rule set with exactly one write flow', async () => {
    const sets = await handle.db
      .select({ ruleSetId: ticketCategorySets.ruleSetId })
      .from(ticketCategorySets);
    expect(sets.length).toBeGreaterThanOrEqual(50);
    const writes = await handle.db
      .select({ ruleSetId: ruleSetFlows.ruleSetId })
      .from(ruleSetFlows)
      .where(eq(ruleSetFlows.actionStatus, 1));
    const writeCount = new Map<string, number>();
    for (const w of writes) writeCount.set(w.ruleSetId, (writeCount.get(w.ruleSetId) ?? 0) + 1);
    expect(sets.every((s) => s.ruleSetId !== null && writeCount.get(s.ruleSetId) === 1)).toBe(true);
    const all = await handle.db.select({ id: ruleSets.id }).from(ruleSets);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => writeCount.get(r.id) === 1)).toBe(true);
  });

  it('offers three mail groups with a role or two each, used by breakdowns', async () => {
    const groups = await handle.db.select().from(mailGroups);
    expect(groups.map((group) => group.name).sort()).toEqual([
      'E-Ticaret Bildirim',
      'Kırmızı Alarm',
      'Mağaza Operasyon Bildirim',
    ]);
    for (const group of groups) {
      const links = await handle.db
        .select()
        .from(mailGroupRoles)
        .where(eq(mailGroupRoles.mailGroupId, group.id));
      expect(links.length, group.name).toBeGreaterThanOrEqual(1);
      expect(links.length, group.name).toBeLessThanOrEqual(2);
      const used = await handle.db.$count(
        ticketCategorySets,
        eq(ticketCategorySets.mailGroupId, group.id),
      );
      expect(used, group.name).toBeGreaterThan(0);
    }
  });

  it('keeps the breakdowns within the rules the administration enforces', async () => {
    const sets = await handle.db
      .select({
        set: ticketCategorySets,
        isCaseClosed: ruleSets.isCaseClosed,
        typeActive: ticketTypes.isActive,
      })
      .from(ticketCategorySets)
      .innerJoin(ruleSets, eq(ruleSets.id, ticketCategorySets.ruleSetId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, ticketCategorySets.typeId));
    expect(sets.filter(({ set, isCaseClosed }) => set.isSms && isCaseClosed)).toEqual([]);
    expect(sets.filter(({ set }) => set.isRedAlarm && set.isAppreciationMail)).toEqual([]);
    expect(sets.filter(({ set, typeActive }) => set.isActive && !typeActive)).toEqual([]);
  });

  it('holds a year of tickets owned as the rule sets say, with activities and flows', async () => {
    const { tickets, ticketActivities, ticketFlows, ticketProducts } = schema;
    const all = await handle.db.select().from(tickets);
    const rows = all.filter((t) => t.ticketNo !== OVERDUE_DEMO_TICKET_NO);
    expect(rows).toHaveLength(DEMO_TICKET_COUNT);
    const open = rows.filter((t) => t.status !== 3);
    expect(open.length).toBeGreaterThan(50);
    expect(open.length).toBeLessThan(DEMO_TICKET_COUNT / 2);
    const closed = rows.filter((t) => t.status === 3);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((t) => t.closedAt && t.closedUserId && t.callWrapUpId)).toBe(true);
    expect(open.every((t) => t.closedAt === null)).toBe(true);
    // Numbers follow creation time and the sequence continues after them.
    const byNumber = [...rows].sort((a, b) => a.ticketNo - b.ticketNo);
    expect(byNumber.map((t) => t.createdAt.getTime())).toEqual(
      [...byNumber].map((t) => t.createdAt.getTime()).sort((a, b) => a - b),
    );
    const oldest = Math.min(...rows.map((t) => t.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(200 * 24 * 3600 * 1000);
    const withSla = open.filter((t) => t.slaMinutes !== null);
    expect(withSla.length).toBeGreaterThan(0);
    expect(withSla.every((t) => t.slaDeadlineBm !== null && t.slaStoppedAtBm === null)).toBe(true);
    expect(await handle.db.$count(ticketActivities)).toBeGreaterThan(DEMO_TICKET_COUNT);
    expect(await handle.db.$count(ticketFlows)).toBeGreaterThanOrEqual(DEMO_TICKET_COUNT);
    expect(await handle.db.$count(ticketProducts)).toBeGreaterThan(100);
    const [elif] = await handle.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phoneNumber, '05321234567'));
    const hers = rows.filter((t) => t.customerId === elif?.id);
    expect(hers.length).toBe(DEMO_TICKET_COUNT / 100);
    expect(hers.every((t) => t.status === 3)).toBe(true);
    // The reports' first answer: the owner's first activity, when the owner is not the creator.
    const answered = rows.filter((t) => t.firstAnsweredAt !== null);
    expect(answered.length).toBeGreaterThan(DEMO_TICKET_COUNT / 4);
    const activities = await handle.db.select().from(ticketActivities);
    const ticketsById = new Map(all.map((t) => [t.id, t]));
    const firstByOther = new Map<string, Date>();
    for (const activity of [...activities].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    )) {
      const ticket = ticketsById.get(activity.ticketId);
      if (ticket && activity.createdByUserId !== ticket.createdByUserId) {
        if (!firstByOther.has(ticket.id)) firstByOther.set(ticket.id, activity.createdAt);
      }
    }
    for (const ticket of rows) {
      expect(ticket.firstAnsweredAt?.getTime()).toBe(firstByOther.get(ticket.id)?.getTime());
    }
    expect(
      answered
        .filter((t) => t.slaMinutes !== null)
        .every((t) => t.firstAnswerConsumedMinutes !== null),
    ).toBe(true);
  });

  it('opens on a working day: open tickets are recent, spread over the SLA levels, few overdue', async () => {
    const { tickets, holidays } = schema;
    const open = (await handle.db.select().from(tickets)).filter(
      (t) => t.status !== 3 && t.ticketNo !== OVERDUE_DEMO_TICKET_NO,
    );
    const oldest = Math.min(...open.map((t) => t.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThan(OPEN_DEMO_DAYS * 24 * 3600 * 1000);
    const clock = createBusinessClock(await handle.db.select().from(holidays), 'Europe/Istanbul');
    const nowBm = clock.minuteAt(new Date());
    const levels = open
      .filter((t) => t.slaMinutes !== null && t.slaDeadlineBm !== null)
      .map((t) => slaStatusOfPercentage(((t.slaDeadlineBm! - nowBm) / t.slaMinutes!) * 100));
    const count = (level: number) => levels.filter((l) => l === level).length;
    const S = REMAINING_SLA_STATUS;
    // Which levels show depends on the hour and weekday the demo is seeded; most show always.
    expect(
      [S.normal, S.danger, S.critical, S.crisis].filter((l) => count(l) > 0).length,
    ).toBeGreaterThanOrEqual(3);
    expect(count(S.crisis)).toBeGreaterThan(0);
    expect(count(S.crisis)).toBeLessThan(levels.length / 2);
  });

  it('holds one open ticket on the one-hour call-back rule set, overdue at any hour', async () => {
    const { tickets, ruleSets } = schema;
    const [row] = await handle.db
      .select({ ticket: tickets, ruleSetName: ruleSets.name })
      .from(tickets)
      .innerJoin(ruleSets, eq(ruleSets.id, tickets.ruleSetId))
      .where(eq(tickets.ticketNo, OVERDUE_DEMO_TICKET_NO));
    expect(row?.ruleSetName).toBe('Acil Geri Arama - 1 Saat');
    expect(row?.ticket.status).not.toBe(3);
    expect(row?.ticket.slaMinutes).toBe(60);
    expect(row?.ticket.slaExceededNotifiedDeadlineBm).toBe(row?.ticket.slaDeadlineBm);
    const others = await handle.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.ruleSetId, row?.ticket.ruleSetId ?? ''));
    expect(others).toHaveLength(1);
  });

  it('changes nothing when run a second time', async () => {
    const tables = Object.values(schema).filter((t) => is(t, PgTable));
    expect(tables.length).toBeGreaterThan(30);
    const count = () => Promise.all(tables.map((t) => handle.db.$count(t)));
    const before = await count();
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await count()).toEqual(before);
  });

  it('offers the holidays, wrap-ups and lookups the forms need', async () => {
    const { holidays, callWrapUps, campaigns, ticketQuestions, sources } = schema;
    const [ramazan] = await handle.db
      .select()
      .from(holidays)
      .where(eq(holidays.date, '2027-03-09'));
    expect(ramazan).toMatchObject({ isFullDay: true, isPublicHoliday: false });
    const [eve] = await handle.db.select().from(holidays).where(eq(holidays.date, '2026-10-28'));
    expect(eve).toMatchObject({ isFullDay: false, isPublicHoliday: true });
    const wrapUps = await handle.db.select().from(callWrapUps);
    const byName = new Map(wrapUps.map((w) => [w.name, w]));
    expect(byName.get('Ulaşılamadı - 1. Arama')).toMatchObject({
      isProcess: true,
      isSlaPaused: true,
    });
    expect(byName.get('Puan Yüklendi')).toMatchObject({ isClosed: true, revealsMoneyPoint: true });
    expect(byName.get('İndirim Kodu Verildi')?.revealsDiscountCode).toBe(true);
    expect(await handle.db.$count(campaigns, eq(campaigns.requiresContractCompany, true))).toBe(1);
    const [first] = await handle.db
      .select()
      .from(ticketQuestions)
      .orderBy(ticketQuestions.order)
      .limit(1);
    expect(first?.description).toContain('IVR');
    expect(await handle.db.$count(sources, eq(sources.groupName, 'Magaza'))).toBe(2);
  });
});

describe('demo data builders', () => {
  it('produce the same rows on every run', () => {
    const book = buildAddressBook();
    expect(buildProducts(createRandom(), 200)).toEqual(buildProducts(createRandom(), 200));
    expect(buildCustomers(createRandom(), book, 200)).toEqual(
      buildCustomers(createRandom(), book, 200),
    );
  });
});
