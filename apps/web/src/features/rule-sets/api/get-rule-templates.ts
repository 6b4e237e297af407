import { PAGE_SIZES } from '@ccms/contract/constants';
import { getRuleTemplatesEndpoint } from '@ccms/contract/endpoints/rule-sets';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { RULE_TEMPLATE_FILTERS, type TRuleTemplate } from '@ccms/contract/rule-sets';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/** The first 30 templates whose display name contains the term, by display name. */
export function buildTemplateSearchQuery(term: string): TQueryFormatter {
  const displayName = term.trim();
  return {
    filters: displayName
      ? [
          {
            propertyName: 'displayName',
            operator: RULE_TEMPLATE_FILTERS.displayName,
            targetValue: displayName,
          },
        ]
      : [],
    sortings: [{ propertyName: 'displayName', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/rulesets/GetRuleTemplates, for the rule filter and the rule picker. */
export function ruleTemplatesSearch(term: string) {
  const query = buildTemplateSearchQuery(term);
  return {
    queryKey: [...RULE_SETS_QUERY_KEY, 'templates', query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(getRuleTemplatesEndpoint, { body: query }, { signal }),
    select: (page: TPaged<TRuleTemplate>) => page.items,
  };
}
