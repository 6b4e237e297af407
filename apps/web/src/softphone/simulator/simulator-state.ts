/**
 * The simulator's own view of the line, changed by what it sends and by click-to-call
 * requests from the shell. Pure: the page dispatches, tests call the reducer directly.
 */
import type { ClickToCall, SoftphoneEvent } from '@ccms/contract/softphone';

export type Call =
  | { kind: 'incoming'; phoneNumber: string }
  | { kind: 'talking'; phoneNumber: string }
  | { kind: 'dialing'; phoneNumber: string };

export type LogEntry<T> = { seq: number; at: Date; item: T };

export type SimulatorState = {
  registered: boolean;
  connectionId: string | null;
  call: Call | null;
  /** Newest first, at most LOG_LIMIT. */
  sent: LogEntry<SoftphoneEvent>[];
  /** Newest first, at most LOG_LIMIT. */
  clickToCalls: LogEntry<ClickToCall>[];
  seq: number;
};

export type SimulatorAction =
  | { type: 'sent'; message: SoftphoneEvent; at: Date }
  | { type: 'clickToCall'; request: ClickToCall; at: Date };

export const LOG_LIMIT = 10;

export const initialSimulatorState: SimulatorState = {
  registered: false,
  connectionId: null,
  call: null,
  sent: [],
  clickToCalls: [],
  seq: 0,
};

function prepend<T>(log: LogEntry<T>[], entry: LogEntry<T>): LogEntry<T>[] {
  return [entry, ...log].slice(0, LOG_LIMIT);
}

/** How the line changes once a message went out. */
function applySent(state: SimulatorState, message: SoftphoneEvent): SimulatorState {
  switch (message.type) {
    case 'Registered':
      return { ...state, registered: true };
    case 'IncomingCall':
      return {
        ...state,
        connectionId: message.connectionId,
        call: { kind: 'incoming', phoneNumber: message.phoneNumber },
      };
    case 'Answer': {
      const call = state.call && { kind: 'talking' as const, phoneNumber: state.call.phoneNumber };
      return { ...state, connectionId: message.connectionId ?? state.connectionId, call };
    }
    case 'Reject':
      return { ...state, connectionId: message.connectionId, call: null };
    case 'Hangup':
      return { ...state, call: null };
    case 'OutgoingActiveCallKey':
      return { ...state, connectionId: message.connectionId };
    case 'Status': {
      const connectionId = message.connectionId ?? state.connectionId;
      if (message.status === 'notanswering' || message.status === 'idle') {
        return { ...state, connectionId, call: null };
      }
      if (message.status === 'talking' && state.call) {
        return { ...state, connectionId, call: { ...state.call, kind: 'talking' } };
      }
      return { ...state, connectionId };
    }
  }
}

export function simulatorReducer(state: SimulatorState, action: SimulatorAction): SimulatorState {
  const seq = state.seq + 1;
  switch (action.type) {
    case 'sent':
      return {
        ...applySent(state, action.message),
        sent: prepend(state.sent, { seq, at: action.at, item: action.message }),
        seq,
      };
    case 'clickToCall':
      return {
        ...state,
        call: { kind: 'dialing', phoneNumber: action.request.phoneNumber },
        clickToCalls: prepend(state.clickToCalls, { seq, at: action.at, item: action.request }),
        seq,
      };
  }
}

export type SimulatorActions = {
  register: boolean;
  incoming: boolean;
  answer: boolean;
  reject: boolean;
  status: boolean;
  hangup: boolean;
  outgoingKey: boolean;
};

/** Which buttons make sense now: nothing but registering before registration, and call
 * controls only with a call (answer a ringing or dialled call, reject a ringing one). */
export function availableActions(state: SimulatorState): SimulatorActions {
  const { registered, call } = state;
  return {
    register: !registered,
    incoming: registered && call === null,
    answer: registered && (call?.kind === 'incoming' || call?.kind === 'dialing'),
    reject: registered && call?.kind === 'incoming',
    status: registered,
    hangup: call !== null,
    outgoingKey: registered,
  };
}

export function describeCall(call: Call | null): string {
  if (!call) return 'Boşta';
  switch (call.kind) {
    case 'incoming':
      return `Gelen arama: ${call.phoneNumber}`;
    case 'talking':
      return `Görüşmede: ${call.phoneNumber}`;
    case 'dialing':
      return `Aranıyor: ${call.phoneNumber}`;
  }
}
