import type { Endpoint } from '@ccms/contract/endpoint';
import { ZErrorResponse } from '@ccms/contract/envelope';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_MESSAGES,
} from '@ccms/contract/idempotency';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { type RouteAccess, requireUser } from './access.ts';
import { type Clock, systemClock } from './clock.ts';
import { badRequest } from './errors.ts';
import { answerOnce, requestHash } from './idempotency/answer-once.ts';
import { createInputValidator, toFastifyValidator } from './request-validation.ts';
import type { SealedDb } from './sealed-db.ts';
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
/** A create call also refuses a key reused for another request. */
const CREATE_ERRORS = [422] as const;
const SIGNED_IN_SECURITY = [{ bearer: [] }];

function errorResponses(
  endpoint: Endpoint,
  access: RouteAccess,
  isCreate = false,
): Record<number, z.ZodType> {
  const statuses: number[] = access === 'public' ? [] : [...USUAL_ERRORS];
  if (isCreate) statuses.push(...CREATE_ERRORS);
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
  isCreate = false,
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
        ...errorResponses(endpoint, route.access, isCreate),
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

/** The create calls registered with registerCreateEndpoint, per app (the conformance test). */
const createCalls = new WeakMap<FastifyInstance, Set<string>>();

/** The paths of the create calls `app` answers once per key. */
export function idempotentCallPaths(app: FastifyInstance): ReadonlySet<string> {
  return createCalls.get(app) ?? new Set();
}

/** A create call's route: how its request is read, keyed and written (docs/domain.md §21). */
export type CreateRoute<E extends Endpoint, P, W> = {
  access: RouteAccess;
  /** Where the key's transaction runs, sealed (platform/sealed-db.ts): the write queries none. */
  db: SealedDb;
  /** Where the key's time is read (the prune job counts from it); the system's by default. */
  clock?: Clock;
  /** Reads the request before the transaction (a multipart body); by default its parsed body. */
  prepare?: (request: EndpointRequest<E>) => Promise<P>;
  /** What two requests must share to be the same request; by default params, query and body. */
  fingerprint?: (prepared: P, request: EndpointRequest<E>) => unknown;
  /** The client-made id that keys the call (customers, tickets) instead of the header. */
  clientId?: (prepared: P) => string | undefined;
  /**
   * Loads, before the key's transaction, what the write would otherwise load through a handle
   * of its own (a cache): the write gets it as `warmed`.
   */
  warm?: () => Promise<W>;
  /** Undoes what `prepare` kept (received files) when nothing or the stored answer was written. */
  discard?: (prepared: P) => Promise<void>;
  /**
   * Runs once the write has committed (a repeat included), before the answer goes: what must not
   * happen before its rows are there for everyone (a job sent to another instance). It must be
   * safe to run twice; a failure of it is logged, and the answer goes all the same.
   */
  committed?: (answer: Answer<E>, request: EndpointRequest<E>) => Promise<void>;
  /**
   * The write: every read and write through `db` (handed to repository functions), the key's
   * transaction when there is a key.
   */
  write: (db: SealedDb, prepared: P, request: EndpointRequest<E>, warmed: W) => Promise<Answer<E>>;
};

function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw badRequest(IDEMPOTENCY_MESSAGES.keyInvalid);
  return key;
}

/**
 * Registers a create call (docs/domain.md §21): with an `Idempotency-Key` header, or the
 * client-made id `clientId` names, its write runs once per user and key; a repeat gets the
 * first answer again, the same key with another request a Turkish 422. The key is claimed and
 * the answer stored in the write's own transaction, so `write` must read only through the
 * handle it is given: caches that load through their own handle are loaded by `warm` first.
 */
export function registerCreateEndpoint<
  E extends Endpoint,
  P = EndpointRequest<E>['body'],
  W = undefined,
>(app: FastifyInstance, endpoint: E, route: CreateRoute<E, P, W>): void {
  const calls = createCalls.get(app) ?? new Set<string>();
  createCalls.set(app, calls);
  calls.add(endpoint.path);
  const handler = async (request: EndpointRequest<E>) => {
    const headerKey = idempotencyKey(request);
    const prepared = route.prepare ? await route.prepare(request) : (request.body as P);
    const key = route.clientId?.(prepared) ?? headerKey;
    const warmed = (await route.warm?.()) as W;
    const afterCommit = async (answer: Answer<E>) => {
      await route.committed?.(answer, request).catch((error: unknown) => {
        request.log.error({ err: error }, 'after-commit step failed');
      });
      return answer;
    };
    if (key === undefined)
      return afterCommit(await route.write(route.db, prepared, request, warmed));
    const name = { userId: requireUser(request).id, callPath: endpoint.path, key };
    const hash = requestHash(
      route.fingerprint
        ? route.fingerprint(prepared, request)
        : { params: request.params, query: request.query, body: request.body },
    );
    try {
      const { answer, isRepeat } = await answerOnce(
        route.db,
        name,
        hash,
        (route.clock ?? systemClock).now(),
        (tx) => route.write(tx, prepared, request, warmed),
      );
      if (isRepeat) await route.discard?.(prepared);
      return afterCommit(answer as Answer<E>);
    } catch (error) {
      // Nothing of the write was kept: what `prepare` kept goes too, through the pool now that
      // the key's transaction is over (a cleanup inside it was rolled back with it).
      await route.discard?.(prepared);
      throw error;
    }
  };
  registerEndpoint(
    app,
    endpoint,
    { access: route.access, handler: handler as unknown as EndpointHandler<E> },
    true,
  );
}
