import { z } from 'zod';

/** The answer of every write: `{ isSuccess, data, messages }` (docs/domain.md §8 Answers). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ isSuccess: z.boolean(), data: data.nullable(), messages: z.array(z.string()) });
}

/** The failure body every error status carries. */
export const ZErrorResponse = z.object({
  isSuccess: z.literal(false),
  messages: z.array(z.string()),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The answer of every paged read. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    itemCountOnPage: z.number().int(),
    currentPageNumber: z.number().int(),
    totalCount: z.number().int(),
  });
}
export type TPaged<T> = {
  items: T[];
  itemCountOnPage: number;
  currentPageNumber: number;
  totalCount: number;
};

/** A POST call that takes one entity by id takes `{ id }`. */
export const ZIdRequest = z.object({ id: z.string().uuid() });

/** The answer of a write that names only the row it touched (deletes, deactivations). */
export const ZIdEnvelope = envelopeOf(ZIdRequest);
