import { hasSingleHolder } from '@ccms/contract/organisation/rules';
import { useQuery } from '@tanstack/react-query';
import { findStoreRoleHolder } from '../api/find-store-role-holder';
import { ORG_QUERY_KEY } from '../api/organisation-cache';

/**
 * Who holds the role at the unit now, when that person will lose it by this save: only at a
 * store (a department has any number of holders, docs/domain.md §14.4 Store-role hand-over),
 * and never the user the form gives the role to.
 */
export function useStoreRoleHolder(
  unit: { id: string; type: number } | null,
  roleId: string | null,
  forUserId: string | null,
) {
  const isAsked = unit !== null && roleId !== null && hasSingleHolder(unit.type);
  const holder = useQuery({
    queryKey: [...ORG_QUERY_KEY, 'store-role-holder', unit?.id, roleId],
    queryFn: () => findStoreRoleHolder(unit!.id, roleId!),
    enabled: isAsked,
  });
  const found = isAsked ? (holder.data ?? null) : null;
  return {
    holder: found && found.userId !== forUserId ? found : null,
    isChecking: isAsked && holder.isFetching,
  };
}
