import { type TClientConfig, ZClientConfig } from '@ccms/contract/client-config';
import { createContext, useContext } from 'react';
import { apiUrl } from './http';

/** GET /api/client-config (public): the OIDC settings, the softphone URL, external links. */
export async function fetchClientConfig(): Promise<TClientConfig> {
  const response = await fetch(apiUrl('client-config'), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`client-config: HTTP ${response.status}`);
  return ZClientConfig.parse(await response.json());
}

export const ClientConfigContext = createContext<TClientConfig | null>(null);

/** The configuration read at start-up; always present below the application root. */
export function useClientConfig(): TClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig outside ClientConfigContext');
  return config;
}
