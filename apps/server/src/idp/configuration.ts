import type { FastifySchema } from 'fastify';
import type {
  Account,
  AccountClaims,
  Configuration,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import { errors, interactionPolicy } from 'oidc-provider';
import { findActiveUserById, listRoleNamesOfUser } from '../modules/organisation/index.ts';
import { type AppConfig, DEV_WEB_ORIGIN } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { API_SCOPE, accessTokenUserClaims } from './access-token.ts';
import { createOidcAdapterFactory } from './adapter.ts';
import { SIGNED_TOKEN_TTL_SECONDS, type SigningKeys } from './keys.ts';
import {
  LOGOUT_SCRIPT_HASH,
  renderErrorPage,
  renderLogoutPage,
  renderLogoutSuccessPage,
} from './pages.ts';

/** Where the provider lives under the product's origin. */
export const IDP_PATH = '/oidc';

/** The issuer identifier of the embedded provider for this configuration. */
export function embeddedIssuer(config: AppConfig): string {
  return `${config.publicUrl}${IDP_PATH}`;
}

/** Every idp route is reachable without a token: it is how one gets a token. */
export const PUBLIC_ROUTE = { access: 'public' } as const;
/** Kept out of the product's OpenAPI document: these are the provider's, not the API's. */
export const HIDDEN_SCHEMA = { hide: true } as FastifySchema;

const HOUR = 60 * 60;
// One working day: after that the user signs in again, and session-bound refresh tokens end.
const SESSION_TTL = 12 * HOUR;

/** The resource indicator of the product's API: the audience is configured separately. */
export function apiResourceIndicator(config: AppConfig): string {
  return `${config.publicUrl}/api`;
}

/** The browser client's registered addresses: the product's origin, plus Vite outside production. */
export function webClientAddresses(config: AppConfig): {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
} {
  const origins = config.isProduction ? [config.publicUrl] : [config.publicUrl, DEV_WEB_ORIGIN];
  const unique = [...new Set(origins)];
  return {
    redirectUris: unique.flatMap((o) => [
      `${o}/account/signed-in-callback`,
      `${o}/account/signedin`,
      `${o}/account/silent`,
    ]),
    postLogoutRedirectUris: unique.map((o) => `${o}/account/signedout`),
  };
}

/** The full oidc-provider configuration of the embedded identity provider. */
export function buildProviderConfiguration(options: {
  db: Database;
  config: AppConfig;
  keys: SigningKeys;
}): Configuration {
  const { db, config, keys } = options;
  const resource = apiResourceIndicator(config);
  const resourceServer: ResourceServer = {
    scope: API_SCOPE,
    audience: config.oidc.audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: SIGNED_TOKEN_TTL_SECONDS,
  };
  const { redirectUris, postLogoutRedirectUris } = webClientAddresses(config);
  const allowedOrigins = new Set(redirectUris.map((uri) => new URL(uri).origin));
  const isHttps = config.publicUrl.startsWith('https:');
  const backHref = `${config.publicUrl}/`;

  return {
    adapter: createOidcAdapterFactory(db),
    // A copy: the provider takes the key set over, the instance's key source keeps its own.
    jwks: structuredClone(keys.jwks),
    cookies: {
      keys: keys.cookieKeys,
      // Secure follows the connection (and X-Forwarded-Proto); plain http in development.
      long: { httpOnly: true, sameSite: 'lax', ...(isHttps ? {} : { secure: false }) },
      short: { httpOnly: true, sameSite: 'lax', ...(isHttps ? {} : { secure: false }) },
    },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Müşteri Hizmetleri',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    // Authorization code with PKCE only: no tokens through the browser's address bar.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'watsons', 'roles'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email'],
      watsons: ['ccms_ident', 'position_ident'],
      roles: ['roles'],
    },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = await findActiveUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims(): Promise<AccountClaims> {
          return {
            sub: user.id,
            name: `${user.name} ${user.surname}`,
            given_name: user.name,
            family_name: user.surname,
            email: user.emailAddress,
            ...(user.ccmsIdent ? { ccms_ident: user.ccmsIdent } : {}),
            ...(user.positionIdent ? { position_ident: user.positionIdent } : {}),
            roles: await listRoleNamesOfUser(db, user.id),
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findActiveUserById(db, token.accountId);
      return user ? accessTokenUserClaims(user) : undefined;
    },
    interactions: {
      policy: buildInteractionPolicy(),
      url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}`,
    },
    // First-party client: no consent screen, the grant covers whatever it asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === accountId && existing.clientId === client.clientId
          ? existing
          : new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
      if (ctx.oidc.requestParamClaims.size > 0) grant.addOIDCClaims(ctx.oidc.requestParamClaims);
      for (const indicator of Object.keys(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(indicator, API_SCOPE);
      }
      await grant.save();
      return grant;
    },
    // A public browser client gets refresh tokens without the offline_access consent dance.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.kind === 'AuthorizationCode',
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? SIGNED_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: SIGNED_TOKEN_TTL_SECONDS,
      Interaction: HOUR,
      Session: SESSION_TTL,
      Grant: 14 * 24 * HOUR,
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        // A rotated browser token keeps its predecessor's end: rotation never extends a login.
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return Math.max(rotated.remainingTTL, 1);
        }
        return SESSION_TTL;
      },
    },
    features: {
      devInteractions: { enabled: false },
      // Access tokens go to the API; the ID token carries the profile claims instead.
      userinfo: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(resource) ? resource : oneOf) : resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          allowInlineScript(ctx, LOGOUT_SCRIPT_HASH);
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLogoutSuccessPage(backHref);
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out, backHref);
    },
  };
}

/**
 * The default login/consent policy, plus: a session whose user has since been deactivated
 * (findAccount finds nobody) asks for a new sign-in instead of failing.
 */
function buildInteractionPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new interactionPolicy.Check(
      'account_not_found',
      'the signed-in account is no longer available',
      'login_required',
      (ctx) =>
        ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}

/** Adds a script hash to a Content-Security-Policy already set upstream (e.g. by helmet). */
function allowInlineScript(ctx: KoaContextWithOIDC, hash: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (typeof csp !== 'string' || csp === '') return;
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const scriptIndex = directives.findIndex((d) => /^script-src\s/i.test(d) || d === 'script-src');
  if (scriptIndex >= 0) {
    directives[scriptIndex] = `${directives[scriptIndex]} ${hash}`;
  } else {
    const fallback = directives.find((d) => /^default-src\s/i.test(d));
    const sources = fallback ? fallback.replace(/^default-src\s+/i, '') : "'self'";
    directives.push(`script-src ${sources} ${hash}`);
  }
  ctx.set('content-security-policy', directives.join('; '));
}
