import type { TClientConfig } from '@ccms/contract/client-config';
import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import { getClientConfigEndpoint } from '@ccms/contract/endpoints/session';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { createSetupState } from './service.ts';

export const SOFTPHONE_SIMULATOR_PATH = '/softphone-simulator.html';

/** What the browser needs before it can sign in, derived from the server's settings. */
function toClientConfig(config: AppConfig): Omit<TClientConfig, 'setup'> {
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

export function registerClientConfigRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; db: SealedDb; versions: DataVersions },
) {
  const body = toClientConfig(deps.config);
  const readSetup = createSetupState(deps.db, deps.versions);
  registerEndpoint(app, getClientConfigEndpoint, {
    access: 'public',
    handler: async () => ({ ...body, setup: await readSetup() }),
  });
}
