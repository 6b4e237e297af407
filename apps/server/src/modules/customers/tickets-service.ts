import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import type {
  TCheckDuplicateTicketsResponse,
  TCustomerTicketRow,
} from '@ccms/contract/customers/schemas';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../../platform/access.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { findOpenTicketOfBreakdown, listCustomerTickets } from '../tickets/index.ts';
import { assertCustomerExists } from './service.ts';

/** The customer's tickets the user may see (docs/domain.md §6), newest first. */
export async function listTicketsOfCustomer(
  db: SealedDb,
  user: CurrentUser,
  input: { customerId: string; formatter?: TQueryFormatter | null },
): Promise<TPaged<TCustomerTicketRow>> {
  await assertCustomerExists(db, input.customerId);
  return listCustomerTickets(db, user, input.customerId, input.formatter ?? {});
}

/** Whether the customer has an open ticket of the same breakdown (docs/domain.md §6). */
export async function checkCustomerDuplicateTickets(
  db: SealedDb,
  input: { customerId: string; type: string; category: string; subCategory: string },
): Promise<TCheckDuplicateTicketsResponse> {
  await assertCustomerExists(db, input.customerId);
  const open = await findOpenTicketOfBreakdown(db, {
    customerId: input.customerId,
    ticketTypeId: input.type,
    ticketCategoryId: input.category,
    ticketSubCategoryId: input.subCategory,
  });
  return open
    ? {
        responseMessage: CUSTOMER_MESSAGES.openTicketInBreakdown(open.ticketNo),
        userConfirmation: true,
      }
    : { responseMessage: null, userConfirmation: false };
}
