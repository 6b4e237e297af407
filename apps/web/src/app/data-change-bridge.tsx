import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configureHttp } from '../lib/http';
import { refreshOnDataChanges } from './data-changes';

/** Lets the API calls' data versions refresh this app's query cache (app/data-changes.ts). */
export function DataChangeBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    configureHttp({ onDataVersions: refreshOnDataChanges(queryClient) });
  }, [queryClient]);
  return null;
}
