import { randomUUID } from 'node:crypto';
import type { TAuditEntry } from '@ccms/contract/audit-log';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TPaged } from '@ccms/contract/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { messagesOf, post, postOk } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { recordAudit } from './record.ts';

describe.each(TEST_BACKENDS)('admin audit log on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let editor: TestUser;
  let other: TestUser;
  const typeId = randomUUID();

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    editor = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
    other = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
    await recordAudit(ctx.db, {
      user: editor,
      entityType: 'ticketType',
      entityId: typeId,
      entityLabel: 'Şikayet',
      action: 'create',
      before: null,
      after: { id: typeId, name: 'Şikayet', isActive: true, isDeleted: false },
    });
    await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, [
        {
          user: editor,
          entityType: 'ticketType',
          entityId: typeId,
          entityLabel: 'Şikayet',
          action: 'update',
          before: { id: typeId, name: 'Şikayet', isActive: true, isDeleted: false },
          after: { id: typeId, name: 'Şikayet', isActive: false, isDeleted: false },
        },
        {
          user: editor,
          entityType: 'categorySet',
          entityId: randomUUID(),
          entityLabel: 'Şikayet - Ürün - Kalite',
          action: 'update',
          before: { isActive: true },
          after: { isActive: false },
          touchedTicketCount: 3,
        },
      ]);
    });
    await recordAudit(ctx.db, {
      user: other,
      entityType: 'categorySetMail',
      entityId: randomUUID(),
      entityLabel: 'kalite@demo.local',
      action: 'delete',
      before: { emailAddress: 'kalite@demo.local' },
      after: null,
    });
    // Spread the creation times so the order is certain: the first entry is the oldest.
    const rows = await ctx.db
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .orderBy(adminAuditLog.createdAt, adminAuditLog.entityType);
    for (const [index, row] of rows.entries()) {
      await ctx.db
        .update(adminAuditLog)
        .set({ createdAt: new Date(Date.UTC(2026, 2, 1 + index, 9, 0)) })
        .where(eq(adminAuditLog.id, row.id));
    }
  });
  afterAll(() => ctx.close());

  const list = (body: unknown, user = admin) =>
    postOk<TPaged<TAuditEntry>>(ctx, user, '/api/auditlog/list', body);

  it('lists newest first with who, what and the row before and after', async () => {
    const page = await list({});
    expect(page.totalCount).toBe(4);
    expect(page.items.map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
    const [deleted, , , created] = page.items;
    expect(deleted).toMatchObject({
      userId: other.id,
      userFullName: `${other.name} ${other.surname}`,
      entityType: 'categorySetMail',
      before: { emailAddress: 'kalite@demo.local' },
      after: null,
      touchedTicketCount: null,
    });
    expect(created).toMatchObject({
      entityType: 'ticketType',
      entityId: typeId,
      entityLabel: 'Şikayet',
      before: null,
      after: { id: typeId, name: 'Şikayet', isActive: true, isDeleted: false },
    });
    // ISO instants, as the ticket lists answer their dates.
    expect(created!.createdDate).toBe('2026-03-01T09:00:00.000Z');
    expect(page.items.find((entry) => entry.touchedTicketCount === 3)).toBeDefined();
  });

  it('filters by user, entity type, entity id and date range, and pages', async () => {
    const byUser = await list({
      filters: [{ propertyName: 'userId', operator: 'equal', targetValue: other.id }],
    });
    expect(byUser.items.map((entry) => entry.entityType)).toEqual(['categorySetMail']);
    const byType = await list({
      filters: [{ propertyName: 'entityType', operator: 'equal', targetValue: 'ticketType' }],
    });
    expect(byType.totalCount).toBe(2);
    const byEntity = await list({
      filters: [{ propertyName: 'EntityId', operator: 'equal', targetValue: typeId }],
    });
    expect(byEntity.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    // Wall-clock Istanbul times: 09:00 UTC is 12:00 there.
    const range = await list({
      filters: [
        {
          propertyName: 'createdDate',
          operator: 'greatherThanOrEqual',
          targetValue: '2026.03.02 00:00',
        },
        {
          propertyName: 'createdDate',
          operator: 'lessThanOrEqual',
          targetValue: '2026.03.03 12:00',
        },
      ],
    });
    expect(range.totalCount).toBe(2);
    const oldestFirst = await list({
      sortings: [{ propertyName: 'createdDate', direction: 0 }],
      paging: { pageNumber: 2, maxItemCountPerPage: 3 },
    });
    expect(oldestFirst).toMatchObject({ itemCountOnPage: 1, currentPageNumber: 2, totalCount: 4 });
    expect(oldestFirst.items[0]!.action).toBe('delete');
    const refused = await post(ctx, admin, '/api/auditlog/list', {
      filters: [{ propertyName: 'before', operator: 'contains', targetValue: 'x' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toContain("'before'");
  });

  it('answers administrators only', async () => {
    const refused = await post(ctx, editor, '/api/auditlog/list', {});
    expect(refused.statusCode).toBe(403);
    expect((await post(ctx, null, '/api/auditlog/list', {})).statusCode).toBe(401);
  });

  it('keeps entries only with their transaction, and pages 20 by default', async () => {
    const entityId = randomUUID();
    const entry = {
      user: editor,
      entityType: 'source',
      entityId,
      entityLabel: 'Web',
      action: 'update',
      before: { name: 'Web' },
      after: { name: 'Web Sitesi' },
    } as const;
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAudit(tx, entry);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const filter = {
      filters: [{ propertyName: 'entityId', operator: 'equal', targetValue: entityId }],
    };
    expect((await list(filter)).totalCount).toBe(0);
    await recordAudit(
      ctx.db,
      Array.from({ length: PAGE_SIZES.auditLog + 1 }, () => entry),
    );
    const page = await list(filter);
    expect(page).toMatchObject({ itemCountOnPage: 20, totalCount: 21, currentPageNumber: 1 });
  });
});
