import { MESSAGES } from '@ccms/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions, type TestUser } from '../test/factories.ts';
import { get, messagesOf, post } from '../test/http-support.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { fixedClock } from './clock.ts';
import { createUserRateLimiter } from './rate-limit.ts';

describe('per-user rate limiter', () => {
  it('allows the limit in a window, then says how long to wait, and forgets at the next window', () => {
    const clock = fixedClock(new Date('2026-11-26T10:00:03Z'));
    const limiter = createUserRateLimiter({ requests: 2, windowSeconds: 10 }, clock);
    expect(limiter.take('a')).toEqual({ isAllowed: true });
    expect(limiter.take('a')).toEqual({ isAllowed: true });
    // The window runs 10:00:00 – 10:00:10: 7 s are left.
    expect(limiter.take('a')).toEqual({ isAllowed: false, retryAfterSeconds: 7 });
    expect(limiter.take('b')).toEqual({ isAllowed: true });
    clock.set(new Date('2026-11-26T10:00:10Z'));
    expect(limiter.take('a')).toEqual({ isAllowed: true });
  });
});

describe('API rate limit per user', () => {
  let ctx: TestContext;
  let first: TestUser;
  let second: TestUser;
  const clock = fixedClock(new Date());
  const url = '/api/session/GetCurrentLoginInformation';

  beforeAll(async () => {
    ctx = await createTestContext('pglite', {
      clock,
      env: { API_RATE_LIMIT: '3', API_RATE_WINDOW_SECONDS: '10' },
    });
    first = await createUserWithPermissions(ctx.db, []);
    second = await createUserWithPermissions(ctx.db, []);
  });
  afterAll(() => ctx.close());

  it('answers 429 in Turkish with Retry-After past the limit, to that user only', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(ctx, first, url, {})).statusCode).toBe(200);
    const refused = await post(ctx, first, url, {});
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toBe(MESSAGES.tooManyRequests);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect((await post(ctx, second, url, {})).statusCode).toBe(200);
    // Public routes and unsigned callers are not counted against anyone.
    expect((await get(ctx, null, '/api/check/live')).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + retryAfter * 1000));
    expect((await post(ctx, first, url, {})).statusCode).toBe(200);
  });
});
