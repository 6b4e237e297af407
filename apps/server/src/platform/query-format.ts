import { phoneSearchValue } from '@ccms/contract/customers/rules';
import { MESSAGES } from '@ccms/contract/messages';
import {
  isEmptyFilterValue,
  type QueryOperator,
  type TQueryFilter,
  type TQueryFormatter,
} from '@ccms/contract/query-format';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { turkishLower, turkishOrder } from '../db/turkish-lower.ts';
import { badRequest } from './errors.ts';
import type { StatementValues } from './shaped-statement.ts';
import { parseBusinessDateTime } from './time.ts';

export type FieldType = 'string' | 'number' | 'boolean' | 'uuid' | 'date';

/** One property a list lets callers filter or sort by. */
export type ListField = {
  /** What is compared and sorted; a field with its own `condition` may have none. */
  column?: AnyColumn | SQL;
  type: FieldType;
  /**
   * Filters through a subquery instead of the column: receives the comparison the filter asks
   * for, applicable to any column, and returns the whole condition (an EXISTS, say).
   */
  condition?: (compare: (column: AnyColumn | SQL) => SQL) => SQL;
  /**
   * 'phone': a `contains` value is read as a phone number (separators dropped, the country code
   * as the leading 0); one that starts with 0 matches from the start (stored numbers all begin
   * with 0, and a b-tree serves the prefix; digit trigrams are too common to be useful).
   */
  match?: 'phone';
  filterable?: boolean;
  sortable?: boolean;
  /** Sorted in Turkish alphabetical order (db/turkish-lower.ts turkishOrder), not byte order. */
  turkishOrder?: boolean;
};

/** The whitelist of a list: nothing outside it reaches SQL. */
export type ListDefinition = {
  fields: Record<string, ListField>;
  /** Applied when the caller sends no sorting. */
  defaultSort: { property: string; direction: 0 | 1 }[];
  /** A unique column appended to every order so that pages never overlap. */
  tieBreaker: AnyColumn;
  defaultPageSize: number;
  timeZone?: string;
};

/** A filter that took part, with the whitelist's property name and the converted value. */
export type AppliedFilter = {
  property: string;
  operator: QueryOperator;
  value: string | number | boolean | Date;
};

const TYPE_OF_OPERATOR = { contains: 'string', equal: 'boolean' } as const;

/**
 * Builds a list's whitelist from the contract's filters (property → operator) and sortable
 * names plus the columns behind them. `overrides` changes single fields (a number or uuid
 * filter, a phone match); properties that are only sortable are text unless overridden.
 */
export function defineList(options: {
  filters: Readonly<Record<string, 'contains' | 'equal'>>;
  sortable: readonly string[];
  columns: Record<string, AnyColumn | SQL>;
  overrides?: Record<string, Partial<ListField>>;
  /** Text properties sorted in Turkish alphabetical order: the names of small admin lists. */
  turkishOrder?: readonly string[];
  defaultSort: ListDefinition['defaultSort'];
  tieBreaker: ListDefinition['tieBreaker'];
  defaultPageSize: number;
}): ListDefinition {
  const names = new Set([...Object.keys(options.filters), ...options.sortable]);
  const fields = [...names].map((name): [string, ListField] => {
    const operator = options.filters[name];
    const column = options.columns[name];
    if (!column && !options.overrides?.[name]?.condition) {
      throw new Error(`No column for list property ${name}`);
    }
    const field: ListField = {
      column,
      type: operator ? TYPE_OF_OPERATOR[operator] : 'string',
      filterable: operator !== undefined,
      sortable: options.sortable.includes(name),
      turkishOrder: options.turkishOrder?.includes(name),
    };
    return [name, { ...field, ...options.overrides?.[name] }];
  });
  return {
    fields: Object.fromEntries(fields),
    defaultSort: options.defaultSort,
    tieBreaker: options.tieBreaker,
    defaultPageSize: options.defaultPageSize,
  };
}

export type CompiledListQuery = {
  where: SQL | undefined;
  /** What the WHERE clause holds, for lists that can answer some counts without counting. */
  appliedFilters: AppliedFilter[];
  orderBy: SQL[];
  /** The same order as expressions and directions, for queries that select what they sort by. */
  sortKeys: SortKey[];
  limit: number;
  offset: number;
  pageNumber: number;
};

const COMPARISON_SQL: Record<Exclude<QueryOperator, 'contains'>, string> = {
  equal: '=',
  notequal: '<>',
  greatherThan: '>',
  greatherThanOrEqual: '>=',
  lessThan: '<',
  lessThanOrEqual: '<=',
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\\` of a LIKE pattern taken as plain text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function findField(definition: ListDefinition, propertyName: string) {
  const wanted = propertyName.toLowerCase();
  const entry = Object.entries(definition.fields).find(([name]) => name.toLowerCase() === wanted);
  return entry ? { name: entry[0], field: entry[1] } : undefined;
}

function toSqlValue(field: ListField, name: string, raw: string | number | boolean, tz: string) {
  const invalid = () => badRequest(MESSAGES.query.invalidValue(name));
  const text = String(raw).trim();
  switch (field.type) {
    case 'string':
      return text;
    case 'number': {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) throw invalid();
      return value;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false') throw invalid();
      return lower === 'true';
    }
    case 'uuid':
      if (!UUID_PATTERN.test(text)) throw invalid();
      return text;
    case 'date': {
      const date = parseBusinessDateTime(text, tz);
      if (!date) throw invalid();
      return date;
    }
  }
}

/** The comparison a filter asks for, applied to a column of the field's type. */
function comparisonOf(
  definition: ListDefinition,
  name: string,
  field: ListField,
  filter: TQueryFilter,
  bind: (value: unknown) => unknown,
): { compare: (column: AnyColumn | SQL) => SQL; value: AppliedFilter['value'] } {
  const raw = filter.targetValue as string | number | boolean;
  if (filter.operator === 'contains') {
    if (field.type !== 'string')
      throw badRequest(MESSAGES.query.operatorNotAllowed('contains', name));
    let text = String(raw).trim().toLocaleLowerCase('tr-TR');
    let isPhonePrefix = false;
    if (field.match === 'phone') {
      // Spaces, '+90', '90' and the leading 0 as people type them (docs/domain.md §6).
      const phone = phoneSearchValue(text);
      if (phone.digits !== '') ({ digits: text, fromStart: isPhonePrefix } = phone);
    }
    const pattern = bind(isPhonePrefix ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`);
    return {
      compare: (column) =>
        isPhonePrefix
          ? sql`${column} like ${pattern}`
          : sql`${turkishLower(column)} like ${pattern}`,
      value: text,
    };
  }
  if (field.type === 'boolean' && filter.operator !== 'equal' && filter.operator !== 'notequal') {
    throw badRequest(MESSAGES.query.operatorNotAllowed(filter.operator, name));
  }
  const value = toSqlValue(field, name, raw, definition.timeZone ?? 'Europe/Istanbul');
  const operator = sql.raw(COMPARISON_SQL[filter.operator]);
  const bound = bind(value);
  return { compare: (column) => sql`${column} ${operator} ${bound}`, value };
}

