import type { TCheckDuplicateTicketsResponse, TCustomerTicketRow } from '@ccms/contract/customers';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { findSameBreakdownTicket } from '../tickets/duplicates.ts';
import { loadTicketViewer, visibleTicketsCondition } from '../tickets/visibility.ts';
import { assertCustomerExists } from './service.ts';
import {
  CUSTOMER_TICKET_LIST,
  customerTicketConditions,
  findCustomerTicketPage,
} from './tickets-repository.ts';

/** The customer's tickets the user may see (DOMAIN §6), newest first (part 1 §2.5). */
export async function listTicketsOfCustomer(
  db: Database,
  user: CurrentUser,
  input: { customerId: string; formatter?: TQueryFormatter | null },
): Promise<TPaged<TCustomerTicketRow>> {
  await assertCustomerExists(db, input.customerId);
  const viewer = await loadTicketViewer(db, user);
  const query = compileListQuery(
    CUSTOMER_TICKET_LIST,
    input.formatter ?? {},
    customerTicketConditions(input.customerId, visibleTicketsCondition(viewer)),
  );
  const { rows, total } = await findCustomerTicketPage(db, query);
  const items = rows.map(({ createdAt, ...row }) => ({
    ...row,
    createdDate: createdAt.toISOString(),
  }));
  return toPaged(items, total, query.pageNumber);
}

/** Whether the customer has an open ticket of the same breakdown (DOMAIN §6). */
export async function checkCustomerDuplicateTickets(
  db: Database,
  input: { customerId: string; type: string; category: string; subCategory: string },
): Promise<TCheckDuplicateTicketsResponse> {
  await assertCustomerExists(db, input.customerId);
  const open = await findSameBreakdownTicket(db, {
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
