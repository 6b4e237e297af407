import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import type { TSignInAttempt } from '@ccms/contract/sign-in-attempts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { messagesOf, post, postOk } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { recordSignInAttempt } from './service.ts';

describe.each(TEST_BACKENDS)('sign-in attempts list on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let editor: TestUser;
  // Unique per run: other tests on this database record attempts too.
  const tag = randomUUID().slice(0, 8);
  const known = `bilinen.${tag}@example.com`;
  const unknown = `yok.${tag}@example.com`;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    editor = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
    const day = (date: number, hour: number) => new Date(Date.UTC(2026, 2, date, hour, 0));
    const attempts = [
      { at: day(1, 9), accountName: known, userId: editor.id, reason: 'wrongPassword' },
      { at: day(2, 9), accountName: known, userId: editor.id, reason: 'success' },
      { at: day(3, 9), accountName: unknown, userId: null, reason: 'unknownAccount' },
      { at: day(4, 9), accountName: unknown, userId: null, reason: 'blocked' },
    ] as const;
    for (const attempt of attempts) {
      await recordSignInAttempt(ctx.db, { ...attempt, clientAddress: '10.0.0.7' });
    }
  });
  afterAll(() => ctx.close());

  const list = (filters: unknown[], extra: Record<string, unknown> = {}) =>
    postOk<TPaged<TSignInAttempt>>(ctx, admin, '/api/signinattempts/list', {
      filters: [
        { propertyName: 'accountName', operator: 'contains', targetValue: tag },
        ...filters,
      ],
      ...extra,
    });

  it('lists attempts newest first with who, when, address, success and reason', async () => {
    const page = await list([]);
    expect(page.totalCount).toBe(4);
    expect(page.items.map((a) => a.reason)).toEqual([
      'blocked',
      'unknownAccount',
      'success',
      'wrongPassword',
    ]);
    expect(page.items[2]).toMatchObject({
      accountName: known,
      userId: editor.id,
      userFullName: `${editor.name} ${editor.surname}`,
      clientAddress: '10.0.0.7',
      isSuccessful: true,
      createdDate: '2026-03-02T09:00:00.000Z',
    });
    expect(page.items[0]).toMatchObject({ userId: null, userFullName: null, isSuccessful: false });
  });

  it('filters by account, success and date range, and pages', async () => {
    const byAccount = await list([
      { propertyName: 'accountName', operator: 'contains', targetValue: 'bilinen.' },
    ]);
    expect(byAccount.items.map((a) => a.reason)).toEqual(['success', 'wrongPassword']);
    const failed = await list([
      { propertyName: 'isSuccessful', operator: 'equal', targetValue: false },
    ]);
    expect(failed.totalCount).toBe(3);
    // Istanbul wall-clock times: 09:00 UTC is 12:00 there.
    const range = await list([
      {
        propertyName: 'createdDate',
        operator: 'greatherThanOrEqual',
        targetValue: '2026.03.02 00:00',
      },
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2026.03.03 12:00' },
    ]);
    expect(range.items.map((a) => a.reason)).toEqual(['unknownAccount', 'success']);
    const second = await list([], { paging: { pageNumber: 2, maxItemCountPerPage: 3 } });
    expect(second).toMatchObject({ itemCountOnPage: 1, currentPageNumber: 2, totalCount: 4 });
    expect(second.items[0]!.reason).toBe('wrongPassword');
    const refused = await post(ctx, admin, '/api/signinattempts/list', {
      filters: [{ propertyName: 'clientAddress', operator: 'equal', targetValue: 'x' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toContain("'clientAddress'");
  });

  it('answers administrators only', async () => {
    expect((await post(ctx, editor, '/api/signinattempts/list', {})).statusCode).toBe(403);
    expect((await post(ctx, null, '/api/signinattempts/list', {})).statusCode).toBe(401);
  });
});
