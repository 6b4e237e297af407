import { SOFTPHONE_STATUSES } from '@ccms/contract/softphone';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LIST_PATH,
  callerPageState,
  callerPath,
  decideSoftphoneEffects,
  INCOMING_CALL_TEXTS,
  INCOMING_CALL_TITLE,
  incomingCallNotice,
} from './softphone-call-decision';

const agent = { ccmsIdent: 'CCMS1001' };
const storeUser = { ccmsIdent: null };
const connectionId = '3f1c9a52-8d7e-4b1a-9c0f-2a6b5e4d3c21';
const elif = {
  id: 'a2b4c6d8-1234-4abc-8def-0123456789ab',
  firstName: 'Elif',
  lastName: 'Aydın',
};

describe('IncomingCall', () => {
  const incoming = { type: 'IncomingCall', phoneNumber: '905321234567', connectionId } as const;

  it('records the call, shows the panel and announces the caller without the leading 9', () => {
    expect(decideSoftphoneEffects(incoming, agent)).toEqual([
      {
        kind: 'recordInboundCall',
        request: { CcmsIdent: 'CCMS1001', connectionId, phoneNumber: '905321234567' },
      },
      { kind: 'openPanel' },
      { kind: 'announceCaller', phoneNumber: '05321234567' },
    ]);
  });

  it('records the number as received but looks up the one without the 9', () => {
    const [record, , announce] = decideSoftphoneEffects(
      { ...incoming, phoneNumber: '905009999999' },
      agent,
    );
    expect(record).toMatchObject({ request: { phoneNumber: '905009999999' } });
    expect(announce).toEqual({ kind: 'announceCaller', phoneNumber: '05009999999' });
  });

  it('leaves a number without a leading 9 as it is', () => {
    const effects = decideSoftphoneEffects({ ...incoming, phoneNumber: '05321234567' }, agent);
    expect(effects.at(-1)).toEqual({ kind: 'announceCaller', phoneNumber: '05321234567' });
  });

  it('drops only one leading 9', () => {
    const effects = decideSoftphoneEffects({ ...incoming, phoneNumber: '9905321234567' }, agent);
    expect(effects.at(-1)).toEqual({ kind: 'announceCaller', phoneNumber: '905321234567' });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
  ])('is ignored entirely for a user whose ccms_ident is %s', (_, ccmsIdent) => {
    expect(decideSoftphoneEffects(incoming, { ccmsIdent })).toEqual([]);
  });

  it('sends the ccms_ident trimmed', () => {
    expect(decideSoftphoneEffects(incoming, { ccmsIdent: ' CCMS7 ' })[0]).toMatchObject({
      request: { CcmsIdent: 'CCMS7' },
    });
  });
});

describe('the other messages', () => {
  it('Registered has no effect', () => {
    expect(decideSoftphoneEffects({ type: 'Registered' }, agent)).toEqual([]);
  });

  it('Answer clears the notification, nothing else', () => {
    expect(decideSoftphoneEffects({ type: 'Answer', connectionId }, agent)).toEqual([
      { kind: 'clearNotification' },
    ]);
    expect(decideSoftphoneEffects({ type: 'Answer' }, agent)).toEqual([
      { kind: 'clearNotification' },
    ]);
  });

  it('Hangup clears the notification, nothing else', () => {
    expect(decideSoftphoneEffects({ type: 'Hangup', connectionId }, agent)).toEqual([
      { kind: 'clearNotification' },
    ]);
    expect(decideSoftphoneEffects({ type: 'Hangup' }, agent)).toEqual([
      { kind: 'clearNotification' },
    ]);
  });

  it('Reject clears the notification and updates the connection id', () => {
    expect(decideSoftphoneEffects({ type: 'Reject', connectionId: 'c2' }, agent)).toEqual([
      { kind: 'clearNotification' },
      { kind: 'setConnectionId', connectionId: 'c2' },
    ]);
  });

  it('OutgoingActiveCallKey updates the connection id', () => {
    expect(
      decideSoftphoneEffects({ type: 'OutgoingActiveCallKey', connectionId: 'c3' }, agent),
    ).toEqual([{ kind: 'setConnectionId', connectionId: 'c3' }]);
  });

  it('messages other than IncomingCall act the same for a user without ccms_ident', () => {
    expect(decideSoftphoneEffects({ type: 'Reject', connectionId: 'c2' }, storeUser)).toEqual(
      decideSoftphoneEffects({ type: 'Reject', connectionId: 'c2' }, agent),
    );
  });
});

