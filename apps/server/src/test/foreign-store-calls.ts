import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { stores, ticketFlows, tickets, users } from '../db/schema/index.ts';
import { storeName } from '../seed/stores.ts';
import type { TestUser } from './factories.ts';
import { postMultipart, postOk } from './http-support.ts';
import type { TestContext } from './test-app.ts';
import { multipartBody, PDF_TEXT } from './ticket-world.ts';

/** The store manager's own store (manager@demo.local) and the other one the ids come from. */
const OWN_STORE = storeName('İstanbul Kadıköy Bahariye');
const OTHER_STORE = storeName('Bursa Zafer Plaza');
/** That other store's manager (seed/organisation.ts): sees its tickets, proving they are real. */
const OTHER_STORE_MANAGER = 'serkan.aydogan@demo.local';

/**
 * A ticket of another store with a note, a file and a flow of its own, as its store and an
 * administrator see it; `secrets` are texts that only that ticket's answers carry.
 */
export type ForeignTicket = {
  ticketId: string;
  customerId: string;
  typeId: string;
  categoryId: string;
  subCategoryId: string;
  flowId: string;
  noteId: string;
  documentId: string;
  otherStoreManager: TestUser;
  secrets: string[];
};

async function storeId(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`The demo store ${name} is missing`);
  return row.id;
}

/** Makes the other store's ticket ready: a note and a file added by the administrator. */
export async function prepareForeignTicket(
  ctx: TestContext,
  admin: TestUser,
): Promise<ForeignTicket> {
  const [ticket] = await ctx.db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.storeId, await storeId(ctx, OTHER_STORE)),
        ne(tickets.responsibleStoreId, await storeId(ctx, OWN_STORE)),
      ),
    )
    .limit(1);
  if (!ticket) throw new Error(`The demo data has no ticket of ${OTHER_STORE}`);
  const [flow] = await ctx.db
    .select({ id: ticketFlows.id })
    .from(ticketFlows)
    .where(eq(ticketFlows.ticketId, ticket.id))
    .limit(1);
  if (!flow) throw new Error('The demo ticket has no flow');
  const [manager] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.emailAddress, OTHER_STORE_MANAGER));
  if (!manager) throw new Error(`The demo user ${OTHER_STORE_MANAGER} is missing`);

  const tag = randomUUID().slice(0, 8);
  const noteText = `Yalnız bu mağazanın notu ${tag}`;
  const fileName = `yalniz-bu-magaza-${tag}.pdf`;
  await postOk(ctx, admin, '/api/ticket/createTicketNote', {
    ticketId: ticket.id,
    description: noteText,
  });
  const notes = await postOk<{ id: string }[]>(ctx, admin, '/api/ticket/GetTicketNotes', {
    id: ticket.id,
  });
  const upload = await postMultipart(
    ctx,
    admin,
    `/api/ticket/CreateTicketBlobs/${ticket.id}`,
    await multipartBody({}, [{ name: fileName, content: PDF_TEXT, type: 'application/pdf' }]),
  );
  if (upload.statusCode !== 200) throw new Error(`Upload failed: ${upload.body}`);
  const documents = await postOk<{ id: string }[]>(ctx, admin, '/api/ticket/GetDocumentsOfTicket', {
    id: ticket.id,
  });
  const noteId = notes[0]?.id;
  const documentId = documents[0]?.id;
  if (!noteId || !documentId) throw new Error('The note or the file was not stored');
  return {
    ticketId: ticket.id,
    customerId: ticket.customerId,
    typeId: ticket.ticketTypeId,
    categoryId: ticket.ticketCategoryId,
    subCategoryId: ticket.ticketSubCategoryId,
    flowId: flow.id,
    noteId,
    documentId,
    otherStoreManager: manager,
    secrets: [ticket.id, `"ticketNo":${ticket.ticketNo}`, noteText, fileName],
  };
}

/** What a call sends: path parameters filled in the url, a query, a JSON or a multipart body. */
export type ForeignRequest = {
  url: string;
  payload?: object;
  /** Sent as multipart/form-data with one small PDF. */
  withFile?: true;
};

/**
 * Every by-id route a store manager passes the access check of, called with the other store's
 * ids: each must answer 403 or 404 and show nothing of that ticket.
 */
