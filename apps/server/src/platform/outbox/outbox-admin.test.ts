import { randomUUID } from 'node:crypto';
import { OUTBOX_MESSAGES } from '@ccms/contract/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, outboxMessages, tickets } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { messagesOf, post } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld } from '../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('the outbox screen calls on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let agent: TestUser;
  let ticketId: string;
  let ticketNo: number;
  const kind = `test-${randomUUID().slice(0, 6)}`;

  async function insertMessage(values: Partial<typeof outboxMessages.$inferInsert>) {
    const [row] = await ctx.db
      .insert(outboxMessages)
      .values({
        channel: 'mail',
        topic: kind,
        dedupeKey: randomUUID(),
        ticketId,
        recipients: ['kisi@example.test'],
        subject: 'Konu',
        body: 'Gövde',
        ...values,
      })
      .returning();
    return row!;
  }
  const query = (filters: object[], pageNumber = 1) => ({
    filters,
    sortings: [],
    paging: { pageNumber, maxItemCountPerPage: 20 },
  });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const world = await createTicketWorld(ctx.db);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    agent = await world.agent();
    ticketId = await createTicketOverHttp(ctx, world, agent);
    [{ ticketNo }] = (await ctx.db
      .select({ ticketNo: tickets.ticketNo })
      .from(tickets)
      .where(eq(tickets.id, ticketId))) as [{ ticketNo: number }];
  });
  afterAll(() => ctx.close());

  it('lists messages newest first, filtered by state, kind, ticket number and dates', async () => {
    const old = await insertMessage({ state: 'sent', createdAt: new Date('2026-01-05T09:00:00Z') });
    const failed = await insertMessage({
      state: 'failed',
      attempts: 2,
      failureReason: '451 Geçici hata',
      createdAt: new Date('2026-02-10T09:00:00Z'),
    });
    const page = await post(
      ctx,
      admin,
      '/api/outbox/list',
      query([
        { propertyName: 'kind', operator: 'equal', targetValue: kind },
        { propertyName: 'ticketNo', operator: 'equal', targetValue: ticketNo },
      ]),
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((item: { id: string }) => item.id)).toEqual([failed.id, old.id]);
    expect(page.json().items[0]).toMatchObject({
      state: 'failed',
      kind,
      channel: 'mail',
      ticketNo,
      attempts: 2,
      failureReason: '451 Geçici hata',
      recipients: ['kisi@example.test'],
    });

    const byState = await post(
      ctx,
      admin,
      '/api/outbox/list',
      query([
        { propertyName: 'kind', operator: 'equal', targetValue: kind },
        { propertyName: 'state', operator: 'equal', targetValue: 'sent' },
      ]),
    );
    expect(byState.json().items.map((item: { id: string }) => item.id)).toEqual([old.id]);
    const byDate = await post(
      ctx,
      admin,
      '/api/outbox/list',
      query([
        { propertyName: 'kind', operator: 'equal', targetValue: kind },
        {
          propertyName: 'createdDate',
          operator: 'greatherThanOrEqual',
          targetValue: '2026.02.01 00:00',
        },
      ]),
    );
    expect(byDate.json().items.map((item: { id: string }) => item.id)).toEqual([failed.id]);

    const unknownProperty = await post(
      ctx,
      admin,
      '/api/outbox/list',
      query([{ propertyName: 'body', operator: 'contains', targetValue: 'x' }]),
    );
    expect(unknownProperty.statusCode).toBe(400);
  });

  it('shows one message whole, and sends a failed one again in a new round, recorded in the audit log', async () => {
    const failed = await insertMessage({
      state: 'dead',
      attempts: 8,
      failureReason: '550 Posta kutusu yok',
      html: '<p>Gövde</p>',
      errors: [{ at: '2026-02-10T09:00:00Z', attempt: 8, reason: '550 Posta kutusu yok' }],
    });
    const detail = await post(ctx, admin, '/api/outbox/get', { id: failed.id });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: failed.id,
      body: 'Gövde',
      html: '<p>Gövde</p>',
      errors: [{ attempt: 8, reason: '550 Posta kutusu yok' }],
      idempotencyKey: failed.dedupeKey,
      round: 0,
      canRetry: true,
    });

    const retried = await post(ctx, admin, '/api/outbox/retry', { id: failed.id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      isSuccess: true,
      data: { id: failed.id },
      messages: [OUTBOX_MESSAGES.retried],
    });
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, failed.id));
    expect(row).toMatchObject({ state: 'queued', round: 1, jobId: null });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.entityId, failed.id), eq(adminAuditLog.entityType, 'outboxMessage')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: admin.id,
      before: { state: 'dead', round: 0 },
      after: { state: 'queued', round: 1 },
    });

    // Queued again: nothing to retry until it fails.
    const again = await post(ctx, admin, '/api/outbox/retry', { id: failed.id });
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again)).toBe(OUTBOX_MESSAGES.notRetryable);
  });

  it('answers 404 for an unknown message and 403 to anyone but an administrator', async () => {
    const unknown = await post(ctx, admin, '/api/outbox/get', { id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toBe(OUTBOX_MESSAGES.notFound);
    const message = await insertMessage({ state: 'failed' });
    for (const url of ['/api/outbox/list', '/api/outbox/get', '/api/outbox/retry']) {
      const body = url.endsWith('list') ? query([]) : { id: message.id };
      expect((await post(ctx, agent, url, body)).statusCode).toBe(403);
    }
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(row!.state).toBe('failed');
  });
});
