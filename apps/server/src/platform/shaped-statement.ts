import { createHash } from 'node:crypto';
import {
  Column,
  type DriverValueEncoder,
  getTableName,
  Name,
  Param,
  type Query,
  SQL,
  StringChunk,
  Table,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './db.ts';

/** Renders SQL as the databases of db.ts do (snake_case column names). */
const dialect = new PgDialect({ casing: 'snake_case' });
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const SCHEMA = Symbol.for('drizzle:Schema');

/** What a bound parameter renders to while its statement's parameter order is read. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}
/** Holds the driver value so that drizzle always asks the encoder, even for null. */
type Box = { driverValue: unknown };

/**
 * The values of one request's statement, each bound as a parameter: the fragments built with
 * them run as any drizzle SQL does, and a `ShapedStatement` can reuse the text rendered for an
 * earlier request of the same shape with these values in their places.
 */
export class StatementValues {
  private readonly driverValues: unknown[] = [];
  private readonly slots = new WeakMap<Param, number>();
  private reading = false;

  /** `value` as a parameter (mapped as `column` maps its values, when given). */
  bind(value: unknown, column?: DriverValueEncoder<unknown, unknown>): Param {
    const index = this.driverValues.length;
    const driverValue = column && value !== null ? column.mapToDriverValue(value) : value;
    this.driverValues.push(driverValue);
    const param = new Param({ driverValue } satisfies Box, {
      mapToDriverValue: (box: Box) => (this.reading ? new Slot(index) : box.driverValue),
    });
    this.slots.set(param, index);
    return param;
  }

  /** The slot of a parameter bound here; undefined for any other. */
  slotOf(param: Param): number | undefined {
    return this.slots.get(param);
  }

  /** The values in the order of `slots`. */
  valuesOf(slots: readonly number[]): unknown[] {
    return slots.map((slot) => this.driverValues[slot]);
  }

  /** Rendered parameters with the bound ones' values in their places. */
  resolve(params: readonly unknown[]): unknown[] {
    return params.map((param) => (param instanceof Slot ? this.driverValues[param.index] : param));
  }

  /**
   * Renders `statement` and reads which bound value each of its parameters is; null when a
   * parameter was not bound here (its value would be frozen into a reused statement).
   */
  render(statement: SQL): { query: Query; slots: number[] | null } {
    this.reading = true;
    let query: Query;
    try {
      query = dialect.sqlToQuery(statement);
    } finally {
      this.reading = false;
    }
    const slots = query.params.map((param) => (param instanceof Slot ? param.index : -1));
    return { query, slots: slots.includes(-1) ? null : slots };
  }
}

/**
 * A key for SQL fragments that is equal for two fragments exactly when they render to the same
 * text with their bound parameters in the same places: the chunks' text, tables and columns by
 * name, bound parameters by slot. Null when a fragment holds anything else (a literal value,
 * a subquery): such a statement is rendered per request.
 */
export function fragmentKey(values: StatementValues, fragments: readonly unknown[]): string | null {
  const out: string[] = [];
  // `instanceof` rather than drizzle's `is`, which walks every class of a value it does not
  // match (a quarter of the time spent here); an object of another copy of drizzle is unkeyed.
  const walk = (chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) out.push(JSON.stringify(chunk.value.join('')));
    else if (chunk instanceof SQL) {
      // Inlined values would be part of the text.
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      out.push('{');
      for (const item of chunk.queryChunks) if (!walk(item)) return false;
      out.push('}');
    } else if (chunk instanceof Column) out.push(columnKey(chunk));
    else if (chunk instanceof Param) {
      const slot = values.slotOf(chunk);
      if (slot === undefined) return false;
      out.push(`$${slot}`);
    } else if (chunk === undefined) out.push('~');
    else if (chunk === null) out.push('null');
    else if (Array.isArray(chunk)) {
      out.push('[');
      for (const item of chunk) if (!walk(item)) return false;
      out.push(']');
    } else if (chunk instanceof Table) out.push(`T${tableKey(chunk)}`);
    else if (chunk instanceof Name) out.push(`N${JSON.stringify(chunk.value)}`);
    else if (chunk instanceof SQL.Aliased) {
      out.push(`A${JSON.stringify(chunk.fieldAlias)}`);
      if (!walk(chunk.sql)) return false;
    } else return false;
    return true;
  };
  for (const fragment of fragments) {
    if (!walk(fragment)) return null;
    out.push(';');
  }
  return out.join(' ');
}

