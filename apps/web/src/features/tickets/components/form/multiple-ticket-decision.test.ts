import { describe, expect, it } from 'vitest';
import { decideMultipleTicket, MULTIPLE_TICKET_REFUSED } from './multiple-ticket-decision';

const OTHER = 'Müşterinin bu kırılımda açık ya da son 24 saatte açılmış bir bileti var: #12.';

describe('decideMultipleTicket', () => {
  it('creates at once when there is no other ticket', () => {
    expect(
      decideMultipleTicket({ isMultiple: false, message: null, canCreate: true }, false),
    ).toEqual({ kind: 'create' });
  });

  it('asks a holder of Ticket.MultipleCreate first', () => {
    expect(
      decideMultipleTicket({ isMultiple: true, message: OTHER, canCreate: true }, true),
    ).toEqual({ kind: 'confirm', detail: OTHER });
  });

  it("refuses others with the server's message", () => {
    expect(
      decideMultipleTicket({ isMultiple: true, message: OTHER, canCreate: false }, false),
    ).toEqual({ kind: 'refuse', message: OTHER });
  });

  it('refuses when the server says no, whatever the browser thinks of the permission', () => {
    expect(
      decideMultipleTicket({ isMultiple: true, message: null, canCreate: false }, true),
    ).toEqual({ kind: 'refuse', message: MULTIPLE_TICKET_REFUSED });
  });
});
