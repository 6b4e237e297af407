import type { RuleField } from '@ccms/contract/hierarchy';
import { DEVICE_OS, DEVICES } from '@ccms/contract/tickets-form/schemas';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useCampaigns } from '../../api/get-campaigns';
import { useCargoCompanies } from '../../api/get-cargo-companies';
import { useDeliveryTypes } from '../../api/get-delivery-types';
import { useOrderCancellingContents } from '../../api/get-order-cancelling-contents';
import { useProblems } from '../../api/get-problems';
import type { TicketFormLayout } from './ticket-form-layout';

type Props = {
  layout: TicketFormLayout;
  mandatory: ReadonlySet<RuleField>;
  isOnlineShop: boolean;
  disabled: boolean;
};

const searchable = { optionFilterProp: 'label' } as const;
const DEVICE_OPTIONS = DEVICES.map((device) => ({ value: device, label: device }));
const OS_OPTIONS = DEVICE_OS.map((os) => ({ value: os, label: os }));

/**
 * The fields a rule set shows (docs/domain.md §10 Rules of a rule set): device and
 * OS, problem, cargo company, delivery type, order, order-cancelling reason and campaign, with
 * the contract company for a campaign that needs one. Each list is asked for only when shown.
 */
export function RuleFields({ layout, mandatory, isOnlineShop, disabled }: Props) {
  const problems = useProblems(layout.problem);
  const cargoCompanies = useCargoCompanies(layout.cargoCompany);
  const deliveryTypes = useDeliveryTypes(layout.deliveryType);
  const cancellingReasons = useOrderCancellingContents(layout.orderCancelling);
  const campaigns = useCampaigns(isOnlineShop, layout.campaign);

  const cells: { key: string; node: ReactNode }[] = [];
  if (layout.device) {
    cells.push({
      key: 'device',
      node: (
        <Form.Item name="device" label="Cihaz" required={mandatory.has('Device')}>
          <Select
            options={DEVICE_OPTIONS}
            allowClear
            placeholder="Cihaz seçiniz"
            disabled={disabled}
            data-testid="ticket-device"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.deviceOs) {
    cells.push({
      key: 'deviceOs',
      node: (
        <Form.Item name="deviceOs" label="İşletim Sistemi" required>
          <Select
            options={OS_OPTIONS}
            allowClear
            placeholder="İşletim sistemi seçiniz"
            disabled={disabled}
            data-testid="ticket-device-os"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.problem) {
    cells.push({
      key: 'problem',
      node: (
        <Form.Item name="problemId" label="Problem" required={mandatory.has('Problem')}>
          <Select
            options={(problems.data ?? []).map((row) => ({
              value: row.id,
              label: row.problemContent,
            }))}
            allowClear
            showSearch={searchable}
            loading={problems.isPending}
            placeholder="Problem seçiniz"
            disabled={disabled}
            data-testid="ticket-problem"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.cargoCompany) {
    cells.push({
      key: 'cargo',
      node: (
        <Form.Item
          name="cargoCompanyId"
          label="Kargo Şirketi"
          required={mandatory.has('CargoCompany')}
        >
          <Select
            options={(cargoCompanies.data ?? []).map((row) => ({
              value: row.id,
              label: row.companyName,
            }))}
            allowClear
            showSearch={searchable}
            loading={cargoCompanies.isPending}
            placeholder="Kargo şirketi seçiniz"
            disabled={disabled}
            data-testid="ticket-cargo-company"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.deliveryType) {
    cells.push({
      key: 'delivery',
      node: (
        <Form.Item
          name="deliveryTypeId"
          label="Teslimat Türü"
          required={mandatory.has('DeliveryType')}
        >
          <Select
            options={(deliveryTypes.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            allowClear
            loading={deliveryTypes.isPending}
            placeholder="Teslimat türü seçiniz"
            disabled={disabled}
            data-testid="ticket-delivery-type"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.order) {
    cells.push({
      key: 'orderNumber',
      node: (
        <Form.Item
          name={['order', 'orderNumber']}
          label="Sipariş Numarası"
          required={mandatory.has('Order')}
        >
          <Input maxLength={100} disabled={disabled} data-testid="ticket-order-number" />
        </Form.Item>
      ),
    });
  }
  if (layout.orderCancelling) {
    cells.push({
      key: 'orderCancelling',
      node: (
        <Form.Item
          name={['order', 'orderCancellingId']}
          label="Sipariş İptal Sebebi"
          required={mandatory.has('OrderCancelling')}
        >
          <Select
            options={(cancellingReasons.data ?? []).map((row) => ({
              value: row.id,
              label: row.description,
            }))}
            allowClear
            loading={cancellingReasons.isPending}
            placeholder="İptal sebebi seçiniz"
            disabled={disabled}
            data-testid="ticket-order-cancelling"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.campaign) {
    cells.push({
      key: 'campaign',
      node: (
        <Form.Item
          name={['campaign', 'campaignId']}
          label="Kampanya"
          required={mandatory.has('Campaign')}
        >
          <Select
            options={(campaigns.data?.items ?? []).map((row) => ({
              value: row.id,
              label: row.name,
            }))}
            allowClear
            showSearch={searchable}
            loading={campaigns.isPending}
            placeholder="Kampanya seçiniz"
            disabled={disabled}
            data-testid="ticket-campaign"
          />
        </Form.Item>
      ),
    });
  }
  if (layout.contract) {
    cells.push({
      key: 'contract',
      node: (
        <Form.Item name={['campaign', 'contract']} label="Anlaşmalı Şirket Adı" required>
          <Input maxLength={200} disabled={disabled} data-testid="ticket-campaign-contract" />
        </Form.Item>
      ),
    });
  }

  if (cells.length === 0) return null;
  return (
    <Row gutter={16} data-testid="ticket-rule-fields">
      {cells.map((cell) => (
        <Col key={cell.key} xs={24} md={12}>
          {cell.node}
        </Col>
      ))}
    </Row>
  );
}
