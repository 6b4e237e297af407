import type { Endpoint } from '@ccms/contract/endpoint';
import { IMPORT_KINDS } from '@ccms/contract/imports/kinds';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Def as EndpointDef } from './endpoint-inputs.ts';

/** 100 k characters: past every column's limit and the longest text a form would send. */
const LONG_TEXT = 'ş'.repeat(100_000);

/** Texts a careless or hostile client sends: control characters, broken Unicode, markup, formulas. */
export const HOSTILE_TEXTS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f\u0085\u2028',
  '\ud83d',
  'x\udc00y',
  '\ufeff\u202e\u200b',
  LONG_TEXT,
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '=HYPERLINK("http://example.test","tıkla")',
  "+1+cmd|' /C calc'!A0",
  '@SUM(1+1)*cmd',
  "' or 1=1 --",
  '%00%zz%',
  '../../etc/passwd',
  '',
  ' ',
  'İıŞşĞğÜüÖöÇç',
  '😀'.repeat(50),
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x1f',
];

/** Numbers at and past the edges: JSON cannot carry NaN or Infinity, their texts stand in. */
const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Nested lists deeper than any schema goes. */
const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'dip';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { x: value };
  return value;
};

/** Any value where a field is expected: a hostile text or number, another type, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { id: null }, deeplyNested(200)),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

/** Whole bodies no schema expects: broken or poisoned JSON, other shapes, deep nesting. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '\u0000',
  'null',
  '"metin"',
  '12',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  '['.repeat(100_000),
  '{"a":1,"a":2}',
  '{"id":"\\ud83d"}',
  '{"id":"\\u0000"}',
];

/** Path segments and query strings a hand-made URL carries: broken percent-encoding and the like. */
export const HOSTILE_URL_PARTS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%2Fb',
  '%25',
  `${'%41'.repeat(3000)}`,
  '%u0041',
];

/** Range headers of file downloads, from the ordinary to the impossible. */
export const RANGE_HEADERS: readonly string[] = [
  'bytes=0-0',
  'bytes=0-',
  'bytes=-1',
  'bytes=-0',
  'bytes=5-2',
  'bytes=0-1,3-4',
  'bytes=0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0',
  'bytes=999999999-',
  'bytes=0-99999999999999999999',
  'bytes=abc',
  'items=0-1',
  'bytes= 0 - 1',
  'bytes=',
  '',
  '\u0000',
];

type Def = EndpointDef & {
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; maximum?: number; value?: number } } }[];
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Ids and texts the calls may find: the fuzz run's own rows, so a call reaches its service. */
export type FuzzPools = {
  uuids: readonly string[];
  numbers: readonly number[];
  /** Queries naming a seeded row (a ticket's file), so a download reaches the file itself. */
  queries: readonly Record<string, string>[];
};

const BENIGN_TEXTS = [
  'Yetki denemesi',
  'fuzz@example.test',
  '05321234567',
  '2026-01-05',
  '2026-01-05T10:00:00.000Z',
  '2901234567890',
];

/** The largest length a text or list schema allows, if it says one. */
function maxLengthOf(def: Def): number | undefined {
  const check = def.checks?.find((entry) => entry._zod.def.check === 'max_length');
  return check?._zod.def.maximum;
}

/**
 * Values for a schema, mostly of the shape it accepts, with a hostile value in place of any part
 * now and then (weight `hostility` against 10): a refusal at the edge and a call reaching the
 * service both come out of one generator.
 */
export function arbitraryFor(
  schema: z.ZodType,
  pools: FuzzPools,
  hostility: number,
): fc.Arbitrary<unknown> {
  const fitting = fittingArbitrary(schema, pools, hostility);
  if (hostility === 0) return fitting;
  return fc.oneof(
    { arbitrary: fitting, weight: 10 },
    { arbitrary: hostileValue, weight: hostility },
  );
}