const tableKeys = new WeakMap<Table, string>();
function tableKey(table: Table): string {
  let key = tableKeys.get(table);
  if (key === undefined) {
    const symbols = table as unknown as Record<symbol, unknown>;
    key = JSON.stringify([
      symbols[SCHEMA] ?? null,
      getTableName(table),
      symbols[IS_ALIAS] === true,
    ]);
    tableKeys.set(table, key);
  }
  return key;
}

const columnKeys = new WeakMap<Column, string>();
function columnKey(column: Column): string {
  let key = columnKeys.get(column);
  if (key === undefined) {
    key = `C${tableKey(column.table)}.${JSON.stringify(column.name)}${column.keyAsName ? '/k' : ''}`;
    columnKeys.set(column, key);
  }
  return key;
}

/** Whether every reuse of a rendered statement is checked against a fresh rendering. */
const checksEveryReuse =
  process.env.NODE_ENV === 'test' || process.env.CCMS_CHECK_STATEMENT_SHAPES === '1';

type Rendered = { text: string; slots: number[]; name: string | undefined };

/**
 * A statement whose SQL follows the request (which filters, which order, which ways a viewer
 * sees tickets) but whose text drizzle renders once per shape: the key is made of a tag the
 * caller derives from its own choices and of the fragments the statement is built of, whose
 * every value is a bound parameter of `StatementValues`, never the value itself. The last
 * `maxShapes` shapes are kept. Sent unnamed, PostgreSQL plans it for its values each time; with
 * `named` (for statements with few shapes) under a name made of its text, so that each
 * connection parses it once. Under test every reuse renders the statement again and fails if
 * the text or the parameters' order differs (docs/performance.md 'Statements built once per
 * shape').
 */
export class ShapedStatement {
  private readonly shapes = new Map<string, Rendered>();
  readonly name: string;
  private readonly options: { maxShapes?: number; named?: boolean };

  constructor(name: string, options: { maxShapes?: number; named?: boolean } = {}) {
    this.name = name;
    this.options = options;
  }

  /** How many times a statement was rendered for a shape not kept (the first of each shape). */
  renders = 0;

  /** The texts kept, one per shape. */
  get texts(): string[] {
    return [...this.shapes.values()].map((rendered) => rendered.text);
  }

  /**
   * Runs the statement `build` makes of `fragments` (and of nothing else that varies but what
   * `tag` says), bound to `values`; answers its rows.
   */
  async run<Row>(
    db: Executor,
    values: StatementValues,
    tag: string,
    fragments: readonly unknown[],
    build: () => SQL,
  ): Promise<Row[]> {
    const fragmentsKey = fragmentKey(values, fragments);
    if (fragmentsKey === null) {
      if (checksEveryReuse) throw new Error(`${this.name}: a fragment holds an unbound value`);
      const query = dialect.sqlToQuery(build());
      return this.execute<Row>(db, query.sql, query.params, undefined);
    }
    const key = `${tag}|${fragmentsKey}`;
    let rendered = this.shapes.get(key);
    if (rendered) {
      // The most recently used last: the first is the one to drop.
      this.shapes.delete(key);
      this.shapes.set(key, rendered);
      if (checksEveryReuse) this.assertSameRendering(rendered, values, build());
    } else {
      this.renders += 1;
      const fresh = values.render(build());
      if (fresh.slots === null) {
        if (checksEveryReuse) throw new Error(`${this.name}: a value is not a bound parameter`);
        return this.execute<Row>(
          db,
          fresh.query.sql,
          values.resolve(fresh.query.params),
          undefined,
        );
      }
      const text = fresh.query.sql;
      const name = this.options.named
        ? `${this.name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
        : undefined;
      rendered = { text, slots: fresh.slots, name };
      this.shapes.set(key, rendered);
      if (this.shapes.size > (this.options.maxShapes ?? 300)) {
        this.shapes.delete(this.shapes.keys().next().value as string);
      }
    }
    return this.execute<Row>(db, rendered.text, values.valuesOf(rendered.slots), rendered.name);
  }

  private assertSameRendering(rendered: Rendered, values: StatementValues, statement: SQL) {
    const fresh = values.render(statement);
    if (
      fresh.query.sql !== rendered.text ||
      JSON.stringify(fresh.slots) !== JSON.stringify(rendered.slots)
    ) {
      throw new Error(
        `${this.name}: two shapes share a key\n${rendered.text}\n${fresh.query.sql}\n` +
          `${JSON.stringify(rendered.slots)} ${JSON.stringify(fresh.slots)}`,
      );
    }
  }

  private async execute<Row>(
    db: Executor,
    text: string,
    params: unknown[],
    name: string | undefined,
  ): Promise<Row[]> {
    const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
    return rowsOf<Row>(await prepared.execute());
  }
}