function compileFilter(
  definition: ListDefinition,
  filter: TQueryFilter,
  bind: (value: unknown) => unknown,
): { condition: SQL; applied: AppliedFilter } | undefined {
  if (isEmptyFilterValue(filter.targetValue)) return undefined;
  const found = findField(definition, filter.propertyName);
  if (!found || found.field.filterable === false) {
    throw badRequest(MESSAGES.query.unknownProperty(filter.propertyName));
  }
  const { name, field } = found;
  const { compare, value } = comparisonOf(definition, name, field, filter, bind);
  const { column } = field;
  let condition: SQL;
  if (field.condition) condition = field.condition(compare);
  else if (column) condition = compare(column);
  else throw new Error(`List property ${name} has neither a column nor a condition`);
  return { condition, applied: { property: name, operator: filter.operator, value } };
}

/**
 * ANDs the filters, except that several `equal` filters on one property match any of their
 * values (the breakdown filter card's chosen rule sets): they are ORed into one condition.
 */
function combineFilters(compiled: { condition: SQL; applied: AppliedFilter }[]): SQL[] {
  // Keyed by the property for `equal`, by position otherwise; a Map keeps the first position.
  const groups = new Map<string | number, SQL[]>();
  compiled.forEach(({ condition, applied }, index) => {
    const key = applied.operator === 'equal' ? `=${applied.property}` : index;
    groups.set(key, [...(groups.get(key) ?? []), condition]);
  });
  return [...groups.values()].map((conditions) =>
    conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`,
  );
}

export type SortKey = { expression: SQL | AnyColumn; descending: boolean };

function compileSortKeys(definition: ListDefinition, formatter: TQueryFormatter): SortKey[] {
  const requested = [...(formatter.sortings ?? [])]
    .map((sorting, index) => ({ ...sorting, priority: sorting.priority ?? index }))
    .sort((a, b) => a.priority - b.priority)
    .map((sorting) => ({ property: sorting.propertyName, direction: sorting.direction }));
  const sortings = requested.length > 0 ? requested : definition.defaultSort;
  const keys = sortings.flatMap(({ property, direction }): SortKey[] => {
    const found = findField(definition, property);
    const column = found?.field.sortable ? found.field.column : undefined;
    if (!column) throw badRequest(MESSAGES.query.unknownSortProperty(property));
    const descending = direction === 1;
    // The column itself after the Turkish key keeps case variants in a fixed order.
    return found?.field.turkishOrder
      ? [
          { expression: turkishOrder(column), descending },
          { expression: column, descending },
        ]
      : [{ expression: column, descending }];
  });
  keys.push({ expression: definition.tieBreaker, descending: false });
  return keys;
}

/** `expression asc|desc nulls last`: the order every list uses. */
export function orderTerm(expression: SQL | AnyColumn | SQL.Aliased, descending: boolean): SQL {
  return descending ? sql`${expression} desc nulls last` : sql`${expression} asc nulls last`;
}

/**
 * Turns the generic query format into a WHERE clause, an ORDER BY list and paging, checked
 * against the list's whitelist. Empty filter values are ignored; anything unknown is a 400.
 * Filters on different properties all apply; several `equal` ones on one property match any.
 * With `values`, every filter value is bound there, so that the statement's text can be reused
 * for another request of the same shape (shaped-statement.ts).
 */
export function compileListQuery(
  definition: ListDefinition,
  formatter: TQueryFormatter,
  extraConditions: (SQL | undefined)[] = [],
  values?: StatementValues,
): CompiledListQuery {
  const bind = values ? (value: unknown) => values.bind(value) : (value: unknown) => value;
  const compiled = (formatter.filters ?? [])
    .map((filter) => compileFilter(definition, filter, bind))
    .filter((entry) => entry !== undefined);
  const pageNumber = formatter.paging?.pageNumber ?? 1;
  const limit = formatter.paging?.maxItemCountPerPage ?? definition.defaultPageSize;
  const sortKeys = compileSortKeys(definition, formatter);
  return {
    where: and(...combineFilters(compiled), ...extraConditions),
    appliedFilters: compiled.map((entry) => entry.applied),
    orderBy: sortKeys.map((key) => orderTerm(key.expression, key.descending)),
    sortKeys,
    limit,
    offset: (pageNumber - 1) * limit,
    pageNumber,
  };
}
