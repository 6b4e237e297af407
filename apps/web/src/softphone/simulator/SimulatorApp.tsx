import type { ClickToCall, SoftphoneEvent } from '@ccms/contract/softphone';
import { Alert, Flex, Typography } from 'antd';
import { useCallback, useReducer, useState } from 'react';
import { CallControls } from './CallControls';
import { StatusLine } from './StatusLine';
import {
  buildAnswer,
  buildHangup,
  buildIncomingCall,
  buildOutgoingActiveCallKey,
  buildRegistered,
  buildReject,
  buildStatus,
  DEFAULT_PHONE_NUMBER,
  newConnectionId,
  type SoftphoneStatus,
} from './simulator-messages';
import { availableActions, initialSimulatorState, simulatorReducer } from './simulator-state';
import { TimedLog } from './TimedLog';
import { useParentWindow } from './use-parent-window';

/** The built-in stand-in for the softphone, shown in the shell's frame without SOFTPHONE_URL. */
export function SimulatorApp() {
  const [state, dispatch] = useReducer(simulatorReducer, initialSimulatorState);
  const [phone, setPhone] = useState(DEFAULT_PHONE_NUMBER);
  const [status, setStatus] = useState<SoftphoneStatus>('notanswering');

  const onClickToCall = useCallback(
    (request: ClickToCall) => dispatch({ type: 'clickToCall', request, at: new Date() }),
    [],
  );
  const parent = useParentWindow(onClickToCall);

  const send = (message: SoftphoneEvent) => {
    parent.post(message);
    dispatch({ type: 'sent', message, at: new Date() });
  };

  const sendIncoming = () => {
    const built = buildIncomingCall(phone, newConnectionId());
    if (built.ok) send(built.message);
  };

  return (
    <Flex vertical gap={8} style={{ padding: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Softphone Simülatörü
      </Typography.Title>
      {!parent.embedded && (
        <Alert
          type="info"
          showIcon
          title="Sayfa bir çerçevede açılmadı; mesajlar bu pencereye gider."
        />
      )}
      <StatusLine state={state} />
      <CallControls
        actions={availableActions(state)}
        phone={phone}
        onPhoneChange={setPhone}
        status={status}
        onStatusChange={setStatus}
        onRegister={() => send(buildRegistered())}
        onIncoming={sendIncoming}
        onAnswer={() => send(buildAnswer(state.connectionId))}
        onReject={() => send(buildReject(newConnectionId()))}
        onStatus={() => send(buildStatus(status, state.connectionId ?? newConnectionId()))}
        onHangup={() => send(buildHangup(state.connectionId))}
        onOutgoingKey={() => send(buildOutgoingActiveCallKey(newConnectionId()))}
      />
      <TimedLog
        title="Tıkla-Ara İstekleri"
        entries={state.clickToCalls}
        render={(request) => request.phoneNumber}
        emptyText="Henüz istek yok."
        testId="sim-click-to-call-log"
      />
      <TimedLog
        title="Gönderilen Mesajlar"
        entries={state.sent}
        render={(message) => JSON.stringify(message)}
        emptyText="Henüz mesaj gönderilmedi."
        testId="sim-sent-log"
      />
    </Flex>
  );
}
