import type { z } from 'zod';

/**
 * One API call, described once: the server registers its route from this object and the
 * browser calls it through the same object (docs/architecture.md, "Endpoint contracts").
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under `/api`, with `:name` for each path parameter: `customers/id/:id`. */
  path: string;
  /** The OpenAPI group the call is listed under. */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The JSON answer of a 200; absent when the answer is a file (`download`). */
  response?: z.ZodType;
  /** The answer is a file download, not JSON. */
  download?: true;
  /** The request is multipart/form-data (files); its parts are read by the server. */
  multipart?: true;
  /** Failure statuses documented besides the usual ones (e.g. 413, 503). */
  extraErrors?: readonly number[];
  /** Statuses answered with a body of their own instead of the error envelope (health: 503). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
};

/** Describes an endpoint, keeping its literal types (so calls are typed end to end). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The browser's FormData, as far as the contract (which knows no DOM) needs to name it. */
type MultipartBody = { append(name: string, value: string): void };

type Part<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What the browser hands over for a call: its path parameters, query and body. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> &
  Part<E, 'query'> &
  (E extends { multipart: true } ? { body: MultipartBody } : Part<E, 'body'>);

/** What a successful call answers, as the browser receives it. */
export type EndpointResponse<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : never;

/** Whether a call needs no input at all (it may then be called without one). */
export type HasNoInput<E extends Endpoint> = E extends
  | { params: z.ZodType }
  | { query: z.ZodType }
  | { body: z.ZodType }
  | { multipart: true }
  ? false
  : true;

/** `customers/id/:id` with `{ id: 'x' }` → `customers/id/x`, each value URL-encoded. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
