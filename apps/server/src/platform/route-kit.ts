import type { Endpoint } from '@ccms/contract/endpoint';
import { ZErrorResponse } from '@ccms/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './access.ts';
import { createInputValidator, toFastifyValidator } from './request-validation.ts';
import type { Written } from './written.ts';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The request of an endpoint's route: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/** What the handler returns: the JSON answer, or the reply itself for a file download. */
type Answer<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** Failures every signed-in route may answer, all in the error envelope. */
const USUAL_ERRORS = [400, 401, 403, 404, 409] as const;
const SIGNED_IN_SECURITY = [{ bearer: [] }];

function errorResponses(endpoint: Endpoint, access: RouteAccess): Record<number, z.ZodType> {
  const statuses: number[] = access === 'public' ? [] : [...USUAL_ERRORS];
  if (endpoint.multipart) statuses.push(413);
  statuses.push(...(endpoint.extraErrors ?? []));
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse]));
}

/** What a refusal calls each input of a call as a whole (an empty or malformed body). */
const WHOLE_INPUT_NAMES = {
  body: 'İstek gövdesi',
  querystring: 'Sorgu parametreleri',
  params: 'Adres parametreleri',
} as const;

/**
 * The validators of an endpoint's inputs, prepared once at registration: keys matched without
 * regard to case, unstorable texts refused, refusals in plain Turkish (request-validation.ts).
 */
function inputValidators(endpoint: Endpoint) {
  const inputs = { body: endpoint.body, querystring: endpoint.query, params: endpoint.params };
  const validators = new Map<string, ReturnType<typeof toFastifyValidator>>();
  for (const [part, schema] of Object.entries(inputs)) {
    if (!schema) continue;
    const wholeInput = WHOLE_INPUT_NAMES[part as keyof typeof WHOLE_INPUT_NAMES];
    const validate = createInputValidator(schema, { callPath: endpoint.path, wholeInput });
    validators.set(part, toFastifyValidator(validate));
  }
  return ({ httpPart }: { httpPart?: string }) => {
    const validator = httpPart && validators.get(httpPart);
    if (!validator) throw new Error(`${endpoint.path} has no ${httpPart} schema`);
    return validator;
  };
}

/**
 * Registers the route of a contract endpoint: `/api/<path>`, its schemas (validation, answer
 * serialisation and the OpenAPI document), its OpenAPI group and the access it requires.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  route: { access: RouteAccess; handler: EndpointHandler<E> },
): void {
  app.route({
    method: endpoint.method,
    url: `/api/${endpoint.path}`,
    config: { access: route.access },
    validatorCompiler: inputValidators(endpoint),
    // A file download (no JSON answer) goes out as stored: Excel and zip are compressed already
    // and a range must count the file's own bytes.
    ...(endpoint.download && { compress: false as const }),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(route.access !== 'public' && { security: SIGNED_IN_SECURITY }),
      ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        ...(endpoint.response && { 200: endpoint.response }),
        ...errorResponses(endpoint, route.access),
        ...endpoint.otherResponses,
      },
    },
    // The schemas above validate params, query and body before the handler sees them.
    handler: route.handler as unknown as RouteHandlerMethod,
  });
}

/** The answer of a successful write: `{ isSuccess: true, data, messages }`. */
export function succeeded<T>(data: T, messages: string[] = []) {
  return { isSuccess: true as const, data, messages };
}

/** The answer of a service's write (its data and messages) in the success envelope. */
export function written<T>(result: Written<T>) {
  return succeeded(result.data, result.messages);
}
