import { DEMO_ADMINISTRATOR_EMAIL, SETUP_TEXTS } from '@ccms/contract/setup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/*
 * Before anyone works (docs/domain.md §16.1): the public client config says whether an
 * administrator exists and whether the demo data is there, and the embedded sign-in page shows
 * the command instead of the form until an administrator exists.
 */
describe.each(TEST_BACKENDS)('the setup state before sign-in (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  async function setup() {
    const response = await ctx.app.inject({ url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    return response.json<{ setup: { hasAdministrator: boolean; hasDemoData: boolean } }>().setup;
  }

  /** The sign-in page a new authorization request leads to. */
  async function signInPage() {
    const query = new URLSearchParams({
      client_id: ctx.config.oidc.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${ctx.config.publicUrl}/account/signed-in-callback`,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const start = await ctx.app.inject({ url: `/oidc/auth?${query}` });
    const cookie = [start.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    const url = String(start.headers.location);
    const page = await ctx.app.inject({ url, headers: { cookie } });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `${url}/login`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=kimse%40example.test&password=parola123',
    });
    return { status: page.statusCode, html: page.body, postedStatus: posted.statusCode };
  }

  it('signs nobody in and says so until an administrator exists', async () => {
    expect(await setup()).toEqual({ hasAdministrator: false, hasDemoData: false });
    const refused = await signInPage();
    expect(refused.status).toBe(503);
    expect(refused.html).toContain(SETUP_TEXTS.noAdministratorTitle);
    expect(refused.html).toContain('npm run admin:create -- &lt;e-posta&gt;');
    expect(refused.postedStatus).toBe(503);

    await createUserWithPermissions(ctx.db, ['Admin']);
    // The access version moved: the cached answer is read again (the change notice, or the
    // minute's refresh at the latest).
    await expect.poll(setup, { timeout: 15_000 }).toEqual({
      hasAdministrator: true,
      hasDemoData: false,
    });
    const open = await signInPage();
    expect(open.status).toBe(200);
    expect(open.html).toContain('type="password"');
    // A wrong password is refused as usual, no longer for want of an administrator.
    expect(open.postedStatus).toBe(401);
  }, 60_000);

  it("tells a demo database by its administrator's active row", async () => {
    const admin = await createUserWithPermissions(ctx.db, ['Admin'], {
      emailAddress: DEMO_ADMINISTRATOR_EMAIL,
    });
    await expect.poll(setup, { timeout: 15_000 }).toEqual({
      hasAdministrator: true,
      hasDemoData: true,
    });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    await expect.poll(setup, { timeout: 15_000 }).toEqual({
      hasAdministrator: true,
      hasDemoData: false,
    });
  }, 60_000);
});
