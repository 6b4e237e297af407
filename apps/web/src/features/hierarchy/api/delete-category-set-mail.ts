import { deleteCategorySetMailEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categorySetMailsKey } from './get-category-set-mails';

/**
 * POST /api/tickethierarchy/DeleteCategorySetMail: deletes an address. Without the global
 * handler: the dialog shows 'Mail adresi silindi.' or the failure text.
 */
export function deleteCategorySetMail(mailId: string) {
  return callEndpoint(deleteCategorySetMailEndpoint, { body: { id: mailId } }, { notify: false });
}

export function useDeleteCategorySetMail(categorySetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategorySetMail,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: categorySetMailsKey(categorySetId) }),
  });
}
