import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, stores, userRolesInStores, users } from '../db/schema/organisation.ts';
import { systemClock } from '../platform/clock.ts';
import { type AppConfig, loadConfig } from '../platform/config.ts';
import type { DatabaseHandle } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { openTestDatabase } from '../test/backends.ts';
import { createUserWithPermissions } from '../test/factories.ts';
import { CookieBrowser } from '../test/oidc-sign-in.ts';
import { signAccessToken } from './access-token.ts';
import { loadSigningKeys, rotateSigningKeys, toPublicJwks } from './keys.ts';
import { mountEmbeddedIdp } from './provider.ts';

type SeededUser = { id: string; email: string };

let handle: DatabaseHandle;
let app: FastifyInstance;
let config: AppConfig;
let dataDir: string;
let base: string;
let issuer: string;
let agent: SeededUser;
let retailer: SeededUser;
let inactive: SeededUser;
const routeAccess: unknown[] = [];

async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function seedUser(values: {
  name: string;
  isActive?: boolean;
  ccmsIdent?: string;
  positionIdent?: string;
}): Promise<SeededUser> {
  const email = `${values.name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await handle.db
    .insert(users)
    .values({
      name: values.name,
      surname: 'Yılmaz',
      userName: email,
      emailAddress: email,
      isActive: values.isActive ?? true,
      ccmsIdent: values.ccmsIdent,
      positionIdent: values.positionIdent,
      passwordHash: await hashPassword('demo'),
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

beforeAll(async () => {
  const port = await findFreePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-idp-'));
  config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  base = config.publicUrl;
  issuer = `${base}/oidc`;

  handle = await openTestDatabase('pglite');
  // Until an administrator exists nobody signs in (docs/domain.md §16.1).
  await createUserWithPermissions(handle.db, ['Admin']);
  agent = await seedUser({ name: 'Ayşe', ccmsIdent: 'CC-1001', positionIdent: 'POS-7' });
  retailer = await seedUser({ name: 'Mehmet' });
  inactive = await seedUser({ name: 'Pasif', isActive: false });
  const [role] = await handle.db
    .insert(roles)
    .values({ name: `Çağrı Merkezi ${randomUUID().slice(0, 6)}`, roleType: 5 })
    .returning({ id: roles.id, name: roles.name });
  const [store] = await handle.db
    .insert(stores)
    .values({ name: 'Müşteri Hizmetleri', type: 1 })
    .returning({ id: stores.id });
  await handle.db
    .insert(userRolesInStores)
    .values({ userId: agent.id, roleId: role.id, storeId: store.id });

  app = Fastify({ logger: false });
  app.addHook('onRoute', (route: RouteOptions) => {
    routeAccess.push(route.config?.access);
  });
  await mountEmbeddedIdp(app, {
    db: handle.db,
    config,
    clock: systemClock,
    keys: () => loadSigningKeys(handle.db),
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return value;
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

const redirectUri = () => `${base}/account/signed-in-callback`;

/** Starts an authorization request and returns the sign-in page's address. */
async function startSignIn(
  browser: CookieBrowser,
  challenge: string,
  state: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const query = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    scope: 'openid profile watsons roles offline_access',
    redirect_uri: redirectUri(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const response = await browser.request(`/oidc/auth?${query}`);
  expect(response.status).toBe(303);
  const interaction = location(response);
  expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return interaction;
}

/** The whole browser part: sign in and come back with an authorization code. */
async function signIn(user: SeededUser) {
  const browser = new CookieBrowser(base);
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const interaction = await startSignIn(browser, challenge, state);
  const login = await browser.postForm(`${interaction}/login`, {
    email: user.email.toUpperCase(),
    password: 'demo',
  });
  expect(login.status).toBe(303);
  const resumed = await browser.request(location(login));
  expect(resumed.status).toBe(303);
  const callback = new URL(location(resumed));
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri());
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback}`);
  return { browser, code, verifier };
}

async function tokenRequest(fields: Record<string, string>) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.oidc.clientId, ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function exchangeCode(code: string, verifier: string) {
  return tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(),
    code_verifier: verifier,
  });
}

async function verifyAccessToken(token: unknown) {
  if (typeof token !== 'string') throw new Error('no access token');
  const keys = createLocalJWKSet(toPublicJwks(await loadSigningKeys(handle.db)));
  return jwtVerify(token, keys, { issuer, audience: config.oidc.audience, typ: 'at+jwt' });
}

