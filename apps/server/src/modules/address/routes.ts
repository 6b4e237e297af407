import {
  getCitiesEndpoint,
  getCountiesOfCityEndpoint,
  getCountyByIdEndpoint,
} from '@ccms/contract/endpoints/address';
import type { FastifyInstance } from 'fastify';
import type { DataVersions } from '../../platform/data-versions.ts';
import { notFound } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { createAddressDirectory } from './service.ts';

/** Not in the contract's messages. */
const COUNTY_NOT_FOUND = 'İlçe bulunamadı.';

/** address/…: the cities and counties of the address fields, for any signed-in user. */
export function registerAddressRoutes(
  app: FastifyInstance,
  deps: { db: SealedDb; versions: DataVersions },
) {
  const directory = createAddressDirectory(deps.db, deps.versions);

  registerEndpoint(app, getCitiesEndpoint, {
    access: 'signedIn',
    handler: () => directory.cities(),
  });

  registerEndpoint(app, getCountiesOfCityEndpoint, {
    access: 'signedIn',
    handler: (request) => directory.countiesOfCity(request.params.cityId),
  });

  registerEndpoint(app, getCountyByIdEndpoint, {
    access: 'signedIn',
    handler: async (request) => {
      const county = await directory.countyById(request.params.id);
      if (!county) throw notFound(COUNTY_NOT_FOUND);
      return county;
    },
  });
}