function fittingArbitrary(
  schema: z.ZodType,
  pools: FuzzPools,
  hostility: number,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: z.ZodType) => arbitraryFor(next, pools, hostility);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'pipe':
      return inner(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'string':
      return textArbitrary(def, pools);
    case 'number':
    case 'int':
      return fc.oneof(
        fc.constantFrom(...pools.numbers),
        fc.integer({ min: -2, max: 3000 }),
        fc.constantFrom(...HOSTILE_NUMBERS),
      );
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.constantFrom('2026-01-05', '2026-13-45', '0000-00-00');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return fc.array(inner(def.element!), { maxLength: Math.min(maxLengthOf(def) ?? 3, 3) });
    case 'object':
      return objectArbitrary(def, inner);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), inner(def.valueType!), { maxKeys: 3 });
    default:
      return hostileValue;
  }
}

function textArbitrary(def: Def, pools: FuzzPools): fc.Arbitrary<unknown> {
  if (def.format === 'uuid' || def.checks?.some((check) => 'format' in check._zod.def)) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...pools.uuids), weight: 6 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...BENIGN_TEXTS), weight: 1 },
    );
  }
  const max = maxLengthOf(def) ?? 200;
  return fc.oneof(
    fc.constantFrom(...BENIGN_TEXTS),
    fc.string({ maxLength: Math.min(max, 20) }),
    fc.string({ unit: 'grapheme', maxLength: Math.min(max, 10) }),
    // Markup and formulas within the field's length: stored, then shown and exported.
    fc.constantFrom(...HOSTILE_TEXTS).map((text) => text.slice(0, max)),
  );
}

function objectArbitrary(
  def: Def,
  inner: (schema: z.ZodType) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const fields = fc.record(
    Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)])),
  );
  // Now and then a key the contract does not know, or a known one in other letter case.
  const extra = fc.option(
    fc.oneof(
      fc.tuple(fc.string({ maxLength: 8 }), hostileValue),
      fc.tuple(
        fc.constantFrom(...Object.keys(shape), 'x').map((key) => key.toUpperCase()),
        hostileValue,
      ),
    ),
    { freq: 5 },
  );
  return fc.tuple(fields, extra).map(([value, more]) => {
    const object = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined),
    );
    if (more) object[more[0]] = more[1];
    return object;
  });
}

/** One request to an endpoint: its path, headers and payload. */
export type FuzzRequest = {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Percent-encoded; a lone surrogate goes as the bytes it would have in UTF-8, which are invalid. */
const encodeSegment = (text: string) =>
  text.isWellFormed()
    ? encodeURIComponent(text)
    : encodeURIComponent(text.toWellFormed()).replaceAll('%EF%BF%BD', '%ED%A0%BD');

const segmentArbitrary = (schema: z.ZodType | undefined, pools: FuzzPools) =>
  fc.oneof(
    {
      arbitrary: (schema ? arbitraryFor(schema, pools, 2) : fc.string()).map((value) =>
        encodeSegment(String(value)),
      ),
      weight: 5,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_URL_PARTS), weight: 1 },
  );

/** The endpoint's path with each parameter generated, now and then broken on purpose. */
function pathArbitrary(endpoint: Endpoint, pools: FuzzPools): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const shape = endpoint.params?.shape ?? {};
  return fc
    .tuple(...names.map((name) => segmentArbitrary(shape[name] as z.ZodType | undefined, pools)))
    .map((segments) => {
      let index = 0;
      return `/api/${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => segments[index++]!)}`;
    });
}

const queryText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? undefined : JSON.stringify(value);

/** A query string from the query schema, or a broken one. */
function queryArbitrary(endpoint: Endpoint, pools: FuzzPools): fc.Arbitrary<string> {
  const fromSchema = endpoint.query
    ? arbitraryFor(endpoint.query, pools, 2).map((value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
        const pairs = Object.entries(value).flatMap(([key, field]) => {
          const text = queryText(field);
          return text === undefined ? [] : [[key, text] as [string, string]];
        });
        return new URLSearchParams(pairs).toString();
      })
    : fc.constant('');
  const keys = Object.keys(endpoint.query?.shape ?? { q: 1 });
  const broken = fc
    .tuple(fc.constantFrom(...keys), fc.constantFrom(...HOSTILE_URL_PARTS))
    .map(([key, part]) => `${key}=${part}&${key}=1`);
  const fitting = pools.queries.filter((query) =>
    Object.keys(query).every((key) => keys.includes(key)),
  );
  if (fitting.length === 0) {
    return fc.oneof({ arbitrary: fromSchema, weight: 6 }, { arbitrary: broken, weight: 1 });
  }
  const known = fc.constantFrom(...fitting).map((query) => new URLSearchParams(query).toString());
  return fc.oneof(
    { arbitrary: fromSchema, weight: 3 },
    { arbitrary: known, weight: 3 },
    { arbitrary: broken, weight: 1 },
  );
}

