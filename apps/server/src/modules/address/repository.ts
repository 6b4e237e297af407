import { cities, counties } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export function findAllCities(db: Executor) {
  return db.select({ id: cities.id, name: cities.name }).from(cities);
}

export function findAllCounties(db: Executor) {
  return db
    .select({ id: counties.id, cityId: counties.cityId, name: counties.name })
    .from(counties);
}
