import { ZCity, ZCounty } from '@ccms/contract/customers';
import { ZErrorResponse } from '@ccms/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { createAddressDirectory } from './service.ts';

const schemaBase = { tags: ['address'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
/** Not in the contract's messages. */
const COUNTY_NOT_FOUND = 'İlçe bulunamadı.';
const ZNumericId = z.coerce.number().int().positive().max(2_147_483_647);

/** address/…: the cities and counties of the address fields, for any signed-in user. */
export function registerAddressRoutes(app: FastifyInstance, deps: { db: Database }) {
  const directory = createAddressDirectory(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/address/cities', {
    config: { access: 'signedIn' },
    schema: {
      ...schemaBase,
      summary: 'All cities in Turkish alphabetical order',
      response: { 200: z.array(ZCity), ...errors },
    },
    handler: () => directory.cities(),
  });

  api.get('/api/address/CountiesOfCity/:cityId', {
    config: { access: 'signedIn' },
    schema: {
      ...schemaBase,
      summary: 'The counties of a city in Turkish alphabetical order',
      params: z.object({ cityId: ZNumericId }),
      response: { 200: z.array(ZCounty), ...errors },
    },
    handler: (request) => directory.countiesOfCity(request.params.cityId),
  });

  api.get('/api/address/GetCountyById/:id', {
    config: { access: 'signedIn' },
    schema: {
      ...schemaBase,
      summary: 'One county',
      params: z.object({ id: ZNumericId }),
      response: { 200: ZCounty, ...errors },
    },
    handler: async (request) => {
      const county = await directory.countyById(request.params.id);
      if (!county) throw notFound(COUNTY_NOT_FOUND);
      return county;
    },
  });
}
