import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
  type HasNoInput,
} from '@ccms/contract/endpoint';
import { type DownloadOptions, downloadFile } from './download';
import { type QueryParams, request } from './http';

export type CallOptions = {
  /** false: no global notification (the screen shows its own messages). Default true. */
  notify?: boolean;
  signal?: AbortSignal;
  /** A create call's key for one user action (useIdempotencyKey). */
  idempotencyKey?: string;
};

/** A call without input may leave it out. */
type InputArgs<E extends Endpoint, O> =
  HasNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: O]
    : [input: EndpointInput<E>, options?: O];

type LooseInput = { params?: Record<string, unknown>; query?: unknown; body?: unknown };

function requestOf(endpoint: Endpoint, input: LooseInput | undefined) {
  return {
    path: endpointPath(endpoint.path, input?.params),
    method: endpoint.method,
    query: input?.query as QueryParams | undefined,
    body: input?.body,
  };
}

/**
 * Calls a contract endpoint with the signed-in user's token. The answer has the endpoint's
 * response type: the server serialised it through that schema.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputArgs<E, CallOptions>
): Promise<EndpointResponse<E>> {
  const { path, ...rest } = requestOf(endpoint, input as LooseInput | undefined);
  return (await request(path, { ...rest, ...options })) as EndpointResponse<E>;
}

/** Downloads the file a contract endpoint answers; resolves to the saved file name. */
export function downloadEndpoint<E extends Endpoint & { download: true }>(
  endpoint: E,
  ...[input, options]: InputArgs<E, Omit<DownloadOptions, 'method' | 'body' | 'query'>>
): Promise<string> {
  const { path, ...rest } = requestOf(endpoint, input as LooseInput | undefined);
  return downloadFile(path, { ...rest, ...options });
}
