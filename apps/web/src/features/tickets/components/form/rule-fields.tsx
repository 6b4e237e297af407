import type { RuleField } from '@ccms/contract/hierarchy';
import { DEVICE_OS, DEVICES } from '@ccms/contract/tickets-form/schemas';
import { Col, Form, type FormItemProps, Input, Row, Select } from 'antd';
import { useCampaigns } from '../../api/form/get-campaigns';
import { useCargoCompanies } from '../../api/form/get-cargo-companies';
import { useDeliveryTypes } from '../../api/form/get-delivery-types';
import { useOrderCancellingContents } from '../../api/form/get-order-cancelling-contents';
import { useProblems } from '../../api/form/get-problems';
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

type Option = { value: string; label: string };

/** One cell of the rule fields: a select of a look-up, or a text box. */
type RuleCell = {
  shown: boolean;
  name: FormItemProps['name'];
  label: string;
  required: boolean;
  testId: string;
} & (
  | { options: Option[]; placeholder: string; loading?: boolean; searchable?: boolean }
  | { maxLength: number }
);

/** A look-up's rows as options (none while it loads). */
function optionsOf<T extends { id: string }>(
  rows: readonly T[] | undefined,
  label: (row: T) => string,
) {
  return (rows ?? []).map((row) => ({ value: row.id, label: label(row) }));
}

function RuleCellField({ cell, disabled }: { cell: RuleCell; disabled: boolean }) {
  return (
    <Form.Item name={cell.name} label={cell.label} required={cell.required}>
      {'options' in cell ? (
        <Select
          options={cell.options}
          allowClear
          showSearch={cell.searchable ? searchable : undefined}
          loading={cell.loading}
          placeholder={cell.placeholder}
          disabled={disabled}
          data-testid={cell.testId}
        />
      ) : (
        <Input maxLength={cell.maxLength} disabled={disabled} data-testid={cell.testId} />
      )}
    </Form.Item>
  );
}

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

  const cells: RuleCell[] = [
    {
      shown: layout.device,
      name: 'device',
      label: 'Cihaz',
      required: mandatory.has('Device'),
      options: DEVICE_OPTIONS,
      placeholder: 'Cihaz seçiniz',
      testId: 'ticket-device',
    },
    {
      shown: layout.deviceOs,
      name: 'deviceOs',
      label: 'İşletim Sistemi',
      required: true,
      options: OS_OPTIONS,
      placeholder: 'İşletim sistemi seçiniz',
      testId: 'ticket-device-os',
    },
    {
      shown: layout.problem,
      name: 'problemId',
      label: 'Problem',
      required: mandatory.has('Problem'),
      options: optionsOf(problems.data, (row) => row.problemContent),
      searchable: true,
      loading: problems.isPending,
      placeholder: 'Problem seçiniz',
      testId: 'ticket-problem',
    },
    {
      shown: layout.cargoCompany,
      name: 'cargoCompanyId',
      label: 'Kargo Şirketi',
      required: mandatory.has('CargoCompany'),
      options: optionsOf(cargoCompanies.data, (row) => row.companyName),
      searchable: true,
      loading: cargoCompanies.isPending,
      placeholder: 'Kargo şirketi seçiniz',
      testId: 'ticket-cargo-company',
    },
    {
      shown: layout.deliveryType,
      name: 'deliveryTypeId',
      label: 'Teslimat Türü',
      required: mandatory.has('DeliveryType'),
      options: optionsOf(deliveryTypes.data, (row) => row.name),
      loading: deliveryTypes.isPending,
      placeholder: 'Teslimat türü seçiniz',
      testId: 'ticket-delivery-type',
    },
    {
      shown: layout.order,
      name: ['order', 'orderNumber'],
      label: 'Sipariş Numarası',
      required: mandatory.has('Order'),
      maxLength: 100,
      testId: 'ticket-order-number',
    },
    {
      shown: layout.orderCancelling,
      name: ['order', 'orderCancellingId'],
      label: 'Sipariş İptal Sebebi',
      required: mandatory.has('OrderCancelling'),
      options: optionsOf(cancellingReasons.data, (row) => row.description),
      loading: cancellingReasons.isPending,
      placeholder: 'İptal sebebi seçiniz',
      testId: 'ticket-order-cancelling',
    },
    {
      shown: layout.campaign,
      name: ['campaign', 'campaignId'],
      label: 'Kampanya',
      required: mandatory.has('Campaign'),
      options: optionsOf(campaigns.data?.items, (row) => row.name),
      searchable: true,
      loading: campaigns.isPending,
      placeholder: 'Kampanya seçiniz',
      testId: 'ticket-campaign',
    },
    {
      shown: layout.contract,
      name: ['campaign', 'contract'],
      label: 'Anlaşmalı Şirket Adı',
      required: true,
      maxLength: 200,
      testId: 'ticket-campaign-contract',
    },
  ];

  const shown = cells.filter((cell) => cell.shown);
  if (shown.length === 0) return null;
  return (
    <Row gutter={16} data-testid="ticket-rule-fields">
      {shown.map((cell) => (
        <Col key={cell.testId} xs={24} md={12}>
          <RuleCellField cell={cell} disabled={disabled} />
        </Col>
      ))}
    </Row>
  );
}
