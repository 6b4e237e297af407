import { saveCategorySetMailEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TCategorySetMailWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categorySetMailsKey } from './get-category-set-mails';

/**
 * POST /api/tickethierarchy/CreateOrUpdateCategorySetMail: adds (client id) or changes an
 * address. Without the global handler: the dialog shows the spec's own mail messages.
 */
export function saveCategorySetMail(mail: TCategorySetMailWrite) {
  return callEndpoint(saveCategorySetMailEndpoint, { body: mail }, { notify: false });
}

export function useSaveCategorySetMail(categorySetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategorySetMail,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: categorySetMailsKey(categorySetId) }),
  });
}
