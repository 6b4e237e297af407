import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  adminAuditLog,
  callWrapUps,
  campaigns,
  customerVoices,
  deliveryTypes,
  sources,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { Backend } from './backends.ts';
import { createUserWithPermissions } from './factories.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The people of the reference-data administration tests: an administrator who holds only
 * Definition.WrapUps (the screens need nothing else), and an agent who creates tickets.
 */
export async function createReferenceAdminWorld(db: Executor) {
  const admin = await createUserWithPermissions(db, ['Definition.WrapUps']);
  const agent = await createUserWithPermissions(db, [
    'Customer',
    'Ticket.Create',
    'Ticket.CallWrapUps',
  ]);

  async function auditEntriesOf(entityId: string) {
    return db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, entityId))
      .orderBy(adminAuditLog.createdAt);
  }

  /** How many reference rows and audit entries exist: a refused write changes none. */
  async function counts() {
    const tables = [campaigns, sources, callWrapUps, customerVoices, deliveryTypes] as const;
    const numbers = await Promise.all(
      [...tables, adminAuditLog].map(async (table) => {
        const [row] = await db.select({ n: count() }).from(table);
        return row!.n;
      }),
    );
    return numbers;
  }

  return { admin, agent, auditEntriesOf, counts };
}
export type ReferenceAdminWorld = Awaited<ReturnType<typeof createReferenceAdminWorld>>;

/** The world of a describe block with its test app (`ctx`), on one backend. */
export function setUpReferenceAdminWorld(backend: Backend) {
  const world = {} as ReferenceAdminWorld & { ctx: TestContext };
  beforeAll(async () => {
    const ctx = await createTestContext(backend);
    Object.assign(world, await createReferenceAdminWorld(ctx.db), { ctx });
  });
  afterAll(() => world.ctx.close());
  return world;
}

export type SavedEnvelope<T> = { isSuccess: boolean; data: T; messages: string[] };
