import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { ruleSets, sources, stores } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const idIn = (ids: readonly string[]) =>
  ids.length === 0 ? sql`false` : inArray(stores.id, [...ids]);

/** Every store, or the given ones, by name: the store select of the report filter. */
export async function findReportStores(db: SealedDb, storeIds: readonly string[] | null) {
  return unsealed(db)
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(storeIds === null ? undefined : idIn(storeIds))
    .orderBy(asc(stores.name), asc(stores.id));
}

/** Every source not deleted, by name: the source select of the report filter. */
export async function findReportSources(db: SealedDb) {
  return unsealed(db)
    .select({ id: sources.id, name: sources.name })
    .from(sources)
    .where(sql`not ${sources.isDeleted}`)
    .orderBy(asc(sources.name), asc(sources.id));
}

/** Every rule set, by name: the rule set select of the report filter. */
export async function findReportRuleSets(db: SealedDb) {
  return unsealed(db)
    .select({ id: ruleSets.id, name: ruleSets.name })
    .from(ruleSets)
    .orderBy(asc(ruleSets.name), asc(ruleSets.id));
}

/**
 * The region (or area) managers of every store or of the given ones: lower-cased address and
 * the name written on their stores.
 */
export async function findReportManagers(
  db: SealedDb,
  kind: 'region' | 'area',
  storeIds: readonly string[] | null,
) {
  const [email, name, surname] =
    kind === 'region'
      ? [stores.regionManagerEmail, stores.regionManagerName, stores.regionManagerSurname]
      : [stores.areaManagerEmail, stores.areaManagerName, stores.areaManagerSurname];
  // Compared lower-cased and untrimmed, as tickets/access matches a manager's stores.
  const conditions: SQL[] = [sql`coalesce(${email}, '') <> ''`];
  if (storeIds !== null) conditions.push(idIn(storeIds));
  return unsealed(db)
    .select({
      email: sql<string>`lower(${email})`,
      name: sql<string>`coalesce(min(nullif(trim(coalesce(${name}, '') || ' ' || coalesce(${surname}, '')), '')), lower(${email}))`,
    })
    .from(stores)
    .where(sql.join(conditions, sql` and `))
    .groupBy(sql`1`)
    .orderBy(sql`2, 1`);
}
