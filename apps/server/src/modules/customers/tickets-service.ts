import type { TCustomerTicketRow } from '@ccms/contract/customers';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { Database } from '../../platform/db.ts';
import { toPaged } from '../../platform/paging.ts';
import { assertCustomerExists } from './service.ts';

/** The customer's tickets, newest first (part 1 §2.5). */
export async function listTicketsOfCustomer(
  db: Database,
  input: { customerId: string; formatter?: TQueryFormatter | null },
): Promise<TPaged<TCustomerTicketRow>> {
  await assertCustomerExists(db, input.customerId);
  // Tickets arrive with the ticket-creation issue; until then every customer has none.
  return toPaged([], 0, input.formatter?.paging?.pageNumber ?? 1);
}

/** Whether the customer has an open ticket of the same breakdown (DOMAIN §6). */
export async function checkCustomerDuplicateTickets(
  db: Database,
  input: { customerId: string },
): Promise<{ responseMessage: string | null; userConfirmation: boolean }> {
  await assertCustomerExists(db, input.customerId);
  // Tickets arrive with the ticket-creation issue; until then there is never a duplicate.
  return { responseMessage: null, userConfirmation: false };
}
