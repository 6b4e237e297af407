import type { TAuditEntry } from '@ccms/contract/audit-log';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { toPaged } from '../paging.ts';
import { compileListQuery } from '../query-format.ts';
import type { SealedDb } from '../sealed-db.ts';
import { AUDIT_LOG_LIST, findAuditPage } from './repository.ts';

/** One page of the audit log, newest first unless asked otherwise. */
export async function listAuditLog(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TAuditEntry>> {
  const query = compileListQuery(AUDIT_LOG_LIST, formatter);
  const { rows, total } = await findAuditPage(db, query);
  const items = rows.map(
    ({ createdAt, action, ...row }): TAuditEntry => ({
      ...row,
      // ISO, as the ticket lists answer their dates; screens format them (DD.MM.YYYY HH:mm).
      createdDate: createdAt.toISOString(),
      action: action as TAuditEntry['action'],
    }),
  );
  return toPaged(items, total, query.pageNumber);
}
