import { DATA_VERSIONS_HEADER } from '@ccms/contract/data-versions';
import { IDEMPOTENCY_HEADER } from '@ccms/contract/idempotency';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { decideResponseNotice, type ResponseNotice } from './response-notice';

/** Every API path is relative to this base. */
export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type HttpOptions = {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: QueryParams;
  /**
   * false: skip the global response handler (no green/red notification); for screens that
   * show their own messages. Default true.
   */
  notify?: boolean;
  signal?: AbortSignal;
  /** Names one user action of a create call: sent again unchanged on a repeat (docs/domain.md §21). */
  idempotencyKey?: string;
};

/** What the application plugs in at start-up (the library itself knows no React or router). */
type HttpHooks = {
  getAccessToken: () => Promise<string | null>;
  /** A 401: the server's own words say why (a deactivated account, an expired session). */
  onUnauthorized: (messages: readonly string[]) => void;
  showNotice: (notice: ResponseNotice) => void;
  /** Every answer's data versions (signed-in answers carry them), to refresh what changed. */
  onDataVersions: (header: string) => void;
};

let hooks: HttpHooks = {
  getAccessToken: async () => null,
  onUnauthorized: () => {},
  showNotice: () => {},
  onDataVersions: () => {},
};

export function configureHttp(partial: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...partial };
}

/** `/api/<path>?<query>`; empty query values are left out. */
export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * fetch() against the API with the bearer token of the signed-in user. Throws ApiError(0) when
 * the server cannot be reached; does not look at the status (see request / downloadFile).
 */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = await hooks.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
  const versions = response.headers.get(DATA_VERSIONS_HEADER);
  if (versions) hooks.onDataVersions(versions);
  return response;
}

/** Reads a JSON body when the response says it is one, else the text (or undefined if empty). */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Runs the global response handler for a body, then turns failures into an ApiError:
 * a non-2xx status, or a 2xx body with `isSuccess: false`. On 401 the app moves to
 * /error/unauthorized.
 */
export function handleResponseBody(status: number, body: unknown, notify: boolean): void {
  if (notify) {
    const notice = decideResponseNotice(status, body);
    if (notice.kind !== 'none') hooks.showNotice(notice);
  }
  const isFailure =
    status < 200 ||
    status >= 300 ||
    (typeof body === 'object' && body !== null && 'isSuccess' in body && body.isSuccess === false);
  if (!isFailure) return;
  const error = toApiError(status, body);
  if (status === 401) hooks.onUnauthorized(error.messages);
  throw error;
}

/** One API call: JSON in, JSON out, envelope checked. Typed callers go through api-client. */
export async function request(path: string, options: HttpOptions = {}): Promise<unknown> {
  const { method = 'GET', body, query, notify = true, signal, idempotencyKey } = options;
  const headers = new Headers();
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await authorizedFetch(apiUrl(path, query), {
    method,
    headers,
    body: payload,
    signal,
  });
  const parsed = await readBody(response);
  handleResponseBody(response.status, parsed, notify);
  return parsed;
}
