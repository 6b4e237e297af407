import { randomInt, randomUUID } from 'node:crypto';
import type { DemoRoleUser } from '../test/demo-users.ts';

/*
 * The conformance table's shape: one row per call of the spec's two "calls it makes" lists,
 * written from the spec alone (its paths, methods and field names), run in order by
 * spec-calls.test.ts against the demo data. docs/spec-map.md lists the endpoint serving each.
 */

/**
 * What the spec documents for the answer: a paged read (items, itemCountOnPage,
 * currentPageNumber, totalCount), a write (isSuccess and data), another JSON read, a file, or
 * text.
 */
export type AnswerShape = 'paged' | 'write' | 'read' | 'file' | 'text';

/** Ids found or made by earlier rows, by name, and the demo rows the setup looked up. */
export type World = {
  ids: Record<string, string>;
  /** Whole answers later rows send back (the creation form's ticket, a breakdown row). */
  saved: Record<string, Record<string, unknown>>;
  /** Unique per run, so names never collide with the demo data. */
  tag: string;
};

export type SpecCall = {
  part: 1 | 2;
  /** The heading of the spec's call list the call is under (docs/spec-map.md, Calls). */
  section: string;
  /** The call as the spec writes it (method and path). */
  call: string;
  as: DemoRoleUser;
  method: 'GET' | 'POST' | 'DELETE';
  /** Under /api, with the query string. */
  url: (w: World) => string;
  /** A JSON body, in the spec's field names. */
  body?: (w: World) => unknown;
  /** A multipart body: text fields and files. */
  multipart?: (w: World) => {
    fields: Record<string, unknown>;
    files: { name: string; content: string; type: string }[];
  };
  answer: AnswerShape;
  /** Keeps what later rows need from the answer. */
  keep?: (w: World, answer: unknown) => void;
};

/** An id kept by an earlier row; a missing one is a broken table, not a finding. */
export function id(w: World, name: string): string {
  const value = w.ids[name];
  if (!value) throw new Error(`No '${name}' kept before this row`);
  return value;
}

/** A value inside an answer, by path; throws when it is not there. */
export function pick(answer: unknown, ...path: (string | number)[]): unknown {
  let value: unknown = answer;
  for (const step of path) {
    if (typeof value !== 'object' || value === null) throw new Error(`No ${path.join('.')}`);
    value = (value as Record<string | number, unknown>)[step];
  }
  if (value === undefined || value === null) throw new Error(`No ${path.join('.')} in the answer`);
  return value;
}

/** An id inside an answer (a uuid, or a number such as a city's), as text. */
export function pickId(answer: unknown, ...path: (string | number)[]): string {
  return String(pick(answer, ...path));
}

/** The answer as an object, to send back whole. */
export function asObject(answer: unknown): Record<string, unknown> {
  if (typeof answer !== 'object' || answer === null) throw new Error('Not an object');
  return answer as Record<string, unknown>;
}

/** The query format: filters, sortings, paging (the spec's names). */
export function query(
  paging: { pageNumber?: number; maxItemCountPerPage?: number } = {},
  filters: { propertyName: string; operator: string; targetValue: string }[] = [],
  sortings: { propertyName: string; priority?: number; direction: 0 | 1 }[] = [],
) {
  return {
    filters,
    sortings,
    paging: {
      pageNumber: paging.pageNumber ?? 1,
      maxItemCountPerPage: paging.maxItemCountPerPage ?? 10,
    },
  };
}

export const newId = () => randomUUID();

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');
/** A phone number (11 digits) and a loyalty card number (13 digits) nobody else has. */
export const newPhone = () => `05${digits(9)}`;
export const newCardNumber = () => `29${digits(11)}`;

/** A tiny real PDF: files are checked by their content. */
export const PDF = {
  name: 'uyum.pdf',
  content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  type: 'application/pdf',
};