/** A body: JSON of the body schema (often with hostile parts), or raw text no schema expects. */
function bodyArbitrary(
  endpoint: Endpoint,
  pools: FuzzPools,
): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (endpoint.body ? arbitraryFor(endpoint.body, pools, 1) : hostileValue).map(
    (value) => ({ payload: JSON.stringify(value ?? {}), contentType: 'application/json' }),
  );
  const raw = fc.record({
    payload: fc.constantFrom(...HOSTILE_RAW_BODIES),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ),
  });
  return fc.oneof({ arbitrary: json, weight: 8 }, { arbitrary: raw, weight: 1 });
}

/** A multipart body with generated fields and files (hostile names, tiny or odd contents). */
function multipartArbitrary(
  pools: FuzzPools,
  ticket: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const part = fc.oneof(
    fc.tuple(
      fc.constant('ticketId'),
      fc.oneof(fc.constantFrom(...pools.uuids), fc.constantFrom(...HOSTILE_TEXTS)),
    ),
    fc.tuple(
      fc.constant('ticket'),
      ticket.map((value) => JSON.stringify(value) ?? ''),
    ),
    fc.tuple(fc.constant('ticket'), fc.constantFrom(...HOSTILE_RAW_BODIES)),
    // An import's kind (docs/domain.md §26), named or not.
    fc.tuple(
      fc.constant('kind'),
      fc.oneof(fc.constantFrom(...IMPORT_KINDS), fc.constantFrom(...HOSTILE_TEXTS)),
    ),
    fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...HOSTILE_TEXTS)),
  );
  const file = fc.record({
    name: fc.oneof(
      fc.constantFrom(...HOSTILE_TEXTS),
      fc.constantFrom('rapor.pdf', 'a.png', '.pdf', 'magazalar.csv', 'magazalar.xlsx'),
    ),
    content: fc.constantFrom(
      '%PDF-1.4\n%%EOF\n',
      '',
      '\u0000\u0001',
      '<script>x</script>',
      'Kod;Ad\nA1;Bir\n',
      'PK\u0003\u0004bozuk',
    ),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/html', ''),
  });
  return fc
    .tuple(fc.array(part, { maxLength: 3 }), fc.array(file, { maxLength: 2 }))
    .map(([parts, files]) => multipartPayload(parts, files));
}

/** multipart/form-data by hand: the browser's encoder would mend what the fuzzing breaks. */
function multipartPayload(
  parts: [string, string][],
  files: { name: string; content: string; type: string }[],
) {
  const boundary = '----fuzzgrenze';
  const chunks: string[] = [];
  for (const [name, value] of parts) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  for (const file of files) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
    );
  }
  chunks.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(chunks.join(''), 'utf8'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Requests to one endpoint: its path parameters, query, body and (for file downloads) Range
 * header generated from the contract, each part now and then hostile.
 */
export function requestArbitrary(
  endpoint: Endpoint,
  pools: FuzzPools,
  auth: Record<string, string>,
  ticketSchema?: z.ZodType,
): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<{ payload: string | Buffer; contentType: string } | undefined> =
    endpoint.multipart
      ? multipartArbitrary(
          pools,
          ticketSchema ? arbitraryFor(ticketSchema, pools, 1) : hostileValue,
        )
      : endpoint.method === 'POST'
        ? bodyArbitrary(endpoint, pools)
        : fc.constant(undefined);
  const range = endpoint.download
    ? fc.option(fc.constantFrom(...RANGE_HEADERS), { freq: 2 })
    : fc.constant(null);
  return fc
    .tuple(pathArbitrary(endpoint, pools), queryArbitrary(endpoint, pools), body, range)
    .map(([path, query, sent, rangeHeader]) => ({
      method: endpoint.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...auth,
        ...(sent && { 'content-type': sent.contentType }),
        ...(rangeHeader !== null && { range: rangeHeader }),
      },
      ...(sent && { payload: sent.payload }),
    }));
}
