import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/organisation.ts';
import { signInAttempts } from '../db/schema/sign-in-attempts.ts';
import { fixedClock } from '../platform/clock.ts';
import { type AppConfig, loadConfig } from '../platform/config.ts';
import type { DatabaseHandle } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { createUserWithPermissions } from '../test/factories.ts';
import { CookieBrowser } from '../test/oidc-sign-in.ts';
import { findFreePort } from '../test/product-process.ts';
import { loadSigningKeys } from './keys.ts';
import { mountEmbeddedIdp } from './provider.ts';
import { ACCOUNT_RULE, ADDRESS_RULE, ablativeSuffix, blockMillisAfter } from './sign-in-limits.ts';

type Answer = { status: number; message: string; retryAfter: string | null };

const WRONG = 'yanlış-parola';
const LOCK_TEXT =
  /Çok fazla başarısız deneme\. (\d\d:\d\d(?::\d\d)?)'(den|dan|ten|tan) sonra tekrar deneyin\./;

function unescapeHtml(html: string): string {
  return html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** The error line of a sign-in page, the one a user reads. */
function messageOf(html: string): string {
  const text = unescapeHtml(html);
  return (
    text.match(LOCK_TEXT)?.[0] ??
    (text.includes('E-posta adresi veya parola hatalı.')
      ? 'E-posta adresi veya parola hatalı.'
      : '')
  );
}

describe('sign-in limits', () => {
  it('doubles the delay after the free failures, then locks', () => {
    expect(blockMillisAfter(ACCOUNT_RULE, ACCOUNT_RULE.freeFailures)).toBe(0);
    expect(blockMillisAfter(ACCOUNT_RULE, ACCOUNT_RULE.freeFailures + 1)).toBe(2000);
    expect(blockMillisAfter(ACCOUNT_RULE, ACCOUNT_RULE.freeFailures + 2)).toBe(4000);
    expect(blockMillisAfter(ACCOUNT_RULE, ACCOUNT_RULE.lockAfter)).toBe(15 * 60_000);
    expect(blockMillisAfter(ADDRESS_RULE, ADDRESS_RULE.lockAfter - 1)).toBe(15 * 60_000);
  });

  it('reads the time aloud for its suffix', () => {
    expect(ablativeSuffix('14:32')).toBe('den');
    expect(ablativeSuffix('14:30')).toBe('dan');
    expect(ablativeSuffix('14:00')).toBe('ten');
    expect(ablativeSuffix('09:40')).toBe('tan');
    expect(ablativeSuffix('10:06')).toBe('dan');
    expect(ablativeSuffix('10:05:03')).toBe('ten');
  });
});

describe.each(TEST_BACKENDS)('sign-in limits on the password form (%s)', (backend) => {
  let handle: DatabaseHandle;
  const clock = fixedClock(new Date('2026-11-26T11:30:00Z')); // 14:30 in Istanbul
  const instances: { app: FastifyInstance; config: AppConfig }[] = [];
  let email: string;

  async function startInstance() {
    const port = await findFreePort();
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    // Behind a proxy, as in production: the client address comes from X-Forwarded-For.
    const app = Fastify({ logger: false, trustProxy: true });
    await mountEmbeddedIdp(app, {
      db: handle.db,
      config,
      clock,
      keys: () => loadSigningKeys(handle.db),
    });
    await app.listen({ port, host: '127.0.0.1' });
    instances.push({ app, config });
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    // Until an administrator exists nobody signs in (docs/domain.md §16.1).
    await createUserWithPermissions(handle.db, ['Admin']);
    email = `kilit.${randomUUID().slice(0, 8)}@example.com`;
    await handle.db.insert(users).values({
      name: 'Kilit',
      surname: 'Deneme',
      userName: email,
      emailAddress: email,
      isActive: true,
      passwordHash: await hashPassword('demo'),
    });
    await startInstance();
    await startInstance();
  }, 60_000);

  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await handle?.close();
  });

  /** A sign-in page on instance `index`, and a way to post its form from `address`. */
  async function openForm(index = 0, address = randomAddress()) {
    const { config } = instances[index]!;
    const browser = new CookieBrowser(config.publicUrl);
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: config.oidc.clientId,
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: `${config.publicUrl}/account/signed-in-callback`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'x',
    });
    const started = await browser.request(`/oidc/auth?${query}`);
    const interaction = started.headers.get('location');
    if (!interaction) throw new Error(`no interaction: ${started.status}`);
    return async (account: string, password: string): Promise<Answer> => {
      const response = await browser.request(`${interaction}/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({ email: account, password }).toString(),
      });
      return {
        status: response.status,
        message: messageOf(await response.text()),
        retryAfter: response.headers.get('retry-after'),
      };
    };
  }

  function randomAddress() {
    return `10.${randomBytes(3).join('.')}`;
  }

  it('does not answer 45 wrong passwords all with 401: after a few, it asks to wait', async () => {
    const account = `tahmin.${randomUUID().slice(0, 8)}@example.com`;
    await handle.db.insert(users).values({
      name: 'Tahmin',
      surname: 'Hedef',
      userName: account,
      emailAddress: account,
      isActive: true,
      passwordHash: await hashPassword('demo'),
    });
    const post = await openForm();
    const answers: Answer[] = [];
    for (let i = 0; i < 45; i += 1) answers.push(await post(account, WRONG));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, ACCOUNT_RULE.freeFailures + 1)).toEqual(
      Array(ACCOUNT_RULE.freeFailures + 1).fill(401),
    );
    expect(statuses.slice(ACCOUNT_RULE.freeFailures + 1).every((s) => s === 429)).toBe(true);
    // Blocked for 2 s from 14:30:00: the time shown with seconds, the header in seconds.
    expect(answers.at(-1)).toEqual({
      status: 429,
      message: "Çok fazla başarısız deneme. 14:30:02'den sonra tekrar deneyin.",
      retryAfter: '2',
    });
    // The right password is refused too while the wait lasts.
    expect((await post(account, 'demo')).status).toBe(429);
  });

  it('locks after repeated failures, refuses the right password with the time, and resets on success', async () => {
    const address = randomAddress();
    const post = await openForm(0, address);
    let failures = 0;
    while (failures < ACCOUNT_RULE.lockAfter) {
      const answer = await post(email, WRONG);
      if (answer.status === 401) failures += 1;
      else {
        expect(answer.status).toBe(429);
        // Waits as asked, then tries again.
        clock.set(new Date(clock.now().getTime() + Number(answer.retryAfter) * 1000));
      }
    }
    const lockedAt = clock.now();
    const locked = await post(email, 'demo');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBe(15 * 60);
    const until = new Date(lockedAt.getTime() + 15 * 60_000);
    const hhmm = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
    }).format(until);
    expect(locked.message).toBe(
      `Çok fazla başarısız deneme. ${hhmm}'${ablativeSuffix(hhmm)} sonra tekrar deneyin.`,
    );

    clock.set(until);
    expect((await post(email, 'demo')).status).toBe(303);
    // Every try was recorded, with how it ended.
    const recorded = await handle.db
      .select({ reason: signInAttempts.reason, isSuccessful: signInAttempts.isSuccessful })
      .from(signInAttempts)
      .where(eq(signInAttempts.clientAddress, address))
      .orderBy(signInAttempts.createdAt);
    const reasons = recorded.map((r) => r.reason);
    expect(reasons.filter((r) => r === 'wrongPassword')).toHaveLength(ACCOUNT_RULE.lockAfter);
    expect(reasons.filter((r) => r === 'blocked').length).toBeGreaterThan(0);
    expect(recorded.at(-1)).toEqual({ reason: 'success', isSuccessful: true });
    // The count started again: the next mistake is an ordinary one.
    const again = await openForm(0, address);
    expect((await again(email, WRONG)).status).toBe(401);
  });

  it('answers an unknown account exactly as a known one', async () => {
    const known = `bilinen.${randomUUID().slice(0, 8)}@example.com`;
    await handle.db.insert(users).values({
      name: 'Bilinen',
      surname: 'Kişi',
      userName: known,
      emailAddress: known,
      isActive: true,
      passwordHash: await hashPassword('demo'),
    });
    const unknown = `yok.${randomUUID().slice(0, 8)}@example.com`;
    const run = async (account: string) => {
      const post = await openForm();
      const answers: Answer[] = [];
      for (let i = 0; i < ACCOUNT_RULE.freeFailures + 3; i += 1) {
        answers.push(await post(account, WRONG));
      }
      return answers;
    };
    const knownAnswers = await run(known);
    const unknownAnswers = await run(unknown);
    const recorded = await handle.db
      .select({ reason: signInAttempts.reason })
      .from(signInAttempts)
      .where(eq(signInAttempts.accountName, unknown));
    expect(new Set(recorded.map((r) => r.reason))).toEqual(new Set(['unknownAccount', 'blocked']));
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers.map((a) => a.status)).toContain(429);
  });

  it('limits one address over many account names, and not another address', async () => {
    const address = randomAddress();
    const post = await openForm(0, address);
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_RULE.freeFailures + 2; i += 1) {
      statuses.push((await post(`kim.${i}.${randomUUID()}@example.com`, WRONG)).status);
    }
    expect(statuses.slice(0, ADDRESS_RULE.freeFailures + 1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await openForm(0, randomAddress());
    expect((await elsewhere(`kim.${randomUUID()}@example.com`, WRONG)).status).toBe(401);
  });

  it('shares the limits between two instances on one database', async () => {
    const account = `ortak.${randomUUID().slice(0, 8)}@example.com`;
    const onFirst = await openForm(0);
    for (let i = 0; i <= ACCOUNT_RULE.freeFailures; i += 1) {
      expect((await onFirst(account, WRONG)).status).toBe(401);
    }
    // Another instance, another address: the account name is blocked there too.
    const onSecond = await openForm(1);
    const answer = await onSecond(account, WRONG);
    expect(answer.status).toBe(429);
    expect(answer.message).toMatch(LOCK_TEXT);
  });
});
