import {
  controlCharacterMessage,
  duplicateFieldMessage,
  type FieldWording,
  fieldName,
  validationMessage,
} from '@ccms/contract/validation-messages';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { DuplicateFieldError, fieldNamesOf, matchFieldNames } from './field-names.ts';

const isUnstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/** A value still to look at, with the key it was found under and its parent's entry. */
type Visit = { value: unknown; key?: PropertyKey; parent?: Visit };

const pathOf = (visit: Visit | undefined): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = visit; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
};

/**
 * Depth first, in the order sent, with a stack of its own: a client may nest lists or objects
 * tens of thousands deep, past what a recursive walk's call stack holds.
 */
function findUnstorableIn(root: unknown): PropertyKey[] | undefined {
  const stack: Visit[] = [{ value: root }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return pathOf(visit);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const children: Visit[] = [];
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        children.push({ value: value[index], key: index, parent: visit });
      }
    } else {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const child = { value: (value as Record<string, unknown>)[key], key, parent: visit };
        if (isUnstorable(key)) return pathOf(child);
        children.push(child);
      }
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return undefined;
}

/** The path of the first text (value or key) no text column can hold: NUL, a lone surrogate. */
export function findUnstorableText(value: unknown): PropertyKey[] | undefined {
  return findUnstorableIn(value);
}

type Checked = { value: unknown } | { refusals: string[] };

/**
 * How a schema's own message (the spec's texts) is answered: after its field's path
 * (`name: İsim boş olamaz.`), as the API always answered it, or as it is (a multipart part
 * whose messages the creation form shows).
 */
type OwnMessages = 'afterPath' | 'asTheyAre';

/**
 * A validator for one input of a call (its body, query or path parameters), prepared once:
 * keys matched to the schema's without regard to case, texts a database cannot store refused,
 * then the schema's own validation; every refusal in plain Turkish naming the field.
 */
export function createInputValidator(
  schema: z.ZodType,
  wording: FieldWording,
  ownMessages: OwnMessages = 'afterPath',
): (input: unknown) => Checked {
  const names = fieldNamesOf(schema);
  // Our wording names the field itself; a schema's own message does not. Parsing is
  // synchronous, so one set per validator serves every call.
  const worded = new Set<string>();
  const parseOptions = {
    error: (issue: z.core.$ZodRawIssue) => {
      const message = validationMessage(issue, wording);
      worded.add(message);
      return message;
    },
  };
  return (input) => {
    let value: unknown;
    try {
      value = matchFieldNames(input, names);
    } catch (error) {
      if (!(error instanceof DuplicateFieldError)) throw error;
      return {
        refusals: [duplicateFieldMessage(fieldName(error.path, wording), error.sentNames)],
      };
    }
    const unstorable = findUnstorableText(value);
    if (unstorable) return { refusals: [controlCharacterMessage(fieldName(unstorable, wording))] };
    worded.clear();
    const result = schema.safeParse(value, parseOptions);
    if (result.success) return { value: result.data };
    const refusals = result.error.issues.map(({ message, path }) =>
      worded.has(message) || ownMessages === 'asTheyAre' || path.length === 0
        ? message
        : `${path.map(String).join('.')}: ${message}`,
    );
    return { refusals: [...new Set(refusals)] };
  };
}

/** Marks the validation errors the error handler may show as they are. */
const FIELD_REFUSAL = Symbol('fieldRefusal');

/** Whether a Fastify validation error carries our own Turkish refusals. */
export function isFieldRefusal(
  entry: unknown,
): entry is FastifySchemaValidationError & { message: string } {
  return typeof entry === 'object' && entry !== null && FIELD_REFUSAL in entry;
}

/** The validator Fastify runs for one input of a route (see createInputValidator). */
export function toFastifyValidator(validate: (input: unknown) => Checked) {
  return (input: unknown) => {
    const checked = validate(input);
    if ('value' in checked) return { value: checked.value };
    const error = checked.refusals.map((message) => ({
      [FIELD_REFUSAL]: true,
      keyword: 'refusal',
      instancePath: '',
      schemaPath: '',
      params: {},
      message,
    }));
    return { error };
  };
}

/**
 * A parser for an input that arrives outside the route's schemas (a multipart part's JSON),
 * checked the same way and prepared once; it throws a 400 with the refusals.
 */
export function inputParser<S extends z.ZodType>(
  schema: S,
  wording: FieldWording,
  ownMessages: OwnMessages,
): (input: unknown) => z.output<S> {
  const validate = createInputValidator(schema, wording, ownMessages);
  return (input) => {
    const checked = validate(input);
    if ('refusals' in checked) throw badRequest(checked.refusals);
    return checked.value as z.output<S>;
  };
}