describe('embedded identity provider', () => {
  it('declares every route public', () => {
    expect(routeAccess.length).toBeGreaterThan(0);
    expect(routeAccess.every((access) => access === 'public')).toBe(true);
  });

  it('publishes its discovery document under /oidc', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(issuer);
    expect(document.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows the Turkish sign-in page with the demo users', async () => {
    const browser = new CookieBrowser(base);
    const interaction = await startSignIn(browser, pkce().challenge, 'x');
    const page = await browser.request(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Oturum Aç');
    expect(html).toContain('E-posta');
    expect(html).toContain('Parola');
    expect(html).toContain('Giriş Yap');
    expect(html).toContain('Demo kullanıcıları');
    expect(html).toContain('Tüm demo kullanıcılarının parolası: demo');
    expect(html).toContain(agent.email);
    expect(html).not.toContain(inactive.email);
    expect(html).not.toMatch(/<script|<link|src="http/);

    const prefilled = await browser.request(`${interaction}?email=${encodeURIComponent('a"<b>')}`);
    const prefilledHtml = await prefilled.text();
    expect(prefilledHtml).toContain('value="a&quot;&lt;b&gt;"');
  });

  it('signs in with authorization code + PKCE and issues a JWT access token for the API', async () => {
    const { code, verifier } = await signIn(agent);
    const { status, body } = await exchangeCode(code, verifier);
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.id_token).toBe('string');

    const { payload } = await verifyAccessToken(body.access_token);
    expect(payload.sub).toBe(agent.id);
    expect(payload.email).toBe(agent.email);
    expect(payload.ccms_ident).toBe('CC-1001');
    expect(payload.position_ident).toBe('POS-7');
    expect(payload.client_id).toBe(config.oidc.clientId);

    const idToken = await jwtVerify(
      String(body.id_token),
      createLocalJWKSet(toPublicJwks(await loadSigningKeys(handle.db))),
      { issuer, audience: config.oidc.clientId },
    );
    expect(idToken.payload.name).toBe('Ayşe Yılmaz');
    expect(idToken.payload.ccms_ident).toBe('CC-1001');
    expect(idToken.payload.roles).toEqual([expect.stringMatching(/^Çağrı Merkezi/)]);
  });

  it('leaves the contact-centre claims out for a user without them', async () => {
    const { code, verifier } = await signIn(retailer);
    const { body } = await exchangeCode(code, verifier);
    const { payload } = await verifyAccessToken(body.access_token);
    expect(payload.email).toBe(retailer.email);
    expect(payload).not.toHaveProperty('ccms_ident');
    expect(payload).not.toHaveProperty('position_ident');
  });

  it('renews tokens with the refresh token, rotating it', async () => {
    const { code, verifier } = await signIn(agent);
    const first = await exchangeCode(code, verifier);
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: String(first.body.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
    const { payload } = await verifyAccessToken(refreshed.body.access_token);
    expect(payload.email).toBe(agent.email);
  });

  it('never shows a consent screen, even when the client asks for one', async () => {
    const browser = new CookieBrowser(base);
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(browser, challenge, 's', {
      prompt: 'login consent',
      scope: 'openid profile watsons roles offline_access api',
    });
    const login = await browser.postForm(`${interaction}/login`, {
      email: agent.email,
      password: 'demo',
    });
    // Follow the provider and the automatic consent until the browser is sent back.
    let next = location(login);
    for (let hop = 0; hop < 6 && !next.startsWith(redirectUri()); hop += 1) {
      const response = await browser.request(next);
      expect(response.status).toBe(303);
      next = location(response);
    }
    const code = new URL(next).searchParams.get('code');
    if (!code) throw new Error(`no code: ${next}`);
    const { status, body } = await exchangeCode(code, verifier);
    expect(status).toBe(200);
    expect(typeof body.refresh_token).toBe('string');
    // The API scope is granted when asked for, and only it goes into the access token.
    expect(body.scope).toBe('api');
    const { payload } = await verifyAccessToken(body.access_token);
    expect(payload.scope).toBe('api');
  });

  it('sends the user back with access_denied when they cancel', async () => {
    const browser = new CookieBrowser(base);
    const interaction = await startSignIn(browser, pkce().challenge, 'cancelled');
    const aborted = await browser.request(`${interaction}/abort`);
    expect(aborted.status).toBe(303);
    const back = new URL(location(await browser.request(location(aborted))));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('cancelled');
  });

  it('answers a stale sign-in page address with a Turkish page', async () => {
    const response = await fetch(`${base}/oidc/interaction/not-a-real-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Oturum açma isteğinin süresi dolmuş');
  });

  it('answers a wrong password with the Turkish message and keeps the e-mail', async () => {
    const browser = new CookieBrowser(base);
    const interaction = await startSignIn(browser, pkce().challenge, 'x');
    const response = await browser.postForm(`${interaction}/login`, {
      email: agent.email,
      password: 'yanlış',
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('E-posta adresi veya parola hatalı.');
    expect(html).toContain(`value="${agent.email}"`);

    const unknown = await browser.postForm(`${interaction}/login`, {
      email: 'kimse@example.com',
      password: 'demo',
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('E-posta adresi veya parola hatalı.');
  });

  it('refuses an inactive user', async () => {
    const browser = new CookieBrowser(base);
    const interaction = await startSignIn(browser, pkce().challenge, 'x');
    const response = await browser.postForm(`${interaction}/login`, {
      email: inactive.email,
      password: 'demo',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(
      'Kullanıcı hesabınız pasif durumda. Lütfen yöneticinize başvurun.',
    );
  });

  it('stops renewing the tokens of a user deactivated after signing in', async () => {
    const user = await seedUser({ name: 'Sonra' });
    const { code, verifier } = await signIn(user);
    const { body } = await exchangeCode(code, verifier);
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('signs out without asking and ends the session tokens', async () => {
    const { browser, code, verifier } = await signIn(agent);
    const { body } = await exchangeCode(code, verifier);
    const query = new URLSearchParams({
      client_id: config.oidc.clientId,
      post_logout_redirect_uri: `${base}/account/signedout`,
    });
    const confirm = await browser.request(`/oidc/session/end?${query}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('Oturum kapatılıyor');
    const action = html.match(/action="([^"]+)"/)?.[1];
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)?.[1];
    if (!action || !xsrf) throw new Error('no logout form');

    const done = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(location(done)).toBe(`${base}/account/signedout`);

    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('renders provider errors as a Turkish page without internals', async () => {
    const response = await fetch(`${issuer}/auth?client_id=unknown&response_type=code`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Oturum açılamadı');
    expect(html).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('signs CLI tokens with the same key and claim shape as the provider', async () => {
    const { code, verifier } = await signIn(agent);
    const { body } = await exchangeCode(code, verifier);
    const fromProvider = await verifyAccessToken(body.access_token);
    const token = await signAccessToken({
      keys: await loadSigningKeys(handle.db),
      issuer,
      audience: config.oidc.audience,
      user: {
        id: agent.id,
        emailAddress: agent.email,
        ccmsIdent: 'CC-1001',
        positionIdent: 'POS-7',
      },
    });
    const fromCli = await verifyAccessToken(token);
    expect(decodeProtectedHeader(token).kid).toBe(
      decodeProtectedHeader(String(body.access_token)).kid,
    );
    const shape = (claims: object) =>
      Object.keys(claims)
        .filter((key) => key !== 'scope')
        .sort();
    expect(shape(fromCli.payload)).toEqual(shape(fromProvider.payload));
    expect(fromCli.payload.sub).toBe(agent.id);
  });

  it('lets a sign-in hop between two providers on one database, as behind a proxy', async () => {
    // A second provider build: its own keys source, its own process state, the same database.
    const other = Fastify({ logger: false });
    await mountEmbeddedIdp(other, {
      db: handle.db,
      config,
      clock: systemClock,
      keys: () => loadSigningKeys(handle.db),
    });
    const otherBase = `http://127.0.0.1:${await findFreePort()}`;
    await other.listen({ port: Number(new URL(otherBase).port), host: '127.0.0.1' });
    try {
      const browser = new CookieBrowser(base);
      const { verifier, challenge } = pkce();
      const interaction = await startSignIn(browser, challenge, 'hop');
      // The sign-in page and its form on the other instance, the flow resumed on the first.
      expect((await browser.request(`${otherBase}${interaction}`)).status).toBe(200);
      const login = await browser.postForm(`${otherBase}${interaction}/login`, {
        email: agent.email,
        password: 'demo',
      });
      expect(login.status).toBe(303);
      const resumed = await browser.request(new URL(location(login), base).pathname);
      const code = new URL(location(resumed)).searchParams.get('code');
      expect(code).toBeTruthy();
      const response = await fetch(`${otherBase}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.oidc.clientId,
          grant_type: 'authorization_code',
          code: String(code),
          redirect_uri: redirectUri(),
          code_verifier: verifier,
        }).toString(),
      });
      const tokens = (await response.json()) as Record<string, unknown>;
      expect((await verifyAccessToken(tokens.access_token)).payload.sub).toBe(agent.id);
    } finally {
      await other.close();
    }
  });

  it('signs with a rotated key at once, and the tokens of the previous key still verify', async () => {
    const before = await signIn(agent);
    const oldToken = String((await exchangeCode(before.code, before.verifier)).body.access_token);
    const { kid } = await rotateSigningKeys(handle.db);

    const after = await signIn(agent);
    const newToken = String((await exchangeCode(after.code, after.verifier)).body.access_token);
    expect(decodeProtectedHeader(newToken).kid).toBe(kid);
    expect(decodeProtectedHeader(oldToken).kid).not.toBe(kid);
    await expect(verifyAccessToken(oldToken)).resolves.toBeDefined();
    await expect(verifyAccessToken(newToken)).resolves.toBeDefined();
    const published = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string }[] };
    expect(published.keys.map((key) => key.kid)).toEqual([
      kid,
      decodeProtectedHeader(oldToken).kid,
    ]);
  });

  it('refuses to mount in production unless allowed', async () => {
    const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    await expect(
      mountEmbeddedIdp(Fastify({ logger: false }), {
        db: handle.db,
        config: production,
        clock: systemClock,
        keys: () => loadSigningKeys(handle.db),
      }),
    ).rejects.toThrow(/production/);
  });
});
