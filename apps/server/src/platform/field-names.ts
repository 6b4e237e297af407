import type { z } from 'zod';

/**
 * The field names of a schema, by their lower-case spelling, down through nested objects,
 * arrays and records: built once per endpoint, so that a request's keys are matched to the
 * schema's without regard to case (`Id`, `id`, `ID`), as the spec's clients send them.
 */
export type FieldNames = {
  fields?: Map<string, { name: string; names: FieldNames | undefined }>;
  /** The names inside each element of an array, or each value of a record. */
  items?: FieldNames;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function merge(a: FieldNames | undefined, b: FieldNames | undefined): FieldNames | undefined {
  if (!a || !b) return a ?? b;
  const fields = new Map(a.fields);
  for (const [lower, field] of b.fields ?? []) {
    const known = fields.get(lower);
    if (known && known.name !== field.name) {
      throw new Error(`Field names ${known.name} and ${field.name} differ only in case`);
    }
    fields.set(lower, { name: field.name, names: merge(known?.names, field.names) });
  }
  const items = merge(a.items, b.items);
  return { ...(fields.size > 0 && { fields }), ...(items && { items }) };
}

function objectNames(shape: Record<string, z.ZodType>, seen: Set<z.ZodType>): FieldNames {
  const fields: NonNullable<FieldNames['fields']> = new Map();
  for (const [name, schema] of Object.entries(shape)) {
    const lower = name.toLowerCase();
    const known = fields.get(lower);
    if (known) throw new Error(`Field names ${known.name} and ${name} differ only in case`);
    fields.set(lower, { name, names: namesOf(schema, seen) });
  }
  return { fields };
}

function namesOf(schema: z.ZodType, seen: Set<z.ZodType>): FieldNames | undefined {
  // A recursive schema (z.lazy) is walked once; its inner objects keep their own spelling.
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const def = defOf(schema);
  try {
    switch (def.type) {
      case 'object':
        return objectNames(def.shape ?? {}, seen);
      case 'array':
        return def.element && wrapItems(namesOf(def.element, seen));
      case 'record':
        return def.valueType && wrapItems(namesOf(def.valueType, seen));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return def.innerType && namesOf(def.innerType, seen);
      case 'lazy':
        return def.getter && namesOf(def.getter(), seen);
      case 'pipe':
        // What the client sends is the pipe's input; a preprocessing step hides it, so the
        // output's names are the next best guess.
        return (def.in && namesOf(def.in, seen)) ?? (def.out && namesOf(def.out, seen));
      case 'union':
        return (def.options ?? []).reduce<FieldNames | undefined>(
          (names, option) => merge(names, namesOf(option, seen)),
          undefined,
        );
      case 'intersection':
        return merge(def.left && namesOf(def.left, seen), def.right && namesOf(def.right, seen));
      default:
        return undefined;
    }
  } finally {
    seen.delete(schema);
  }
}

const wrapItems = (items: FieldNames | undefined) => (items ? { items } : undefined);

/** The field names of a schema (see FieldNames); throws when two differ only in case. */
export function fieldNamesOf(schema: z.ZodType): FieldNames | undefined {
  return namesOf(schema, new Set());
}

/** A key sent twice in different cases: the path of the field and the names it came under. */
export class DuplicateFieldError extends Error {
  readonly path: readonly PropertyKey[];
  readonly sentNames: readonly string[];

  constructor(path: readonly PropertyKey[], sentNames: readonly string[]) {
    super('duplicate field');
    this.path = path;
    this.sentNames = sentNames;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // `__proto__` as a plain assignment would change the object's prototype.
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else target[key] = value;
}

/** `path` is the walk's stack (pushed and popped, copied only for an error). */
function matchObject(
  value: Record<string, unknown>,
  names: FieldNames,
  path: PropertyKey[],
): Record<string, unknown> {
  const fields = names.fields;
  const items = names.items;
  const matched: Record<string, unknown> = {};
  let sentAs: Map<string, string> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = value[key];
    const field = fields?.get(key.toLowerCase());
    if (!field) {
      // Unknown keys stay as sent; a record's keys are data, its values have the item names.
      setOwn(matched, key, items ? matchAt(inner, items, path, key) : inner);
      continue;
    }
    sentAs ??= new Map();
    const earlier = sentAs.get(field.name);
    if (earlier !== undefined) {
      throw new DuplicateFieldError([...path, field.name], [earlier, key]);
    }
    sentAs.set(field.name, key);
    setOwn(
      matched,
      field.name,
      field.names ? matchAt(inner, field.names, path, field.name) : inner,
    );
  }
  return matched;
}

function matchAt(value: unknown, names: FieldNames, path: PropertyKey[], key: PropertyKey) {
  path.push(key);
  const matched = matchNames(value, names, path);
  path.pop();
  return matched;
}

function matchNames(value: unknown, names: FieldNames, path: PropertyKey[]): unknown {
  if (Array.isArray(value)) {
    const items = names.items;
    return items ? value.map((item, index) => matchAt(item, items, path, index)) : value;
  }
  if (isPlainObject(value) && (names.fields || names.items)) {
    return matchObject(value, names, path);
  }
  return value;
}

/**
 * The value with its keys spelled as the schema spells them, however the client cased them;
 * throws DuplicateFieldError when one field came under two spellings.
 */
export function matchFieldNames(value: unknown, names: FieldNames | undefined): unknown {
  return names ? matchNames(value, names, []) : value;
}
