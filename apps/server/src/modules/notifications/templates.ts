import {
  customerShortName,
  describeRemainingSla,
  MAIL_TEXTS as T,
} from '@ccms/contract/notification-texts';
import { ticketStatusLabel } from '@ccms/contract/tickets-statuses';
import { formatBusinessDateTime } from '../../platform/time.ts';
import { toSlaView } from '../sla/index.ts';
import type { TicketFacts } from './ticket-facts.ts';

/** The mails about a ticket (docs/domain.md §17 Mails). */
export type TicketMailKind = 'sla-exceeded' | 'red-alarm' | 'appreciation' | 'ticket-notification';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A long description is cut, so a mail stays a notice and not a copy of the ticket. */
const cut = (text: string, length = 500) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

function headline(kind: TicketMailKind, facts: TicketFacts, breakdown: string) {
  switch (kind) {
    case 'sla-exceeded':
      return {
        subject: T.slaExceeded.subject(facts.ticketNo),
        intro: T.slaExceeded.intro(facts.ticketNo),
      };
    case 'red-alarm':
      return {
        subject: T.redAlarm.subject(facts.ticketNo, breakdown),
        intro: T.redAlarm.intro(facts.ticketNo),
      };
    case 'appreciation':
      return {
        subject: T.appreciation.subject(facts.ticketNo, facts.storeName),
        intro: T.appreciation.intro(facts.storeName),
      };
    case 'ticket-notification':
      return { subject: T.manual.subject(facts.ticketNo), intro: T.manual.intro(facts.ticketNo) };
  }
}

/**
 * A ticket mail in Turkish, as HTML and plain text: the ticket number, breakdown, store,
 * responsible unit, the customer by first name and initial only, status, remaining SLA and a
 * link to the ticket. The description only where the mail is about its content (appreciation,
 * the notification sent by hand).
 */
export function renderTicketMail(input: {
  kind: TicketMailKind;
  facts: TicketFacts;
  publicUrl: string;
  timeZone: string;
  senderName?: string;
}): RenderedMail {
  const { facts } = input;
  const breakdown = `${facts.typeName} / ${facts.categoryName} / ${facts.subCategoryName}`;
  const { subject, intro } = headline(input.kind, facts, breakdown);
  const withDescription = input.kind === 'appreciation' || input.kind === 'ticket-notification';
  const fields: [string, string][] = [
    [T.fields.ticketNo, `#${facts.ticketNo}`],
    [T.fields.breakdown, breakdown],
    [T.fields.store, facts.storeName],
    [T.fields.responsible, facts.responsibleName],
    [T.fields.customer, customerShortName(facts.customerFirstName, facts.customerLastName)],
    [T.fields.status, ticketStatusLabel(facts.status)],
    [T.fields.createdAt, formatBusinessDateTime(facts.createdAt, input.timeZone)],
    [T.fields.remainingSla, describeRemainingSla(toSlaView(facts))],
    ...(withDescription
      ? [[T.fields.description, cut(facts.description)] as [string, string]]
      : []),
    ...(input.senderName ? [[T.fields.sender, input.senderName] as [string, string]] : []),
  ];
  const link = `${input.publicUrl}/tickets/details/${facts.id}`;
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${T.link}: ${link}`,
    '',
    T.footer,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222"><p>${escapeHtml(intro)}</p><table role="presentation" cellspacing="0" cellpadding="0">${rows}</table><p><a href="${escapeHtml(link)}">${escapeHtml(T.link)}</a></p><p style="color:#777;font-size:12px">${escapeHtml(T.footer)}</p></body></html>`;
  return { subject, text, html };
}
