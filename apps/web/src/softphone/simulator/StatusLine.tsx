import { Flex, Tag, Typography } from 'antd';
import { describeCall, type SimulatorState } from './simulator-state';

type Props = { state: SimulatorState };

/** Registration, current connection id and call state, one short line each. */
export function StatusLine({ state }: Props) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center" wrap>
        <Tag color={state.registered ? 'green' : 'default'} data-testid="sim-registered">
          {state.registered ? 'Kayıtlı' : 'Kayıtlı değil'}
        </Tag>
        <Typography.Text strong data-testid="sim-call-state">
          {describeCall(state.call)}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Bağlantı:{' '}
        <Typography.Text
          code
          copyable={state.connectionId ? { text: state.connectionId } : false}
          style={{ fontSize: 11 }}
          data-testid="sim-connection-id"
        >
          {state.connectionId ?? '—'}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
