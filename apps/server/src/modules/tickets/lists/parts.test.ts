import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { describe, expect, it } from 'vitest';
import type { AppliedFilter } from '../../../platform/query-format.ts';
import { partsOf } from './sla-order-repository.ts';

const status = (operator: AppliedFilter['operator'], value: number): AppliedFilter => ({
  property: 'status',
  operator,
  value,
});

describe('partsOf', () => {
  it('reads which of the open and closed tickets the status filters leave', () => {
    const closed = TICKET_STATUS.closed;
    expect(partsOf([])).toEqual({ open: true, closed: true });
    expect(partsOf([status('notequal', closed)])).toEqual({ open: true, closed: false });
    expect(partsOf([status('equal', closed)])).toEqual({ open: false, closed: true });
    expect(partsOf([status('equal', 1)])).toEqual({ open: true, closed: false });
    // Several equal filters match any of their values: both parts.
    expect(partsOf([status('equal', 1), status('equal', closed)])).toEqual({
      open: true,
      closed: true,
    });
    expect(partsOf([status('equal', closed), status('notequal', closed)])).toEqual({
      open: false,
      closed: false,
    });
  });
});
