import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CLEARED_FORM_VALUES, fromFormValues, toFormValues } from './ticket-list-form-values';
import { INITIAL_TICKET_LIST_STATE } from './ticket-list-query';

describe('ticket list form values', () => {
  it('turns the pickers into calendar days and drops empty values', () => {
    expect(
      fromFormValues({
        status: 'open',
        storeFullName: '',
        customerFirstName: 'Ali',
        isFromComplaint: false,
        isAllTickets: true,
        typeId: undefined,
        createdRange: [dayjs('2024-03-08T00:00:00'), dayjs('2024-03-15T00:00:00')],
        closedRange: null,
      }),
    ).toEqual({
      status: 'open',
      customerFirstName: 'Ali',
      isAllTickets: true,
      createdDateFrom: '2024-03-08',
      createdDateTo: '2024-03-15',
    });
  });

  it('keeps an open-ended range', () => {
    expect(fromFormValues({ closedRange: [null, dayjs('2024-04-02T00:00:00')] })).toEqual({
      closedDateTo: '2024-04-02',
    });
  });

  it('gives the stored filters back to the form', () => {
    const form = toFormValues({
      status: 2,
      createdDateFrom: '2024-03-08',
      createdDateTo: '2024-03-15',
    });
    expect(form.status).toBe(2);
    expect(form.createdRange?.map((day) => day?.format('YYYY-MM-DD'))).toEqual([
      '2024-03-08',
      '2024-03-15',
    ]);
    expect(form.closedRange).toBeNull();
    expect(fromFormValues(form)).toEqual({
      status: 2,
      createdDateFrom: '2024-03-08',
      createdDateTo: '2024-03-15',
    });
  });

  it('keeps each chosen user as one form value: id and name together', () => {
    const creatorUserId = '0b6f1f3e-8c1d-4d7e-9a52-1d1f7b1c2a01';
    const stored = {
      creatorUserId,
      creatorUserDisplayName: 'Mehmet Demir (agent@demo.local)',
    };
    const form = toFormValues(stored);
    expect(form.creatorUser).toEqual({
      id: creatorUserId,
      displayName: 'Mehmet Demir (agent@demo.local)',
    });
    expect(form.closedUser).toBeNull();
    expect(fromFormValues(form)).toEqual(stored);
    // An id stored without its name (edited by hand) still filters; it stays nameless.
    expect(toFormValues({ closedUserId: creatorUserId }).closedUser).toEqual({
      id: creatorUserId,
    });
    expect(fromFormValues({ closedUser: { id: creatorUserId } })).toEqual({
      closedUserId: creatorUserId,
    });
  });

  it('clears the card back to the initial filters', () => {
    expect(fromFormValues(CLEARED_FORM_VALUES)).toEqual(INITIAL_TICKET_LIST_STATE.filters);
  });
});
