import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@ccms/contract/endpoint';
import type { z } from 'zod';
import { ROOT_DIR } from '../platform/config.ts';

const ENDPOINTS_DIR = path.join(ROOT_DIR, 'packages/contract/src/endpoints');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).method === 'string';

/**
 * Every endpoint of the contract, read from its files (so a new one is never left out); those
 * made for a brand (the loyalty-card calls) for the given one.
 */
export async function loadAllEndpoints(brand: string): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of readdirSync(ENDPOINTS_DIR)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module: Record<string, unknown> = await import(path.join(ENDPOINTS_DIR, file));
    for (const value of Object.values(module)) {
      const made = typeof value === 'function' && value.length === 1 ? value(brand) : value;
      if (isEndpoint(made)) endpoints.push(made);
    }
  }
  return endpoints;
}

/** What these helpers read of a zod schema's definition. */
export type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
};

/** The schema under optional / default / pipe wrappers: what the client must send. */
function unwrapped(schema: z.ZodType): Def {
  let def = schema._zod.def as unknown as Def;
  for (;;) {
    if (def.innerType) def = def.innerType._zod.def as unknown as Def;
    else if (def.type === 'pipe' && def.in && def.out) {
      const input = def.in._zod.def as unknown as Def;
      def = (input.type === 'transform' ? def.out._zod.def : input) as unknown as Def;
    } else if (def.type === 'union' && def.options?.[0]) {
      def = def.options[0]._zod.def as unknown as Def;
    } else return def;
  }
}

/**
 * A value of the wrong type for the schema: a number for a text, a text for a number or a
 * yes / no, an object for a list, a text for an object. `deep` fills objects and lists with
 * wrong values instead, one level further each time.
 */
export function wrongValueFor(schema: z.ZodType, deep: number): unknown {
  const def = unwrapped(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 12345;
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'date':
      return 'on iki';
    case 'array':
      return deep > 0 && def.element ? [wrongValueFor(def.element, deep - 1)] : { x: 1 };
    case 'object':
      return deep > 0 ? wrongObjectFor(schema, deep - 1) : 'bir metin';
    default:
      return { x: 1 };
  }
}

/** Every field of an object schema with a wrong value (see wrongValueFor). */
export function wrongObjectFor(schema: z.ZodType, deep: number): Record<string, unknown> {
  const def = unwrapped(schema);
  return Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([key, field]) => [key, wrongValueFor(field, deep)]),
  );
}

const PARAM_CANDIDATES = ['3f1d7a52-1111-4a2b-9c3d-0000000000aa', '1', '05321234567', 'x'];

/** The endpoint's path with each parameter filled with the first value its schema accepts. */
export function filledPath(endpoint: Endpoint): string {
  const shape = endpoint.params?.shape ?? {};
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const schema = shape[name] as z.ZodType | undefined;
    const accepted = PARAM_CANDIDATES.find((value) => schema?.safeParse(value).success);
    return encodeURIComponent(accepted ?? 'x');
  });
}

type ShapeDef = Def & { entries?: Record<string, string | number>; values?: readonly unknown[] };

const TEXT_CANDIDATES = [
  '3f1d7a52-1111-4a2b-9c3d-0000000000aa',
  'Yetki denemesi',
  'yetki@example.test',
  '05321234567',
  '2026-01-05',
  '2026-01-05T10:00:00.000Z',
  '2901234567890',
];
const NUMBER_CANDIDATES = [1, 0, 2026];

/** The first candidate the schema accepts, else the first one (a 400 is then the answer). */
const firstAccepted = (schema: z.ZodType, candidates: readonly unknown[]) =>
  candidates.find((value) => schema.safeParse(value).success) ?? candidates[0];

/**
 * A small value the schema accepts where it can: required fields only, empty lists, a uuid
 * nobody holds for an id. Sent so a caller who passes the access check reaches the service
 * (whose own refusals then show) instead of stopping at validation.
 */
export function minimalValueFor(schema: z.ZodType): unknown {
  const def = unwrapped(schema) as ShapeDef;
  switch (def.type) {
    case 'string':
      return firstAccepted(schema, TEXT_CANDIDATES);
    case 'number':
    case 'int':
    case 'bigint':
      return firstAccepted(schema, NUMBER_CANDIDATES);
    case 'boolean':
      return false;
    case 'date':
      return '2026-01-05';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      if (schema.safeParse([]).success || !def.element) return [];
      return [minimalValueFor(def.element)];
    }
    case 'object':
      return minimalObjectFor(schema);
    case 'record':
      return {};
    default:
      return null;
  }
}

/** The required fields of an object schema, each with a minimal value (see minimalValueFor). */
export function minimalObjectFor(schema: z.ZodType): Record<string, unknown> {
  const def = unwrapped(schema);
  return Object.fromEntries(
    Object.entries(def.shape ?? {})
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key, field]) => [key, minimalValueFor(field)]),
  );
}