export const REFUSED_WITH_FOREIGN_IDS: Record<string, (f: ForeignTicket) => ForeignRequest> = {
  'POST /api/ticket/GetTicket': (f) => ({ url: 'ticket/GetTicket', payload: { id: f.ticketId } }),
  'POST /api/ticket/TicketAuthority': (f) => ({
    url: 'ticket/TicketAuthority',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/GetTicketActivityFlow': (f) => ({
    url: 'ticket/GetTicketActivityFlow',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/GetTicketOfFlows': (f) => ({
    url: 'ticket/GetTicketOfFlows',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/GetTicketCurrentFlows': (f) => ({
    url: 'ticket/GetTicketCurrentFlows',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/GetRoleFlowById': (f) => ({
    url: 'ticket/GetRoleFlowById',
    payload: { id: f.flowId },
  }),
  'POST /api/ticket/GetTicketQuestionsByTicketId': (f) => ({
    url: 'ticket/GetTicketQuestionsByTicketId',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/GetTicketActivities': (f) => ({
    url: 'ticket/GetTicketActivities',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/createActivity': (f) => ({
    url: 'ticket/createActivity',
    payload: { ticketId: f.ticketId, status: 2, description: 'Başka mağazanın biletine etkinlik' },
  }),
  'POST /api/ticket/GetDocumentsOfTicket': (f) => ({
    url: 'ticket/GetDocumentsOfTicket',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/CreateTicketBlobs/:ticketId': (f) => ({
    url: `ticket/CreateTicketBlobs/${f.ticketId}`,
    withFile: true,
  }),
  'GET /api/documents/download': (f) => ({ url: `documents/download?id=${f.documentId}` }),
  'GET /api/documents/blob': (f) => ({
    url: `documents/blob?ticketId=${f.ticketId}&blobId=${f.documentId}`,
  }),
  'POST /api/ticket/UpdateComplaintInformation': (f) => ({
    url: 'ticket/UpdateComplaintInformation',
    payload: { Id: f.ticketId, IsFromComplaint: true },
  }),
  'GET /api/ticket/SendNotificationmail': (f) => ({
    url: `ticket/SendNotificationmail?ticketId=${f.ticketId}`,
  }),
  'POST /api/ticket/createTicketNote': (f) => ({
    url: 'ticket/createTicketNote',
    payload: { ticketId: f.ticketId, description: 'Başka mağazanın biletine not' },
  }),
  'POST /api/ticket/GetTicketNotes': (f) => ({
    url: 'ticket/GetTicketNotes',
    payload: { id: f.ticketId },
  }),
  'POST /api/ticket/DeleteTicketNote': (f) => ({
    url: 'ticket/DeleteTicketNote',
    payload: { id: f.noteId },
  }),
};

/**
 * By-id calls about a customer, who belongs to no store (docs/domain.md §6): they answer, but
 * never with the other store's ticket (the customer's list holds only tickets one sees; the
 * duplicate checks answer a yes / no and a fixed text).
 */
export const ANSWERED_WITHOUT_FOREIGN_TICKET: Record<string, (f: ForeignTicket) => ForeignRequest> =
  {
    'POST /api/customers/tickets': (f) => ({
      url: 'customers/tickets',
      payload: { customerId: f.customerId },
    }),
    'POST /api/customers/checkCustomerDuplicateTickets': (f) => ({
      url: 'customers/checkCustomerDuplicateTickets',
      payload: {
        customerId: f.customerId,
        type: f.typeId,
        category: f.categoryId,
        subCategory: f.subCategoryId,
      },
    }),
    'POST /api/ticket/checkMultipleTicketSameClient': (f) => ({
      url: 'ticket/checkMultipleTicketSameClient',
      payload: {
        customerId: f.customerId,
        ticketTypeId: f.typeId,
        ticketCategoryId: f.categoryId,
        ticketSubCategoryId: f.subCategoryId,
      },
    }),
  };

/**
 * By-id routes whose rows no store owns: look-ups and definitions every holder of the route's
 * permission reads alike, and customers, whom every holder of Customer sees (docs/domain.md §6).
 */
export const NOT_OWNED_BY_A_STORE = new Set([
  'GET /api/address/GetCountyById/:id',
  'GET /api/address/CountiesOfCity/:cityId',
  'GET /api/customers/id/:id',
  'GET /api/customers/id/:id/watsonscards',
  'POST /api/tickethierarchy/getticketcategoryset',
  'GET /api/tickethierarchy/ticketcategoriesoftype',
  'GET /api/tickethierarchy/ticketcategoriesoftypeForManager',
  'GET /api/tickethierarchy/TicketSubCategoriesOfCategories',
  'GET /api/tickethierarchy/TicketSubCategoriesOfCategoriesForManager',
  'GET /api/tickethierarchy/getallticketcategories',
  'GET /api/tickethierarchy/getallticketsubcategories',
  'GET /api/tickethierarchy/:id/rules',
  'POST /api/rulesets/GetRuleSet',
  'POST /api/ticket/CheckTicketCategorySetScript',
  'POST /api/CallWrapUps/GetCallWrapUp',
  'GET /api/problem/GetAllProblems/:id',
]);
