import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  adminAuditLog,
  mailGroups,
  ruleSetFlows,
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { Backend } from './backends.ts';
import { createRole, createUserWithPermissions } from './factories.ts';
import { randomToken } from './http-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

type SetValues = Partial<typeof ticketCategorySets.$inferInsert>;

/**
 * The people and rows the administration tests need: an administrator (with
 * Ticket.EditCategorySets), an editor without it, an agent, rule sets (one closing cases), mail
 * groups (one inactive), and levels and breakdowns made on demand with unique names.
 */
export async function createHierarchyAdminWorld(db: Executor) {
  const tag = randomToken();
  const admin = await createUserWithPermissions(db, [
    'Definition.WrapUps',
    'Ticket.EditCategorySets',
    'Ticket.Create',
  ]);
  const editor = await createUserWithPermissions(db, ['Definition.WrapUps', 'Ticket.Create']);
  const agent = await createUserWithPermissions(db, ['Customer', 'Customer.Crud', 'Ticket.Create']);
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

  async function auditEntriesOf(entityId: string) {
    return db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, entityId))
      .orderBy(adminAuditLog.createdAt);
  }

  /** How many breakdowns and audit entries exist: a refused write changes neither. */
  async function counts() {
    const [[sets], [audit]] = await Promise.all([
      db.select({ n: count() }).from(ticketCategorySets),
      db.select({ n: count() }).from(adminAuditLog),
    ]);
    return { sets: sets!.n, audit: audit!.n };
  }

  return {
    tag,
    admin,
    editor,
    writer,
    agent,
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
    auditEntriesOf,
    counts,
  };
}
export type HierarchyAdminWorld = Awaited<ReturnType<typeof createHierarchyAdminWorld>>;

/**
 * The administration world of a describe block, with its test app (`ctx`) on one backend: filled
 * in before the block's tests and closed after them, so read it only inside hooks and tests.
 */
export function setUpHierarchyAdminWorld(backend: Backend) {
  const world = {} as HierarchyAdminWorld & { ctx: TestContext };
  beforeAll(async () => {
    const ctx = await createTestContext(backend);
    Object.assign(world, await createHierarchyAdminWorld(ctx.db), { ctx });
  });
  afterAll(() => world.ctx.close());
  return world;
}

/** A level write's body with a new id. */
export const levelBody = (name: string, isActive = true) => ({ id: randomUUID(), name, isActive });
