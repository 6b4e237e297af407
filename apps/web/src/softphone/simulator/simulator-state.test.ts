import type { SoftphoneEvent } from '@ccms/contract/softphone';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  describeCall,
  initialSimulatorState,
  LOG_LIMIT,
  type SimulatorState,
  simulatorReducer,
} from './simulator-state';

const at = new Date(2024, 0, 1, 12, 0, 0);

function send(state: SimulatorState, ...messages: SoftphoneEvent[]): SimulatorState {
  return messages.reduce(
    (next, message) => simulatorReducer(next, { type: 'sent', message, at }),
    state,
  );
}

const registered = send(initialSimulatorState, { type: 'Registered' });
const ringing = send(registered, {
  type: 'IncomingCall',
  phoneNumber: '905321234567',
  connectionId: 'c1',
});

describe('simulator state', () => {
  it('allows only registering before registration', () => {
    expect(availableActions(initialSimulatorState)).toEqual({
      register: true,
      incoming: false,
      answer: false,
      reject: false,
      status: false,
      hangup: false,
      outgoingKey: false,
    });
    expect(registered.registered).toBe(true);
    expect(availableActions(registered)).toMatchObject({
      register: false,
      incoming: true,
      answer: false,
      hangup: false,
    });
  });

  it('follows an incoming call through answer and hang-up', () => {
    expect(ringing.connectionId).toBe('c1');
    expect(describeCall(ringing.call)).toBe('Gelen arama: 905321234567');
    expect(availableActions(ringing)).toMatchObject({
      incoming: false,
      answer: true,
      reject: true,
      hangup: true,
    });

    const talking = send(ringing, { type: 'Answer', connectionId: 'c1' });
    expect(describeCall(talking.call)).toBe('Görüşmede: 905321234567');
    expect(availableActions(talking)).toMatchObject({ answer: false, reject: false, hangup: true });

    const ended = send(talking, { type: 'Hangup', connectionId: 'c1' });
    expect(ended.call).toBeNull();
    expect(ended.connectionId).toBe('c1');
  });

  it('takes the new connection id on reject and on the outgoing key', () => {
    const rejected = send(ringing, { type: 'Reject', connectionId: 'c2' });
    expect(rejected).toMatchObject({ call: null, connectionId: 'c2' });
    const keyed = send(rejected, { type: 'OutgoingActiveCallKey', connectionId: 'c3' });
    expect(keyed.connectionId).toBe('c3');
  });

  it('ends the call on notanswering and idle statuses', () => {
    expect(
      send(ringing, { type: 'Status', status: 'notanswering', connectionId: 'c4' }),
    ).toMatchObject({ call: null, connectionId: 'c4' });
    expect(send(ringing, { type: 'Status', status: 'idle', connectionId: 'c1' }).call).toBeNull();
    expect(send(ringing, { type: 'Status', status: 'busy', connectionId: 'c1' }).call?.kind).toBe(
      'incoming',
    );
    expect(
      send(ringing, { type: 'Status', status: 'talking', connectionId: 'c1' }).call?.kind,
    ).toBe('talking');
  });

  it('turns a click-to-call request into a dialled call and logs it', () => {
    const state = simulatorReducer(registered, {
      type: 'clickToCall',
      request: { type: 'ClickToCall', phoneNumber: '05321234567' },
      at,
    });
    expect(describeCall(state.call)).toBe('Aranıyor: 05321234567');
    expect(state.clickToCalls.map((entry) => entry.item.phoneNumber)).toEqual(['05321234567']);
    expect(availableActions(state)).toMatchObject({ answer: true, reject: false, hangup: true });
  });

  it('keeps the last sent messages, newest first', () => {
    const many = Array.from(
      { length: LOG_LIMIT + 3 },
      (_, index): SoftphoneEvent => ({
        type: 'OutgoingActiveCallKey',
        connectionId: `k${index}`,
      }),
    );
    const state = send(initialSimulatorState, ...many);
    expect(state.sent).toHaveLength(LOG_LIMIT);
    expect(state.sent[0]?.item).toEqual({
      type: 'OutgoingActiveCallKey',
      connectionId: `k${LOG_LIMIT + 2}`,
    });
    expect(new Set(state.sent.map((entry) => entry.seq)).size).toBe(LOG_LIMIT);
  });
});
