import { APP_TITLE, APP_VERSION_LABEL } from '@ccms/contract/constants';
import { SPEC_FIELD_NAMES } from '@ccms/contract/spec-field-names';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareRoutesPublic } from './access.ts';

const API_DESCRIPTION =
  'Property names of request bodies and query strings match without regard to case, nested ' +
  'objects and lists included (`Id`, `id` and `ID` are the same field); a field sent twice in ' +
  'different cases is refused with 400. Paths match without regard to case too. Refusals ' +
  "(400) name the field in Turkish, e.g. 'Bilet kimliği (id) gönderilmelidir.'; a text with " +
  'a NUL character or an unpaired surrogate is refused with 400.';

type JsonObject = { properties?: Record<string, { description?: string }> };
type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** The spec's spelling of a body or query field, where it differs from ours, in its description. */
function withSpecFieldNames(transformed: Transformed): Transformed {
  const names = SPEC_FIELD_NAMES[transformed.url.replace(/^\/api\//, '')];
  const schema = transformed.schema as { body?: JsonObject; querystring?: JsonObject } | undefined;
  if (!names || !schema) return transformed;
  for (const input of [schema.body, schema.querystring]) {
    for (const [field, specName] of Object.entries(names)) {
      const property = input?.properties?.[field];
      if (!property) continue;
      const note = `The specification writes this field '${specName}'; either spelling is accepted.`;
      property.description = property.description ? `${property.description} ${note}` : note;
    }
  }
  return transformed;
}

/**
 * A 200 whose schema is a bare string documented as text/plain: Fastify sends a string a
 * handler returns as text (ticket/CheckTicketCategorySetScript), not as JSON.
 */
function documentTextAnswers(transformed: Transformed): Transformed {
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
      info: {
        title: `${APP_TITLE} API`,
        version: APP_VERSION_LABEL,
        description: API_DESCRIPTION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (route) => withSpecFieldNames(documentTextAnswers(jsonSchemaTransform(route))),
    hideUntagged: false,
  });
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
