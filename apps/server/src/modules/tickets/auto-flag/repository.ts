import { sql } from 'drizzle-orm';
import { ticketTypes } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/db.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** Every ticket type, to find the complaint type by its name the Turkish way. */
export function findTicketTypeNames(db: SealedDb) {
  return unsealed(db).select({ id: ticketTypes.id, name: ticketTypes.name }).from(ticketTypes);
}

/**
 * Customers whose tickets since `since` meet the auto-flag rule (docs/domain.md §6): at least
 * `threshold` of a complaint type, or one taken to the consumer arbitration board. Ordered by id,
 * after `afterId`, `limit` at a time.
 */
export async function findAutoFlagCandidates(
  db: SealedDb,
  criteria: { since: Date; complaintTypeIds: string[]; threshold: number },
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const complaintTypes =
    criteria.complaintTypeIds.length > 0
      ? sql`array[${sql.join(
          criteria.complaintTypeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`
      : sql`array[]::uuid[]`;
  const result = await unsealed(db).execute(sql`
    select t.customer_id as id from tickets t
    where not t.is_deleted and t.created_at >= ${criteria.since.toISOString()}::timestamptz
      ${afterId ? sql`and t.customer_id > ${afterId}::uuid` : sql``}
    group by t.customer_id
    having count(*) filter (where t.ticket_type_id = any(${complaintTypes})) >= ${criteria.threshold}
      or bool_or(t.is_thh)
    order by t.customer_id
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
