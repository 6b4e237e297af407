import type { DataVersions } from '../../platform/data-versions.ts';
import { createDataVersions, createVersionedCache } from '../../platform/data-versions.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { listHolidaysForClock } from '../holidays/index.ts';
import { type BusinessClock, createBusinessClock } from './business-clock.ts';

/**
 * Hands out the business clock built from the holidays table, kept until the holidays change on
 * any instance: a signed-in request's version read or the change notice (within a second, for
 * the SLA jobs too) says so (docs/domain.md §4 Business minutes).
 */
export type BusinessClockSource = {
  get(): Promise<BusinessClock>;
  /** The holiday screens call this after a change: this instance's next use reloads at once. */
  forget(): void;
};

/** Without the instance's `versions` (tests, benches) the clock is kept until `forget()`. */
export function createBusinessClockSource(
  db: SealedDb,
  timeZone: string,
  versions: DataVersions = createDataVersions(),
): BusinessClockSource {
  const load = async () => createBusinessClock(await listHolidaysForClock(db), timeZone);
  return createVersionedCache(versions, 'holidays', load);
}

/**
 * The clock loaded now and held for one write: inside a create's keyed transaction a reload
 * through the source's own handle would wait for that transaction for ever on the embedded
 * database (docs/domain.md §21).
 */
export async function heldBusinessClock(source: BusinessClockSource): Promise<BusinessClockSource> {
  const clock = await source.get();
  return { get: async () => clock, forget: () => source.forget() };
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
