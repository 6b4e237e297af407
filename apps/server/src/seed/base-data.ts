import { cities, counties } from '../db/schema/address.ts';
import type { Executor } from '../platform/db.ts';
import { buildAddressBook } from './address.ts';
import { CHUNK_SIZE } from './batch.ts';

/**
 * What the product cannot run without and no chain would delete (docs/domain.md §16.1 A
 * production start): Türkiye's cities and counties, which every address field picks from.
 * Ticket statuses and permissions are constants in code, the system user is written by a
 * migration; everything else (units, roles, users, the hierarchy, rule sets, reference rows,
 * holidays) is the chain's own, or the demo's.
 *
 * Written on every start, missing rows only, so an upgraded database is left as it was; when
 * nothing is missing nothing is written (no statement, so no change notice either). Answers how
 * many rows were added.
 */
export async function seedBaseData(db: Executor): Promise<number> {
  const book = buildAddressBook();
  const [knownCities, knownCounties] = await Promise.all([
    db.select({ id: cities.id }).from(cities),
    db.select({ id: counties.id }).from(counties),
  ]);
  const cityIds = new Set(knownCities.map((row) => row.id));
  const countyIds = new Set(knownCounties.map((row) => row.id));
  const missingCities = book.cities.filter((city) => !cityIds.has(city.id));
  const missingCounties = book.counties.filter((county) => !countyIds.has(county.id));
  // Instances starting together may both find a row missing: the second insert skips it.
  for (let i = 0; i < missingCities.length; i += CHUNK_SIZE) {
    await db
      .insert(cities)
      .values(missingCities.slice(i, i + CHUNK_SIZE))
      .onConflictDoNothing();
  }
  for (let i = 0; i < missingCounties.length; i += CHUNK_SIZE) {
    await db
      .insert(counties)
      .values(missingCounties.slice(i, i + CHUNK_SIZE))
      .onConflictDoNothing();
  }
  return missingCities.length + missingCounties.length;
}
