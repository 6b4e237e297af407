import type { TClientConfig } from '@ccms/contract/client-config';
import { getClientConfigEndpoint } from '@ccms/contract/endpoints/session';
import { createContext, useContext } from 'react';
import { callEndpoint } from './api-client';

/**
 * GET /api/client-config (public): the OIDC settings, the softphone URL, external links. Read at
 * start-up, before there is a token or anywhere to show a notice; the caller shows its own error.
 */
export function fetchClientConfig(): Promise<TClientConfig> {
  return callEndpoint(getClientConfigEndpoint, undefined, { notify: false });
}

export const ClientConfigContext = createContext<TClientConfig | null>(null);

/** The configuration read at start-up; always present below the application root. */
export function useClientConfig(): TClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig outside ClientConfigContext');
  return config;
}
