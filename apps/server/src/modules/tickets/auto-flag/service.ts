import { type JobDefinition, scheduledJob } from '../../../platform/queue/job-queue.ts';
import { inTransaction, type Sealed } from '../../../platform/sealed-db.ts';
import { autoFlagWindowStart, lockCustomerForTicketWrite } from '../../customers/index.ts';
import { refreshCustomerAutoFlag } from '../create/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { findAutoFlagCandidates, findTicketTypeNames } from './repository.ts';

export const AUTO_FLAG_JOB = 'customer-auto-flag-nightly';
const BATCH = 500;

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'autoFlag' | 'timeZone'>>;

/**
 * The nightly run of the auto-flag rule (docs/domain.md §6): every customer whose tickets of the
 * window meet it is flagged again, so a flag a person removed while the reason still holds comes
 * back, and descriptions follow the latest counts. Each customer in their own transaction, under
 * the same lock as a ticket creation. Answers how many customers it looked at.
 */
export async function refreshAutoFlags(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const complaintName = deps.autoFlag.complaintTypeName.toLocaleLowerCase('tr-TR');
  const complaintTypeIds = (await findTicketTypeNames(deps.db))
    .filter((type) => type.name.toLocaleLowerCase('tr-TR') === complaintName)
    .map((type) => type.id);
  const criteria = {
    since: autoFlagWindowStart(now, deps.autoFlag),
    complaintTypeIds,
    threshold: deps.autoFlag.complaintThreshold,
  };
  let seen = 0;
  let afterId: string | null = null;
  for (;;) {
    const customerIds = await findAutoFlagCandidates(deps.db, criteria, afterId, BATCH);
    for (const customerId of customerIds) {
      await inTransaction(deps.db, async (tx) => {
        await lockCustomerForTicketWrite(tx, customerId);
        await refreshCustomerAutoFlag(tx, customerId, now, deps.autoFlag);
      });
    }
    seen += customerIds.length;
    afterId = customerIds.at(-1) ?? null;
    if (customerIds.length < BATCH) return seen;
  }
}

/** Every night at 03:00 business time, once across instances. */
export function autoFlagJob(deps: Deps): JobDefinition {
  return scheduledJob(
    AUTO_FLAG_JOB,
    { cron: '0 3 * * *', tz: deps.timeZone },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    () => refreshAutoFlags(deps),
  );
}
