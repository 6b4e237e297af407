import { type DataVersionNumbers, isDataTopic } from '@ccms/contract/data-versions';
import { sql } from 'drizzle-orm';
import { accessVersion, dataVersions } from '../db/schema/index.ts';
import type { Executor } from './db.ts';

/**
 * Every data version and the access version in one statement: the one read each signed-in
 * request makes (docs/domain.md §1 User cache), so a change committed on any instance before a
 * request arrived is known to that request.
 */
export async function readDataVersions(db: Executor): Promise<DataVersionNumbers> {
  const rows = await db
    .select({ topic: sql<string>`'access'`, version: accessVersion.version })
    .from(accessVersion)
    .unionAll(
      db.select({ topic: dataVersions.topic, version: dataVersions.version }).from(dataVersions),
    );
  const versions: DataVersionNumbers = {};
  for (const row of rows) {
    if (isDataTopic(row.topic)) versions[row.topic] = Number(row.version);
  }
  return versions;
}
