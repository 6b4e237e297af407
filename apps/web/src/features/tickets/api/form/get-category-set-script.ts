import { getCategorySetScriptEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { ZCategorySetScript, ZCategorySetScriptRequest } from '@ccms/contract/hierarchy';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

export type CategorySetScriptRequest = z.infer<typeof ZCategorySetScriptRequest>;
export type CategorySetScript = z.infer<typeof ZCategorySetScript>;

/**
 * POST /api/ticket/CheckTicketCategorySetScript: the breakdown's script as text; null when it has
 * none (the empty answer reads as undefined).
 */
export async function getCategorySetScript(
  request: CategorySetScriptRequest,
  signal?: AbortSignal,
): Promise<CategorySetScript | null> {
  const script: CategorySetScript | undefined = await callEndpoint(
    getCategorySetScriptEndpoint,
    { body: request },
    { signal },
  );
  return script || null;
}

/** Fetched by the form when a sub-category is chosen (the script fills the description). */
export function categorySetScriptQueryOptions(request: CategorySetScriptRequest) {
  return queryOptions({
    queryKey: [...HIERARCHY_QUERY_KEY, 'category-set-script', request],
    queryFn: ({ signal }) => getCategorySetScript(request, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}
