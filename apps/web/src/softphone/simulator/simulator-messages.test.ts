import {
  parseSoftphoneEvent,
  SOFTPHONE_EVENT_TYPES,
  SOFTPHONE_STATUSES,
  type SoftphoneEvent,
  toClickToCallNumber,
} from '@ccms/contract/softphone';
import { describe, expect, it } from 'vitest';
import {
  buildAnswer,
  buildHangup,
  buildIncomingCall,
  buildOutgoingActiveCallKey,
  buildRegistered,
  buildReject,
  buildStatus,
  checkPhoneInput,
  DEFAULT_PHONE_NUMBER,
  formatClock,
  newConnectionId,
  parseClickToCall,
  resolveParentOrigin,
  sanitizePhoneInput,
} from './simulator-messages';

const id = '3f1c9a52-8d7e-4b1a-9c0f-2a6b5e4d3c21';

/** What the shell sees: the message after a structured-clone trip through postMessage. */
function received(message: SoftphoneEvent): SoftphoneEvent | null {
  return parseSoftphoneEvent(structuredClone(message));
}

function incoming(phone: string, connectionId: string) {
  const built = buildIncomingCall(phone, connectionId);
  if (!built.ok) throw new Error(built.error);
  return built.message;
}

describe('built messages pass the contract parser and keep their fields', () => {
  const messages: SoftphoneEvent[] = [
    buildRegistered(),
    incoming(DEFAULT_PHONE_NUMBER, id),
    buildAnswer(id),
    buildAnswer(null),
    buildReject(id),
    ...SOFTPHONE_STATUSES.map((status) => buildStatus(status, id)),
    buildStatus('idle', null),
    buildHangup(id),
    buildHangup(null),
    buildOutgoingActiveCallKey(id),
  ];

  it.each(messages.map((message) => [JSON.stringify(message), message] as const))(
    '%s',
    (_, message) => {
      const parsed = received(message);
      expect(parsed).not.toBeNull();
      // the parser writes absent optional ids as undefined: compare the defined fields
      expect(JSON.parse(JSON.stringify(parsed))).toEqual(message);
    },
  );

  it('covers every event type of the protocol', () => {
    expect(new Set(messages.map((message) => message.type))).toEqual(
      new Set(SOFTPHONE_EVENT_TYPES),
    );
  });

  it('builds the exact shapes the shell expects', () => {
    expect(buildRegistered()).toEqual({ type: 'Registered' });
    expect(incoming('905321234567', id)).toEqual({
      type: 'IncomingCall',
      phoneNumber: '905321234567',
      connectionId: id,
    });
    expect(buildStatus('busy', id)).toEqual({ type: 'Status', status: 'busy', connectionId: id });
    expect(buildAnswer(null)).toEqual({ type: 'Answer' });
  });
});

describe('phone input', () => {
  it('accepts the default number with the leading 9', () => {
    expect(DEFAULT_PHONE_NUMBER).toBe('905321234567');
    expect(checkPhoneInput(DEFAULT_PHONE_NUMBER)).toEqual({
      ok: true,
      phoneNumber: '905321234567',
    });
  });

  it.each(['', ' ', '90532 123 45 67', '+905321234567', '9053212345678', '05321234abc', '٠٥٣٢'])(
    'refuses %j',
    (value) => {
      expect(checkPhoneInput(value).ok).toBe(false);
      expect(buildIncomingCall(value, id).ok).toBe(false);
    },
  );

  it('refusals carry a message', () => {
    const result = buildIncomingCall('12a', id);
    expect(result).toEqual({ ok: false, error: expect.any(String) });
  });

  it('keeps typed input to 12 digits', () => {
    expect(sanitizePhoneInput('+90 (532) 123-45-67')).toBe('905321234567');
    expect(sanitizePhoneInput('90532123456789')).toBe('905321234567');
    expect(sanitizePhoneInput('abc')).toBe('');
  });
});

describe('click-to-call requests from the shell', () => {
  it('reads what the shell sends', () => {
    const phoneNumber = toClickToCallNumber('5321234567');
    expect(parseClickToCall({ type: 'ClickToCall', phoneNumber })).toEqual({
      type: 'ClickToCall',
      phoneNumber: '05321234567',
    });
  });

  it.each([
    null,
    'ClickToCall',
    { type: 'Registered' },
    { type: 'ClickToCall' },
    { type: 'ClickToCall', phoneNumber: 5321234567 },
    { type: 'ClickToCall', phoneNumber: '' },
    { type: 'ClickToCall', phoneNumber: '<img src=x>' },
  ])('ignores %j', (data) => {
    expect(parseClickToCall(data)).toBeNull();
  });
});

describe('connection ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are fresh UUIDs', () => {
    const a = newConnectionId();
    expect(a).toMatch(uuid);
    expect(newConnectionId()).not.toBe(a);
  });

  it('fall back to getRandomValues outside secure contexts', () => {
    const source = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newConnectionId(source)).toMatch(uuid);
  });
});

describe('helpers', () => {
  it('formats the time as HH:mm:ss', () => {
    expect(formatClock(new Date(2024, 0, 2, 9, 5, 7))).toBe('09:05:07');
    expect(formatClock(new Date(2024, 0, 2, 23, 59, 0))).toBe('23:59:00');
  });

  it('posts to the parent origin when it is known', () => {
    expect(resolveParentOrigin('https://ccms.example/customers/list?x=1')).toBe(
      'https://ccms.example',
    );
    expect(resolveParentOrigin('http://x.test/a', 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
    expect(resolveParentOrigin('')).toBe('*');
    expect(resolveParentOrigin('not a url')).toBe('*');
    expect(resolveParentOrigin('about:blank')).toBe('*');
  });
});
