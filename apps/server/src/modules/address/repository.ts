import { cities, counties } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

export function findAllCities(db: SealedDb) {
  return unsealed(db).select({ id: cities.id, name: cities.name }).from(cities);
}

export function findAllCounties(db: SealedDb) {
  return unsealed(db)
    .select({ id: counties.id, cityId: counties.cityId, name: counties.name })
    .from(counties);
}
