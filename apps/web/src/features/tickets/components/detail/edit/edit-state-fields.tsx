import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { TICKET_EDIT_STATE_MESSAGES as M } from '@ccms/contract/tickets-edit-state';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { Col, Form, Row, Select } from 'antd';
import { useCustomerVoices } from '../../../api/form/get-customer-voices';
import { NamedLookupSelect } from '../../form/named-lookup-select';
import { type EditStateModel, withOwnRow } from './use-edit-state';

type Props = {
  ticket: Pick<TTicketDetail, 'status' | 'customerVoiceId' | 'customerVoiceName'>;
  model: EditStateModel;
  disabled: boolean;
};

/**
 * The status part of 'Bileti Düzenle' (docs/domain.md §13.3 Status): status, sub-status, call
 * result and customer voice, filled with the ticket's state. A change is saved as an activity;
 * without the activity right the fields show the state and say why they cannot change it.
 */
export function EditStateFields({ ticket, model, disabled }: Props) {
  const voices = useCustomerVoices(model.shown.customerVoice);
  const ownVoice = ticket.customerVoiceId
    ? { id: ticket.customerVoiceId, name: ticket.customerVoiceName ?? '' }
    : null;
  const isLocked = disabled || !model.canChangeState;
  const statusHelp = !model.canChangeState
    ? M.stateChangeNeedsActivityRight
    : ticket.status !== TICKET_STATUS.forwarded
      ? M.forwardNeedsActivity
      : undefined;
  return (
    <Row gutter={16} data-testid="ticket-edit-state">
      <Col xs={24} md={12}>
        <Form.Item name="status" label="Durum" required extra={statusHelp}>
          <Select
            options={model.statusChoices}
            placeholder="Durum seçiniz"
            allowClear
            disabled={isLocked}
            data-testid="ticket-edit-status"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="subStatus" label="Alt Durum" required>
          <Select
            options={model.subStatusChoices}
            placeholder="Alt durum seçiniz"
            allowClear
            disabled={isLocked}
            data-testid="ticket-edit-sub-status"
          />
        </Form.Item>
      </Col>
      {model.shown.callWrapUp && (
        <Col xs={24} md={12}>
          <Form.Item
            name="callWrapUpId"
            label="Çağrı Sonucu"
            required
            help={model.wrapUps.isError ? 'Çağrı sonuçları alınamadı.' : undefined}
          >
            <NamedLookupSelect
              lookup={model.wrapUps}
              placeholder="Çağrı sonucu seçiniz"
              disabled={isLocked || !model.canChooseWrapUp}
              data-testid="ticket-edit-call-wrap-up"
            />
          </Form.Item>
        </Col>
      )}
      {model.shown.customerVoice && (
        <Col xs={24} md={12}>
          <Form.Item name="customerVoiceId" label="Müşteri Sesi" required>
            <NamedLookupSelect
              lookup={{ ...voices, data: withOwnRow(voices.data, ownVoice) }}
              placeholder="Müşteri sesi seçiniz"
              disabled={isLocked}
              data-testid="ticket-edit-customer-voice"
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
