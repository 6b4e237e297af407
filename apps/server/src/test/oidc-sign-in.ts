/**
 * Signs in as a browser does, over HTTP against a running product (or a proxy in front of it):
 * the embedded provider's authorization code flow with PKCE, the sign-in form, and the code
 * exchanged for tokens. For the tests of whole processes (fleet/two-instances.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

/** A browser in miniature: keeps cookies (paths ignored) and never follows redirects. */
export class CookieBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function location(response: Response, step: string): string {
  const value = response.headers.get('location');
  if (response.status !== 303 && response.status !== 302) {
    throw new Error(`${step}: expected a redirect, got ${response.status}`);
  }
  if (!value) throw new Error(`${step}: a redirect without a location`);
  return value;
}

/**
 * Starts an authorization request at `base` (the product's public address) as the web app does
 * and answers the browser and the address of the sign-in page the provider sent it to.
 */
export async function startAuthorization(options: { base: string; clientId: string }) {
  const browser = new CookieBrowser(options.base);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${options.base}/account/signed-in-callback`;
  const query = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    scope: 'openid profile watsons roles offline_access',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const interaction = location(await browser.request(`/oidc/auth?${query}`), 'authorization');
  return { browser, interaction, verifier, redirectUri };
}

/**
 * Goes through the sign-in at `base` (the product's public address) as `email` with `password`
 * and answers the access token the web app would hold.
 */
export async function signInOverHttp(options: {
  base: string;
  clientId: string;
  email: string;
  password: string;
}): Promise<string> {
  const { browser, interaction, verifier, redirectUri } = await startAuthorization(options);
  const login = await browser.postForm(`${interaction}/login`, {
    email: options.email,
    password: options.password,
  });
  const resumed = await browser.request(location(login, 'sign-in form'));
  const code = new URL(location(resumed, 'resume')).searchParams.get('code');
  if (!code) throw new Error('no authorization code');
  const token = await fetch(`${options.base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: options.clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!token.ok || !body.access_token) {
    throw new Error(`token exchange: ${token.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}
