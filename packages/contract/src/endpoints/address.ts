import { z } from 'zod';
import { ZCity, ZCounty } from '../customers/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';

const ZNumericId = z.coerce.number().int().positive().max(2_147_483_647);

export const getCitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'address/cities',
  tag: 'address',
  summary: 'All cities in Turkish alphabetical order',
  response: z.array(ZCity),
});

export const getCountiesOfCityEndpoint = defineEndpoint({
  method: 'GET',
  path: 'address/CountiesOfCity/:cityId',
  tag: 'address',
  summary: 'The counties of a city in Turkish alphabetical order',
  params: z.object({ cityId: ZNumericId }),
  response: z.array(ZCounty),
});

export const getCountyByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: 'address/GetCountyById/:id',
  tag: 'address',
  summary: 'One county',
  params: z.object({ id: ZNumericId }),
  response: ZCounty,
});
