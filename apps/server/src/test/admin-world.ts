import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import {
  adminAuditLog,
  callWrapUps,
  campaigns,
  customerVoices,
  deliveryTypes,
  mailGroups,
  ruleSetFlows,
  ruleSets,
  sources,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
  userRolesInStores,
  users,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { Backend } from './backends.ts';
import { createRole, createStore, createUserWithPermissions, type TestUser } from './factories.ts';
import { randomToken } from './http-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** What an administration suite needs besides its test app. */
type AdminWorldOptions<Person extends string, Rows extends object> = {
  /** Each person of the suite, holding one new role with these permissions in one new unit. */
  people: Record<Person, readonly Permission[]>;
  /** The tables `counts()` counts besides the audit log: a refused write changes none of them. */
  counted: Record<string, PgTable>;
  /** The rows and row factories the suite's screens work on. */
  rows: (db: Executor) => Promise<Rows>;
};

/** Keeps the people's names and the rows' type of an administration kind. */
function adminKind<Person extends string, Rows extends object>(
  options: AdminWorldOptions<Person, Rows>,
) {
  return options;
}

/**
 * An administration suite's world on `db`: its people, the rows of `options.rows`, the audit
 * entries of a row and the counts of the suite's tables.
 */
export async function createAdminWorld<Person extends string, Rows extends object>(
  db: Executor,
  options: AdminWorldOptions<Person, Rows>,
) {
  const people = {} as Record<Person, TestUser>;
  for (const [name, permissions] of Object.entries(options.people) as [Person, Permission[]][]) {
    people[name] = await createUserWithPermissions(db, permissions);
  }

  async function auditEntriesOf(entityId: string) {
    return db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, entityId))
      .orderBy(adminAuditLog.createdAt);
  }

  /** How many rows the counted tables and the audit log hold: a refused write changes none. */
  async function counts() {
    const tables = { ...options.counted, audit: adminAuditLog };
    const numbers = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await db.select({ n: count() }).from(table);
        return [name, row!.n] as const;
      }),
    );
    return Object.fromEntries(numbers);
  }

  return { ...people, ...(await options.rows(db)), auditEntriesOf, counts };
}

/** The world `createAdminWorld` builds for a kind such as `HIERARCHY_ADMINISTRATION`. */
export type AdminWorld<Kind> =
  Kind extends AdminWorldOptions<infer Person, infer Rows>
    ? Awaited<ReturnType<typeof createAdminWorld<Person, Rows>>>
    : never;

/**
 * The administration world of a describe block, with its test app (`ctx`) on one backend: filled
 * in before the block's tests and closed after them, so read it only inside hooks and tests.
 */
export function setUpAdminWorld<Person extends string, Rows extends object>(
  backend: Backend,
  options: AdminWorldOptions<Person, Rows>,
) {
  const world = {} as Awaited<ReturnType<typeof createAdminWorld<Person, Rows>>> & {
    ctx: TestContext;
  };
  beforeAll(async () => {
    const ctx = await createTestContext(backend);
    Object.assign(world, await createAdminWorld(ctx.db, options), { ctx });
  });
  afterAll(() => world.ctx.close());
  return world;
}

type SetValues = Partial<typeof ticketCategorySets.$inferInsert>;

