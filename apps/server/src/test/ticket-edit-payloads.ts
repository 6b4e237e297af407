import { randomUUID } from 'node:crypto';
import type { TUpdateTicketInputRaw } from '@ccms/contract/tickets-edit';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { ticketCategories, ticketCategorySets } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { TicketWorld } from './ticket-world.ts';

const tag = () => randomUUID().slice(0, 8);

type Breakdown = Awaited<ReturnType<TicketWorld['breakdown']>>;

/**
 * A breakdown with the same type, sub-category and rule set as `of` but a category of its own,
 * so that an edit can change the category alone.
 */
export async function createSiblingCategory(db: Executor, of: Breakdown): Promise<Breakdown> {
  const [category] = await db
    .insert(ticketCategories)
    .values({ name: `Kategori ${tag()}` })
    .returning();
  const [set] = await db
    .insert(ticketCategorySets)
    .values({
      typeId: of.type.id,
      categoryId: category!.id,
      subCategoryId: of.subCategory.id,
      ruleSetId: of.ruleSet.id,
      callType: of.set.callType,
      isManagerSee: of.set.isManagerSee,
    })
    .returning();
  return { ...of, category: category!, set: set! };
}

/** The edit form's payload for a ticket created from `ticket`, at `version`. */
export function editPayload(
  ticket: TTicketFormInput,
  version: number,
  overrides: Partial<TUpdateTicketInputRaw> = {},
): TUpdateTicketInputRaw {
  const { isNotClosed: _open, callWrapUpId: _wrapUp, customerVoiceId: _voice, ...fields } = ticket;
  return { ...fields, version, ...overrides };
}

/** The edit payload moved to another breakdown. */
export function breakdownOf(of: Breakdown) {
  return {
    ticketTypeId: of.type.id,
    ticketCategoryId: of.category.id,
    ticketSubCategoryId: of.subCategory.id,
    ticketCategorySetId: of.set.id,
    ruleSetId: of.ruleSet.id,
  };
}
