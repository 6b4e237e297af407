import { SOFTPHONE_STATUSES } from '@ccms/contract/softphone';
import { Button, Flex, Input, Select, Typography } from 'antd';
import {
  checkPhoneInput,
  PHONE_MAX_LENGTH,
  type SoftphoneStatus,
  sanitizePhoneInput,
} from './simulator-messages';
import type { SimulatorActions } from './simulator-state';

type Props = {
  actions: SimulatorActions;
  phone: string;
  onPhoneChange: (phone: string) => void;
  status: SoftphoneStatus;
  onStatusChange: (status: SoftphoneStatus) => void;
  onRegister: () => void;
  onIncoming: () => void;
  onAnswer: () => void;
  onReject: () => void;
  onStatus: () => void;
  onHangup: () => void;
  onOutgoingKey: () => void;
};

const statusOptions = SOFTPHONE_STATUSES.map((status) => ({ value: status, label: status }));

/** One button per protocol message, each enabled only when it makes sense. */
export function CallControls(props: Props) {
  const { actions, phone } = props;
  const phoneCheck = checkPhoneInput(phone);
  return (
    <Flex vertical gap={6}>
      <Button
        block
        type="primary"
        disabled={!actions.register}
        onClick={props.onRegister}
        data-testid="sim-register"
      >
        Kayıt Ol
      </Button>
      <Flex gap={4}>
        <Input
          aria-label="Arayan numara"
          inputMode="numeric"
          maxLength={PHONE_MAX_LENGTH}
          value={phone}
          status={phoneCheck.ok ? undefined : 'error'}
          onChange={(event) => props.onPhoneChange(sanitizePhoneInput(event.target.value))}
          data-testid="sim-phone"
        />
        <Button
          disabled={!actions.incoming || !phoneCheck.ok}
          onClick={props.onIncoming}
          data-testid="sim-incoming"
        >
          Gelen Arama
        </Button>
      </Flex>
      {!phoneCheck.ok && (
        <Typography.Text type="danger" style={{ fontSize: 11 }}>
          {phoneCheck.error}
        </Typography.Text>
      )}
      <Flex gap={4}>
        <Button block disabled={!actions.answer} onClick={props.onAnswer} data-testid="sim-answer">
          Cevapla
        </Button>
        <Button
          block
          danger
          disabled={!actions.reject}
          onClick={props.onReject}
          data-testid="sim-reject"
        >
          Reddet
        </Button>
        <Button
          block
          danger
          disabled={!actions.hangup}
          onClick={props.onHangup}
          data-testid="sim-hangup"
        >
          Kapat
        </Button>
      </Flex>
      <Flex gap={4}>
        <Select
          aria-label="Durum"
          style={{ flex: 1 }}
          options={statusOptions}
          value={props.status}
          onChange={props.onStatusChange}
          data-testid="sim-status-select"
        />
        <Button disabled={!actions.status} onClick={props.onStatus} data-testid="sim-status">
          Durum Gönder
        </Button>
      </Flex>
      <Button
        block
        disabled={!actions.outgoingKey}
        onClick={props.onOutgoingKey}
        data-testid="sim-outgoing-key"
      >
        Dış Arama Anahtarı
      </Button>
    </Flex>
  );
}
