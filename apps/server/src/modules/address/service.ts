import type { ZCity, ZCounty } from '@ccms/contract/customers/schemas';
import type { z } from 'zod';
import { createVersionedCache, type DataVersions } from '../../platform/data-versions.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { findAllCities, findAllCounties } from './repository.ts';

type City = z.infer<typeof ZCity>;
type County = z.infer<typeof ZCounty>;

type AddressBook = {
  cities: City[];
  countiesByCity: Map<number, County[]>;
  countiesById: Map<number, County>;
};

// The database's collation may be C (PGlite), so Turkish order is applied here.
const byTurkishName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'tr');

async function loadAddressBook(db: SealedDb): Promise<AddressBook> {
  const [cityRows, countyRows] = await Promise.all([findAllCities(db), findAllCounties(db)]);
  const countiesByCity = new Map<number, County[]>();
  for (const county of [...countyRows].sort(byTurkishName)) {
    const list = countiesByCity.get(county.cityId) ?? [];
    list.push(county);
    countiesByCity.set(county.cityId, list);
  }
  return {
    cities: [...cityRows].sort(byTurkishName),
    countiesByCity,
    countiesById: new Map(countyRows.map((county) => [county.id, county])),
  };
}

/**
 * Cities and counties, kept in memory: 81 provinces and under a thousand districts that change
 * only with a new seed, which raises the address version, so every instance reads them again.
 */
export function createAddressDirectory(db: SealedDb, versions: DataVersions) {
  const cache = createVersionedCache(versions, 'address', () => loadAddressBook(db));
  const getBook = () => cache.get();
  return {
    async cities(): Promise<City[]> {
      return (await getBook()).cities;
    },
    async countiesOfCity(cityId: number): Promise<County[]> {
      return (await getBook()).countiesByCity.get(cityId) ?? [];
    },
    async countyById(id: number): Promise<County | null> {
      return (await getBook()).countiesById.get(id) ?? null;
    },
  };
}
