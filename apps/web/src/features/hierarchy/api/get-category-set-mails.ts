import { getCategorySetMailsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/** Every cached address list of a breakdown (invalidate after a save or delete). */
export const categorySetMailsKey = (categorySetId: string) =>
  [...HIERARCHY_QUERY_KEY, 'category-set-mails', categorySetId] as const;

/** POST /api/tickethierarchy/GetCategorySetMails: a breakdown's own addresses, by address. */
export function getCategorySetMails(categorySetId: string, signal?: AbortSignal) {
  return callEndpoint(getCategorySetMailsEndpoint, { body: { id: categorySetId } }, { signal });
}

export function useCategorySetMails(categorySetId: string) {
  return useQuery({
    queryKey: categorySetMailsKey(categorySetId),
    queryFn: ({ signal }) => getCategorySetMails(categorySetId, signal),
  });
}
