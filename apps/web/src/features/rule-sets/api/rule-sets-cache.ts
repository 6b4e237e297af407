import { useQueryClient } from '@tanstack/react-query';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/**
 * After a rule set write, success or failure (the screen then shows the truth): every rule set
 * read again (the list's counts, the panel, the ticket form's rules); with `breakdowns`, the
 * hierarchy reads too (a breakdown's rule set changed).
 */
export function useReloadRuleSets() {
  const queryClient = useQueryClient();
  return async (options?: { breakdowns?: boolean }) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: RULE_SETS_QUERY_KEY }),
      options?.breakdowns
        ? queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY })
        : Promise.resolve(),
    ]);
  };
}
