import { z } from 'zod';
import { PAGE_SIZES } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** The seven operators of the generic query format, spelled as the original client sends them. */
export const QUERY_OPERATORS = [
  'equal',
  'notequal',
  'greatherThan',
  'greatherThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'contains',
] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

const operatorByLowerName = new Map(QUERY_OPERATORS.map((op) => [op.toLowerCase(), op]));

/** Operators match case-insensitively ('Equal' and 'equal' are the same). */
export const ZQueryOperator = z.preprocess(
  (value) =>
    typeof value === 'string' ? (operatorByLowerName.get(value.toLowerCase()) ?? value) : value,
  z.enum(QUERY_OPERATORS),
);

export const ZQueryFilter = z.object({
  propertyName: z.string().min(1).max(100),
  operator: ZQueryOperator,
  targetValue: z.union([z.string().max(500), z.number(), z.boolean()]).nullish(),
});
export type TQueryFilter = z.infer<typeof ZQueryFilter>;

export const SORT_DIRECTION = { ascending: 0, descending: 1 } as const;

export const ZQuerySorting = z.object({
  propertyName: z.string().min(1).max(100),
  priority: z.number().int().min(0).max(100).optional(),
  direction: z.union([z.literal(0), z.literal(1)]),
});
export type TQuerySorting = z.infer<typeof ZQuerySorting>;

export const ZQueryPaging = z.object({
  pageNumber: z.number().int().min(1).max(1_000_000),
  maxItemCountPerPage: z
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZES.max, { message: MESSAGES.query.pageSizeTooLarge(PAGE_SIZES.max) }),
});
export type TQueryPaging = z.infer<typeof ZQueryPaging>;

/** The generic query format every paged list takes (docs/domain.md §8 Query format). */
export const ZQueryFormatter = z.object({
  filters: z.array(ZQueryFilter).max(50).nullish(),
  sortings: z.array(ZQuerySorting).max(10).nullish(),
  paging: ZQueryPaging.nullish(),
});
export type TQueryFormatter = z.infer<typeof ZQueryFormatter>;

/** True when a filter value counts as empty and must be ignored. */
export function isEmptyFilterValue(value: TQueryFilter['targetValue']): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}
