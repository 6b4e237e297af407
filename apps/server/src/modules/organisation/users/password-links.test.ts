import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TCreatedUser, TPasswordLink } from '@ccms/contract/organisation/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { PASSWORD_TEXTS } from '../../../idp/password-pages.ts';
import { systemClock } from '../../../platform/clock.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { ORGANISATION_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  type Envelope,
  get,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';
import { createUser } from './admin-service.ts';

describe.each(TEST_BACKENDS)('one-time password links on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

  const pathOf = (link: TPasswordLink) => new URL(link.url ?? 'http://x/no-link').pathname;
  const open = (link: TPasswordLink) => get(w.ctx, null, pathOf(link));
  const submit = (link: TPasswordLink, password: string, repeat = password) =>
    w.ctx.app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password, repeat }).toString(),
    });
  const storedHash = async (id: string) => {
    const [row] = await w.ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    return row!.hash;
  };

  it('lets the user set a password once; only its hash is stored', async () => {
    const person = await w.person();
    const { data: link } = await postOk<Envelope<TPasswordLink>>(
      w.ctx,
      w.admin,
      `/api/users/${person.id}/passwordlink`,
      {},
    );
    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(PASSWORD_TEXTS.intro(person.emailAddress));

    const short = await submit(link, 'kısa');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(PASSWORD_TEXTS.tooShort(8));
    const mismatch = await submit(link, 'uzun-parola-1', 'uzun-parola-2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(PASSWORD_TEXTS.mismatch);

    const saved = await submit(link, 'Yeni-Parola-2026');
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(PASSWORD_TEXTS.saved);
    const hash = await storedHash(person.id);
    expect(hash).not.toContain('Yeni-Parola-2026');
    expect(await verifyPassword('Yeni-Parola-2026', hash!)).toBe(true);

    const again = await submit(link, 'Başka-Parola-2026');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(PASSWORD_TEXTS.invalidLink);
    expect(await verifyPassword('Yeni-Parola-2026', (await storedHash(person.id))!)).toBe(true);
  });

  it('retires older links, refuses unknown tokens and inactive users', async () => {
    const person = await w.person();
    const first = (
      await postOk<Envelope<TPasswordLink>>(
        w.ctx,
        w.admin,
        `/api/users/${person.id}/passwordlink`,
        {},
      )
    ).data;
    const second = (
      await postOk<Envelope<TPasswordLink>>(
        w.ctx,
        w.admin,
        `/api/users/${person.id}/passwordlink`,
        {},
      )
    ).data;
    expect((await open(first)).statusCode).toBe(410);
    expect((await open(second)).statusCode).toBe(200);
    expect(
      (await open({ url: `http://x/oidc/password/${randomToken()}`, expiresAt: '' })).statusCode,
    ).toBe(410);
    // A user deactivated after the link was made cannot use it.
    await postOk(w.ctx, w.admin, `/api/users/${person.id}/status/0`, {});
    expect((await submit(second, 'Yeni-Parola-2026')).statusCode).toBe(410);
    const refused = await post(w.ctx, w.admin, `/api/users/${person.id}/passwordlink`, {});
    expect([refused.statusCode, messagesOf(refused)]).toEqual([400, M.passwordLinkInactiveUser]);
  });

  it('makes no link when an external issuer keeps the passwords', async () => {
    const unit = await w.department();
    const role = await w.departmentRole();
    const caller = {
      ...w.admin,
      userName: w.admin.name,
      userType: 1,
      permissions: new Set(['Admin', 'Definition.WrapUps'] as const),
      rolesInStores: [],
    };
    const { data } = await createUser(
      { db: w.ctx.db, clock: systemClock, passwordPageUrl: null, timeZone: 'Europe/Istanbul' },
      caller,
      {
        user: {
          name: 'Dış',
          surname: 'Kimlik',
          emailAddress: `dis.${randomToken()}@example.test`,
          userType: 1,
          isActive: true,
        },
        UserRoleInStores: [{ roleId: role.id, storeId: unit.id }],
      },
    );
    expect((data as TCreatedUser).passwordLink).toBeNull();
    expect(await storedHash(data.user.id)).toBeNull();
  });
});