describe('Status', () => {
  const status = (value: string, connectionId: string | undefined = 'c4') =>
    decideSoftphoneEffects({ type: 'Status', status: value, connectionId }, agent);
  const statusWithoutId = (value: string) =>
    decideSoftphoneEffects({ type: 'Status', status: value }, agent);

  it('notanswering clears the notification and updates the connection id', () => {
    expect(status('notanswering')).toEqual([
      { kind: 'clearNotification' },
      { kind: 'setConnectionId', connectionId: 'c4' },
    ]);
  });

  it.each(['talking', 'ringing'])('%s does nothing', (value) => {
    expect(status(value)).toEqual([]);
  });

  it.each(['idle', 'busy', 'wrapup'])('%s only updates the connection id', (value) => {
    expect(status(value)).toEqual([{ kind: 'setConnectionId', connectionId: 'c4' }]);
  });

  it('covers every status the protocol names', () => {
    const decided = SOFTPHONE_STATUSES.map((value) => [value, status(value).map((e) => e.kind)]);
    expect(Object.fromEntries(decided)).toEqual({
      notanswering: ['clearNotification', 'setConnectionId'],
      talking: [],
      ringing: [],
      idle: ['setConnectionId'],
      busy: ['setConnectionId'],
    });
  });

  it('keeps the current connection id when the status carries none', () => {
    expect(statusWithoutId('notanswering')).toEqual([{ kind: 'clearNotification' }]);
    expect(statusWithoutId('idle')).toEqual([]);
  });
});

describe('after the look-up', () => {
  it("opens the customer's detail page on a match", () => {
    expect(callerPath({ kind: 'found', customer: elif })).toBe(`/customers/byid/${elif.id}`);
  });

  it.each(['not-found', 'failed', 'pending'] as const)(
    'opens the customer list when %s',
    (kind) => {
      expect(callerPath({ kind })).toBe(CUSTOMER_LIST_PATH);
      expect(CUSTOMER_LIST_PATH).toBe('/customers/list');
    },
  );

  it("hands the customer list the caller's number, and the customer's page nothing", () => {
    expect(callerPageState({ kind: 'not-found' }, '05009999999')).toEqual({
      callerPhone: '05009999999',
    });
    expect(callerPageState({ kind: 'failed' }, '05009999999')).toEqual({
      callerPhone: '05009999999',
    });
    expect(callerPageState({ kind: 'found', customer: elif }, '05321234567')).toBeUndefined();
  });

  it("titles the notification 'Incoming Call' with the number and the caller's name", () => {
    expect(incomingCallNotice('05321234567', { kind: 'found', customer: elif })).toEqual({
      title: INCOMING_CALL_TITLE,
      phoneNumber: '05321234567',
      caller: 'Elif Aydın',
      isCustomerFound: true,
    });
    expect(INCOMING_CALL_TITLE).toBe('Incoming Call');
  });

  it('says what became of the look-up when there is no name', () => {
    expect(incomingCallNotice('05009999999', { kind: 'pending' }).caller).toBe(
      INCOMING_CALL_TEXTS.pending,
    );
    expect(incomingCallNotice('05009999999', { kind: 'not-found' })).toMatchObject({
      caller: 'Müşteri bulunamadı.',
      isCustomerFound: false,
    });
    expect(incomingCallNotice('05009999999', { kind: 'failed' })).toMatchObject({
      caller: INCOMING_CALL_TEXTS.failed,
      isCustomerFound: false,
    });
  });
});
