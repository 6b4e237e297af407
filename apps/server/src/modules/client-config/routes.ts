import type { TClientConfig } from '@ccms/contract/client-config';
import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import { getClientConfigEndpoint } from '@ccms/contract/endpoints/session';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';

export const SOFTPHONE_SIMULATOR_PATH = '/softphone-simulator.html';

/** What the browser needs before it can sign in, derived from the server's settings. */
export function toClientConfig(config: AppConfig): TClientConfig {
  const links = config.externalLinks;
  return {
    oidc: {
      authority: config.oidc.externalIssuer ?? `${config.publicUrl}/oidc`,
      clientId: config.oidc.clientId,
      scope: config.oidc.scopes,
    },
    softphoneUrl: config.softphoneUrl ?? SOFTPHONE_SIMULATOR_PATH,
    externalLinks: {
      smsReport: links.smsReport ?? null,
      cardAnalytics: links.cardAnalytics ?? null,
      backOffice: links.backOffice ?? null,
      onlineShopBackOffice: links.onlineShopBackOffice ?? null,
    },
    brand: config.brand,
    version: APP_VERSION_LABEL,
  };
}

export function registerClientConfigRoutes(app: FastifyInstance, deps: { config: AppConfig }) {
  const body = toClientConfig(deps.config);
  registerEndpoint(app, getClientConfigEndpoint, { access: 'public', handler: () => body });
}
