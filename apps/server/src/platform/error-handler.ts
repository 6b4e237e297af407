import type { TErrorResponse } from '@ccms/contract/envelope';
import { MESSAGES } from '@ccms/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors.ts';
import { AppError } from './errors.ts';
import { isFieldRefusal } from './request-validation.ts';

const CLIENT_ERROR_MESSAGES = {
  401: MESSAGES.notSignedIn,
  403: MESSAGES.forbidden,
  404: MESSAGES.routeNotFound,
  413: MESSAGES.payloadTooLarge,
  429: MESSAGES.tooManyRequests,
} as const;

/** Seconds a client waits before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function failure(messages: string[], requestId?: string): TErrorResponse {
  return requestId ? { isSuccess: false, messages, requestId } : { isSuccess: false, messages };
}

/**
 * The Turkish refusals of a schema validation failure. The route kit's validators word each one
 * naming its field ('Bilet kimliği (id) gönderilmelidir.'); a route outside the kit validated
 * by zod has the same wording (the global error map); anything else gets the general refusal.
 */
function validationMessages(error: FastifyError): string[] {
  const entries: unknown[] = error.validation ?? [];
  if (entries.length > 0 && entries.every(isFieldRefusal)) {
    return [...new Set(entries.map((entry) => entry.message))];
  }
  if (!hasZodFastifySchemaValidationErrors(error)) return [MESSAGES.invalidRequest];
  return [...new Set(error.validation.map((issue) => issue.message ?? MESSAGES.invalidRequest))];
}

/** Maps an error to the envelope and status of docs/domain.md §8 Failures; no internals leak. */
export function toErrorResponse(
  error: FastifyError | Error,
  requestId: string,
): {
  statusCode: number;
  body: TErrorResponse;
  isUnexpected: boolean;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: failure(error.messages), isUnexpected: false };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return {
      statusCode: 400,
      body: failure(validationMessages(fastifyError)),
      isUnexpected: false,
    };
  }
  switch (fastifyError.code) {
    // The client left while a compressed answer streamed (a cancelled query, a navigation):
    // nobody reads this answer and nothing on the server went wrong.
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return {
        statusCode: 500,
        body: failure([MESSAGES.internalError(requestId)], requestId),
        isUnexpected: false,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return { statusCode: 413, body: failure([MESSAGES.payloadTooLarge]), isUnexpected: false };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, body: failure([MESSAGES.invalidJson]), isUnexpected: false };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { statusCode: 400, body: failure([MESSAGES.invalidRequest]), isUnexpected: false };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, body: failure([MESSAGES.invalidJson]), isUnexpected: false };
  }
  // The database away (restart, failover, network): the client may try again shortly, and the
  // pool reconnects by itself once it is back (docs/domain.md §18 Outages and crashes).
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: failure([MESSAGES.databaseUnavailable]),
      isUnexpected: false,
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Errors of plugins (static files, rate limits…) keep their status with our own words.
    const message =
      CLIENT_ERROR_MESSAGES[status as keyof typeof CLIENT_ERROR_MESSAGES] ??
      MESSAGES.invalidRequest;
    return { statusCode: status, body: failure([message]), isUnexpected: false };
  }
  return {
    statusCode: 500,
    body: failure([MESSAGES.internalError(requestId)], requestId),
    isUnexpected: true,
  };
}

/** Installs the error and not-found handlers for `/api`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body, isUnexpected, headers } = toErrorResponse(error, request.id);
    if (isUnexpected) request.log.error({ err: error }, 'unexpected error');
    else if (statusCode === 503) request.log.warn({ err: error }, 'database unavailable');
    else request.log.info({ statusCode, messages: body.messages }, 'request refused');
    if (headers) reply.headers(headers);
    return reply.status(statusCode).send(body);
  });
}

/**
 * Fastify's own refusals before any route is found (a path with broken percent-encoding such as
 * `/api/customers/id/%`): the envelope in our words instead of Fastify's English JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = toErrorResponse(error, request.id);
  request.log.info({ statusCode, code: error.code }, 'request refused before routing');
  reply.status(statusCode).send(body);
}

/** The 404 answer of an unknown API path. */
export function sendApiNotFound(reply: FastifyReply) {
  return reply.status(404).send(failure([MESSAGES.routeNotFound]));
}
