import type { TReportFilter } from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import type { BusinessClockSource } from '../sla/index.ts';
import {
  loadTicketViewer,
  type TicketViewer,
  ticketArmsBesideWholeStores,
  visibleTicketArms,
} from '../tickets/index.ts';
import { type Period, reportPeriods } from './period.ts';
import {
  isStoreSideOnly,
  type ReportDimensions,
  type TicketScope,
  ticketsOutsideWholeStores,
} from './scope-repository.ts';

export type ReportsDeps = {
  db: SealedDb;
  clock: Clock;
  businessClocks: BusinessClockSource;
  /** TZ_BUSINESS: the days of a period are its days. */
  timeZone: string;
};

/** The zone the rollup's days are counted in (migration 0032's trigger). */
const ROLLUP_TIME_ZONE = 'Europe/Istanbul';

/** One report request, read once: the periods, what the viewer may see, how to count. */
export type PreparedReport = {
  current: Period;
  previous: Period;
  dimensions: ReportDimensions;
  scope: TicketScope;
  /** Every ticket is visible and the days are the rollup's: counts come from the rollup. */
  usesRollup: boolean;
  /**
   * A viewer who sees some stores whole, with a filter on the store side only: the counts of
   * those stores come from the per-store rollup, the tickets they see elsewhere (`rest`) are
   * counted directly. The two sets are apart (store in them, or not), so the sum is exact.
   */
  wholeStores: { storeIds: string[]; rest: TicketScope } | null;
  viewer: TicketViewer;
  now: Date;
  nowBm: number;
};

const lower = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** The rollup part of a whole-store viewer's scope, and the rest counted directly. */
function wholeStoresOf(scope: TicketScope) {
  const storeIds = scope.wholeStoreIds;
  return storeIds ? { storeIds, rest: ticketsOutsideWholeStores(scope, storeIds) } : null;
}

/** What the viewer sees; a viewer's whole stores apart from the rest (`scopedTickets`). */
function scopeOf(viewer: TicketViewer, dimensions: ReportDimensions): TicketScope {
  if (viewer.seesAll || viewer.wholeStores.length === 0) {
    return { dimensions, arms: visibleTicketArms(viewer) };
  }
  return {
    dimensions,
    arms: ticketArmsBesideWholeStores(viewer),
    wholeStoreIds: viewer.wholeStores,
  };
}

export async function prepareReport(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<PreparedReport> {
  const { current, previous } = reportPeriods(filter, deps.timeZone);
  const [viewer, businessClock] = await Promise.all([
    loadTicketViewer(deps.db, user),
    deps.businessClocks.get(),
  ]);
  const now = deps.clock.now();
  const dimensions: ReportDimensions = {
    regionManagerEmail: lower(filter.regionManagerEmail),
    areaManagerEmail: lower(filter.areaManagerEmail),
    storeId: filter.storeId ?? null,
    sourceId: filter.sourceId ?? null,
    typeId: filter.typeId ?? null,
    categoryId: filter.categoryId ?? null,
    subCategoryId: filter.subCategoryId ?? null,
    ruleSetId: filter.ruleSetId ?? null,
  };
  const inRollupZone = deps.timeZone === ROLLUP_TIME_ZONE;
  const scope = scopeOf(viewer, dimensions);
  return {
    current,
    previous,
    dimensions,
    scope,
    usesRollup: viewer.seesAll && inRollupZone,
    wholeStores: inRollupZone && isStoreSideOnly(dimensions) ? wholeStoresOf(scope) : null,
    viewer,
    now,
    nowBm: businessClock.minuteAt(now),
  };
}

export const percentage = (part: number, whole: number) =>
  whole === 0 ? null : (part * 100) / whole;
