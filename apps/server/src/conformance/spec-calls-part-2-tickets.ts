import { id, PDF, pickId, query, type SpecCall } from './spec-call.ts';
import { storedTicket } from './spec-calls-part-1.ts';

/*
 * The second call list's ticket calls (prefix ticket/), on the ticket the first list created;
 * the deletes come last. `// spec: Id` marks a field the spec writes `Id` that our schema takes
 * as `id` today.
 */

const TICKETS = 'Tickets';

/** A per-ticket read that takes the ticket's id. */
const ticketRead = (path: string, as: SpecCall['as'] = 'admin'): SpecCall => ({
  part: 2,
  section: TICKETS,
  call: `POST ticket/${path}`,
  as,
  method: 'POST',
  url: () => `ticket/${path}`,
  body: (w) => ({ id: id(w, 'ticket') }),
  answer: 'read',
});

export const PART_2_TICKET_CALLS: SpecCall[] = [
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/gettickets',
    as: 'leader',
    method: 'POST',
    url: () => 'ticket/gettickets',
    body: () => ({ formatter: query(), assignFilter: 1 }),
    answer: 'paged',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/GetTicketsExcel',
    as: 'leader',
    method: 'POST',
    url: () => 'ticket/GetTicketsExcel',
    body: () => ({ formatter: { filters: [], sortings: [] }, assignFilter: 0 }),
    answer: 'file',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/getalltickets',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/getalltickets',
    body: (w) =>
      query({}, [
        { propertyName: 'customerPhoneNumber', operator: 'contains', targetValue: id(w, 'phone') },
      ]),
    answer: 'paged',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/GetAllTicketsExcel',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/GetAllTicketsExcel',
    body: (w) => ({
      filters: [
        { propertyName: 'customerPhoneNumber', operator: 'contains', targetValue: id(w, 'phone') },
      ],
    }),
    answer: 'file',
  },
  ticketRead('GetTicket'),
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/UpdateTicket',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/UpdateTicket',
    body: (w) => ({
      ...storedTicket(w),
      description: 'Müşteri personelin tutumundan şikayetçi; geri dönüş bekliyor.',
    }),
    answer: 'write',
  },
  ticketRead('TicketAuthority'),
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/checkMultipleTicketSameClient',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/checkMultipleTicketSameClient',
    body: (w) => storedTicket(w),
    answer: 'read',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/createActivity',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/createActivity',
    body: (w) => ({
      ticketId: id(w, 'ticket'),
      status: 2,
      subStatus: 2,
      description: 'Müşteri arandı, bilgi verildi.',
    }),
    answer: 'write',
  },
  {
    ...ticketRead('GetTicketActivities'),
    keep: (w, a) => {
      w.ids.activity = pickId(a, 0, 'id');
      w.ids.flow = pickId(a, 0, 'currentFlowId');
    },
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/UpdateActivity',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/UpdateActivity',
    body: (w) => ({
      id: id(w, 'activity'),
      description: 'Müşteri arandı, bilgi verildi; teşekkür etti.',
    }),
    answer: 'write',
  },
  ticketRead('GetTicketActivityFlow'),
  ticketRead('GetTicketOfFlows'),
  ticketRead('GetTicketCurrentFlows'),
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/GetRoleFlowById',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/GetRoleFlowById',
    body: (w) => ({ id: id(w, 'flow') }),
    answer: 'read',
  },
  ticketRead('GetTicketQuestionsByTicketId'),
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/createTicketNote',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/createTicketNote',
    body: (w) => ({ ticketId: id(w, 'ticket'), description: 'Mağaza müdürüyle görüşüldü.' }),
    answer: 'write',
    keep: (w, a) => {
      w.ids.note = pickId(a, 'data', 'id');
    },
  },
  ticketRead('GetTicketNotes'),
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/DeleteTicketNote',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/DeleteTicketNote',
    body: (w) => ({ id: id(w, 'note') }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/UpdateReportingInformation',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/UpdateReportingInformation',
    body: (w) => ({ Id: id(w, 'ticket'), IsReporting: false }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/UpdateComplaintInformation',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/UpdateComplaintInformation',
    body: (w) => ({ Id: id(w, 'ticket'), IsFromComplaint: true }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'GET ticket/SendNotificationmail?ticketId',
    as: 'admin',
    method: 'GET',
    url: (w) => `ticket/SendNotificationmail?ticketId=${id(w, 'ticket')}`,
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'GET ticket/SendSlaExceedNotificationmail',
    as: 'admin',
    method: 'GET',
    url: () => 'ticket/SendSlaExceedNotificationmail',
    answer: 'write',
  },
  {
    ...ticketRead('GetDocumentsOfTicket'),
    keep: (w, a) => {
      w.ids.document = pickId(a, 0, 'entityId');
    },
  },
  {
    part: 2,
    section: TICKETS,
    call: 'GET documents/blob?ticketId&blobId',
    as: 'admin',
    method: 'GET',
    url: (w) => `documents/blob?ticketId=${id(w, 'ticket')}&blobId=${id(w, 'document')}`,
    answer: 'file',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'GET documents/download?id',
    as: 'admin',
    method: 'GET',
    url: (w) => `documents/download?id=${id(w, 'document')}`,
    answer: 'file',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/DeleteDocumentOfTicket',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/DeleteDocumentOfTicket',
    body: (w) => ({ entityId: id(w, 'document') }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/CreateTicketBlobs/{ticketId}',
    as: 'admin',
    method: 'POST',
    url: (w) => `ticket/CreateTicketBlobs/${id(w, 'ticket')}`,
    multipart: () => ({ fields: {}, files: [{ ...PDF, name: 'tutanak.pdf' }] }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/DeleteAllDocumentOfTicket',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/DeleteAllDocumentOfTicket',
    body: (w) => ({ id: id(w, 'ticket') }),
    answer: 'write',
  },
  {
    part: 2,
    section: TICKETS,
    call: 'POST ticket/DeleteTicket',
    as: 'admin',
    method: 'POST',
    url: () => 'ticket/DeleteTicket',
    body: (w) => ({ id: id(w, 'ticket') }),
    answer: 'write',
  },
];
