import { APP_TITLE, APP_VERSION_LABEL } from '@ccms/contract/constants';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareRoutesPublic } from './access.ts';

/** The OpenAPI document built from the route schemas, and its browsable reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_TITLE} API`, version: APP_VERSION_LABEL },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
