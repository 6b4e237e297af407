import { z } from 'zod';
import {
  ZAddCardRequest,
  ZChangeActiveStatusRequest,
  ZChangeFlagStatusRequest,
  ZCheckDuplicateTicketsRequest,
  ZCheckDuplicateTicketsResponse,
  ZCustomer,
  ZCustomerInput,
  ZCustomerListRow,
  ZCustomerTicketRow,
  ZCustomerTicketsRequest,
  ZLoyaltyCard,
  ZUpdateCardRequest,
} from '../customers/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';

const ZSavedId = envelopeOf(z.object({ id: z.string().uuid() }));
const ZCustomerIdParams = z.object({ id: z.string().uuid() });

export const listCustomersEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/list',
  tag: 'customers',
  summary: 'One page of customers, filtered and sorted by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZCustomerListRow),
});

export const addCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/add',
  tag: 'customers',
  summary: 'Adds a customer (client-generated id) with the loyalty cards of the form',
  body: ZCustomerInput,
  response: ZSavedId,
});

export const updateCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/update',
  tag: 'customers',
  summary: "Updates a customer's name, phone, birth date, e-mail and address",
  body: ZCustomerInput,
  response: ZSavedId,
});

export const getCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customers/id/:id',
  tag: 'customers',
  summary: 'A customer with address and all loyalty cards',
  params: ZCustomerIdParams,
  response: ZCustomer,
});

export const getCustomerByPhoneEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customers/phoneNumber/:phone',
  tag: 'customers',
  summary: 'The customer of a phone number as the softphone sends it (leading 9 dropped)',
  params: z.object({ phone: z.string().trim().min(1).max(30) }),
  response: ZCustomer,
});

export const changeCustomerActiveStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/changeisactivestatus',
  tag: 'customers',
  summary: 'Activates or deactivates a customer',
  body: ZChangeActiveStatusRequest,
  response: ZSavedId,
});

export const changeCustomerFlagStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/changeisflagstatus',
  tag: 'customers',
  summary: 'Flags a customer by hand, or removes the flag and its description',
  body: ZChangeFlagStatusRequest,
  response: ZSavedId,
});

export const getCustomerTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/tickets',
  tag: 'customers',
  summary: "One page of the customer's tickets, newest first",
  body: ZCustomerTicketsRequest,
  response: pagedOf(ZCustomerTicketRow),
});

export const checkCustomerDuplicateTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customers/checkCustomerDuplicateTickets',
  tag: 'customers',
  summary: 'Whether the customer has an open ticket of the same breakdown',
  body: ZCheckDuplicateTicketsRequest,
  response: ZCheckDuplicateTicketsResponse,
});

/*
 * The loyalty-card calls live under customers/{brand}cards/…, the brand being the server's
 * configured one ('watsons'): their paths are known only once the brand is, so each is made for
 * a brand (the server's setting, the browser's client configuration).
 */

/** The path segment of a brand's cards: 'watsons' → 'watsonscards'. */
function cardsOf(brand: string): string {
  return `${brand}cards`;
}

export function addLoyaltyCardEndpoint(brand: string) {
  return defineEndpoint({
    method: 'POST',
    path: `customers/${cardsOf(brand)}/add`,
    tag: 'customers',
    summary: 'Adds a loyalty card to a customer (optionally as the active card)',
    body: ZAddCardRequest,
    response: envelopeOf(z.object({ id: z.string().uuid(), number: z.string() })),
  });
}

export function updateLoyaltyCardEndpoint(brand: string) {
  return defineEndpoint({
    method: 'POST',
    path: `customers/${cardsOf(brand)}/update`,
    tag: 'customers',
    summary: "Sets a card's active-card mark (one per customer) and active state",
    body: ZUpdateCardRequest,
    response: envelopeOf(ZLoyaltyCard),
  });
}

export function getCustomerCardsEndpoint(brand: string) {
  return defineEndpoint({
    method: 'GET',
    path: `customers/id/:id/${cardsOf(brand)}`,
    tag: 'customers',
    summary: "A customer's loyalty cards, the active card first",
    params: ZCustomerIdParams,
    query: z.object({
      // The original client repeats the id here; the path's id is the one used.
      customerId: z.string().uuid().optional(),
      onlyActiveCards: z.stringbool().optional(),
    }),
    response: z.array(ZLoyaltyCard),
  });
}
