import type { Executor } from '../../platform/db.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { type BusinessClock, createBusinessClock } from './business-clock.ts';
import { findHolidays } from './repository.ts';

/** Holidays change rarely; a minute of staleness is fine and saves a query per ticket. */
const HOLIDAYS_TTL_MS = 60_000;

/** Hands out the business clock built from the holidays table, reloaded every minute. */
export type BusinessClockSource = {
  get(): Promise<BusinessClock>;
  /** The holiday screens call this after a change. */
  forget(): void;
};

export function createBusinessClockSource(db: Executor, timeZone: string): BusinessClockSource {
  const cache = createTtlCache<BusinessClock>({ ttlMs: HOLIDAYS_TTL_MS, maxEntries: 1 });
  const load = async () => createBusinessClock(await findHolidays(db), timeZone);
  return { get: () => cache.get('holidays', load), forget: () => cache.clear() };
}

/**
 * A rule set's SLA as tickets count it: minutes, or null when the set has none (0 hours,
 * unlimited, or removed from the SLA).
 */
export function slaMinutesOfRuleSet(ruleSet: { sla: number; isDeletedFromSLA: boolean }) {
  return ruleSet.isDeletedFromSLA || ruleSet.sla <= 0 ? null : ruleSet.sla * 60;
}

/** The SLA of a new ticket (docs/domain.md §4): minutes, and its deadline on the business clock. */
export function slaAtCreation(
  ruleSet: { sla: number; isDeletedFromSLA: boolean },
  createdAt: Date,
  clock: BusinessClock,
): { slaMinutes: number | null; slaDeadlineBm: number | null } {
  const slaMinutes = slaMinutesOfRuleSet(ruleSet);
  if (slaMinutes === null) return { slaMinutes: null, slaDeadlineBm: null };
  return { slaMinutes, slaDeadlineBm: clock.minuteAt(createdAt) + slaMinutes };
}
