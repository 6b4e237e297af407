import type { TReportOptions } from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import { loadTicketViewer, type TicketViewer } from '../tickets/index.ts';
import {
  findReportManagers,
  findReportRuleSets,
  findReportSources,
  findReportStores,
} from './options-repository.ts';
import type { ReportsDeps } from './prepare.ts';

/** The stores a viewer who sees only some tickets reports on: where they hold or manage. */
function storesOfViewer(viewer: TicketViewer): string[] | null {
  if (viewer.seesAll) return null;
  return [
    ...new Set([
      ...viewer.wholeStores,
      ...viewer.pairs.map((pair) => pair.storeId),
      ...viewer.ruleSetsByStore.keys(),
    ]),
  ];
}

/**
 * reports/options: the regions, areas and stores the filter offers within the viewer's scope,
 * and every source and rule set (a figure counts only what the viewer sees whatever they pick).
 */
export async function getReportOptions(
  deps: Pick<ReportsDeps, 'db'>,
  user: CurrentUser,
): Promise<TReportOptions> {
  const viewer = await loadTicketViewer(deps.db, user);
  const storeIds = storesOfViewer(viewer);
  const [regions, areas, stores, sources, ruleSets] = await Promise.all([
    findReportManagers(deps.db, 'region', storeIds),
    findReportManagers(deps.db, 'area', storeIds),
    findReportStores(deps.db, storeIds),
    findReportSources(deps.db),
    findReportRuleSets(deps.db),
  ]);
  return { regions, areas, stores, sources, ruleSets };
}
