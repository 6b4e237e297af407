import { describe, expect, it } from 'vitest';
import {
  isTicketStatus,
  isTicketSubStatus,
  subStatusesOf,
  TICKET_STATUS_LABELS,
  TICKET_SUB_STATUS_LABELS,
} from './tickets-statuses.ts';

describe('ticket statuses', () => {
  it('labels the statuses and sub-statuses (docs/domain.md §3 Statuses)', () => {
    expect(TICKET_STATUS_LABELS[5]).toBe('İşlemde');
    expect(TICKET_SUB_STATUS_LABELS[9]).toBe('Yanlış Açılan Kayıt');
    expect(Object.keys(TICKET_SUB_STATUS_LABELS)).toHaveLength(9);
  });

  it('groups the closed sub-statuses under closed and 10 under in process', () => {
    expect(subStatusesOf(3)).toEqual([5, 6, 7, 8, 9]);
    expect(subStatusesOf(5)).toEqual([10]);
    expect(subStatusesOf(1)).toEqual([1]);
  });

  it('recognises known ids only', () => {
    expect(isTicketStatus(4)).toBe(true);
    expect(isTicketStatus(6)).toBe(false);
    expect(isTicketSubStatus(10)).toBe(true);
    expect(isTicketSubStatus(3)).toBe(false);
  });
});
