import { APP_TITLE, APP_VERSION_LABEL } from '@ccms/contract/constants';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareRoutesPublic } from './access.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * jsonSchemaTransform, and a 200 whose schema is a bare string documented as text/plain: Fastify
 * sends a string a handler returns as text (ticket/CheckTicketCategorySetScript), not as JSON.
 */
function documentTextAnswers(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const response = transformed.schema?.response as Record<string, unknown> | undefined;
  const ok = response?.[200] as { type?: unknown; description?: string } | undefined;
  if (!response || ok?.type !== 'string') return transformed;
  const text = {
    description: ok.description ?? 'Default Response',
    content: { 'text/plain': { schema: ok } },
  };
  return {
    ...transformed,
    schema: { ...transformed.schema, response: { ...response, 200: text } },
  };
}

/** The OpenAPI document built from the route schemas, and its browsable reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_TITLE} API`, version: APP_VERSION_LABEL },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: documentTextAnswers,
    hideUntagged: false,
  });
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