/** Rule sets (one closing cases, one inactive), mail groups, and levels and breakdowns on demand. */
async function hierarchyRows(db: Executor) {
  const tag = randomToken();
  const [openRuleSet, closedRuleSet, inactiveRuleSet] = await db
    .insert(ruleSets)
    .values([
      { name: `Açık Kural ${tag}`, sla: 24 },
      { name: `Kapatan Kural ${tag}`, isCaseClosed: true },
      { name: `Eski Kural ${tag}`, isActive: false },
    ])
    .returning();
  // A breakdown may only be given a rule set with a write flow (rulesets/*RuleSetOfCategory).
  const writer = await createRole(db, []);
  await db.insert(ruleSetFlows).values(
    [openRuleSet!, closedRuleSet!, inactiveRuleSet!].map((set) => ({
      ruleSetId: set.id,
      roleId: writer.id,
      actionStatus: 1,
    })),
  );
  const [mailGroup, inactiveMailGroup] = await db
    .insert(mailGroups)
    .values([{ name: `Grup ${tag}` }, { name: `Pasif Grup ${tag}`, isActive: false }])
    .returning();

  const level =
    (table: typeof ticketTypes, prefix: string) =>
    async (values: { name?: string; isActive?: boolean } = {}) => {
      const [row] = await db
        .insert(table)
        .values({ name: `${prefix} ${randomToken()}`, ...values })
        .returning();
      return row!;
    };
  const type = level(ticketTypes, 'Tip');
  const category = level(ticketCategories, 'Kategori');
  const subCategory = level(ticketSubCategories, 'Alt Kategori');

  /** A breakdown of new levels unless given; the values win. */
  async function breakdown(values: SetValues = {}) {
    const [row] = await db
      .insert(ticketCategorySets)
      .values({
        typeId: values.typeId ?? (await type()).id,
        categoryId: values.categoryId ?? (await category()).id,
        subCategoryId: values.subCategoryId ?? (await subCategory()).id,
        ruleSetId: openRuleSet!.id,
        ...values,
      })
      .returning();
    return row!;
  }

  async function setRow(id: string) {
    const [row] = await db.select().from(ticketCategorySets).where(eq(ticketCategorySets.id, id));
    return row!;
  }

  return {
    tag,
    writer,
    openRuleSet: openRuleSet!,
    closedRuleSet: closedRuleSet!,
    inactiveRuleSet: inactiveRuleSet!,
    mailGroup: mailGroup!,
    inactiveMailGroup: inactiveMailGroup!,
    type,
    category,
    subCategory,
    breakdown,
    setRow,
  };
}

/**
 * The hierarchy, breakdown, rule set and mail group administration: an administrator (with
 * Ticket.EditCategorySets), an editor without it, an agent; the rows of `hierarchyRows`.
 */
export const HIERARCHY_ADMINISTRATION = adminKind({
  people: {
    admin: ['Definition.WrapUps', 'Ticket.EditCategorySets', 'Ticket.Create'],
    editor: ['Definition.WrapUps', 'Ticket.Create'],
    agent: ['Customer', 'Customer.Crud', 'Ticket.Create'],
  },
  counted: { sets: ticketCategorySets },
  rows: hierarchyRows,
});

/** Units and roles of either kind, and people without roles, made on demand with unique names. */
async function organisationRows(db: Executor) {
  const store = (values: Parameters<typeof createStore>[1] = {}) =>
    createStore(db, { name: `MAĞAZA ${randomToken()}`, type: 0, ...values });
  const department = (values: Parameters<typeof createStore>[1] = {}) =>
    createStore(db, { name: `DEPARTMAN ${randomToken()}`, type: 4, ...values });
  const storeRole = (permissions: Parameters<typeof createRole>[1] = []) =>
    createRole(db, permissions, { roleType: 1 });
  const departmentRole = (permissions: Parameters<typeof createRole>[1] = []) =>
    createRole(db, permissions, { roleType: 4 });

  /** A user without roles (active unless told). */
  async function person(values: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
    const t = randomToken();
    const [row] = await db
      .insert(users)
      .values({
        name: 'Kişi',
        surname: `Soyad ${t}`,
        userName: 'Kişi',
        emailAddress: `kisi.${t}@example.test`,
        ...values,
      })
      .returning();
    return { ...row!, ccmsIdent: row!.ccmsIdent, positionIdent: row!.positionIdent };
  }

  async function linksOf(userId: string) {
    return db.select().from(userRolesInStores).where(eq(userRolesInStores.userId, userId));
  }

  return { store, department, storeRole, departmentRole, person, linksOf };
}

/**
 * The users, roles and stores administration: an Admin (who also holds the definitions menu), a
 * definer with the menu but without Admin, an agent with neither; the rows of `organisationRows`.
 */
export const ORGANISATION_ADMINISTRATION = adminKind({
  people: {
    admin: ['Admin', 'Definition.WrapUps', 'Stores'],
    definer: ['Definition.WrapUps'],
    agent: ['Customer'],
  },
  counted: {},
  rows: organisationRows,
});

/**
 * The reference-data administration: an administrator who holds only Definition.WrapUps (the
 * screens need nothing else) and an agent who creates tickets; every reference table is counted.
 */
export const REFERENCE_ADMINISTRATION = adminKind({
  people: {
    admin: ['Definition.WrapUps'],
    agent: ['Customer', 'Ticket.Create', 'Ticket.CallWrapUps'],
  },
  counted: { campaigns, sources, callWrapUps, customerVoices, deliveryTypes },
  rows: async () => ({}),
});

/** A level write's body with a new id. */
export const levelBody = (name: string, isActive = true) => ({ id: randomUUID(), name, isActive });
