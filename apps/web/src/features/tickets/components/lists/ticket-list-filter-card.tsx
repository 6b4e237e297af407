import { DATE_INPUT_FORMATS } from '@ccms/contract/constants';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@ccms/contract/tickets-statuses';
import {
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  type GetProps,
  Input,
  Row,
  Select,
} from 'antd';
import dayjs from 'dayjs';
import { FilterCardButtons } from '../../../../components/filter-card-buttons';
import { UserSelect } from '../../../../components/user-select';
import { NameAutoComplete, type NameSuggestions } from './name-auto-complete';
import {
  CLEARED_FORM_VALUES,
  fromFormValues,
  type TicketListFormValues,
  toFormValues,
} from './ticket-list-form-values';
import {
  DATE_SHORTCUTS,
  dateShortcutRange,
  type TicketListFilters,
  type TicketStatusFilter,
} from './ticket-list-query';
import { TicketListSelectFields } from './ticket-list-select-fields';
import {
  useCallWrapUpNameSuggestions,
  useSourceNameSuggestions,
  useStoreNameSuggestions,
} from './ticket-list-suggestions';

const COLUMN = { xs: 24, sm: 12, lg: 6, xxl: 4 } as const;
const STATUS_ORDER: TicketStatus[] = [1, 5, 2, 3, 4];
const STATUS_OPTIONS: { value: TicketStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'open', label: 'Açık' },
  ...STATUS_ORDER.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] })),
];

function shortcutDays(days: number): [dayjs.Dayjs, dayjs.Dayjs] {
  const range = dateShortcutRange(days, new Date());
  return [dayjs(range.from), dayjs(range.to)];
}

const RANGE_PRESETS = DATE_SHORTCUTS.map((shortcut) => ({
  label: shortcut.label,
  // A function, so that the range is counted back from the day it is picked.
  value: () => shortcutDays(shortcut.days),
}));

/** Plain text filters, sent as typed. */
const TEXT_FIELDS = [
  { name: 'orderTicketNumber', label: 'Sipariş No', testId: 'ticket-list-filter-order-no' },
  { name: 'customerFirstName', label: 'Müşteri Adı', testId: 'ticket-list-filter-first-name' },
  { name: 'customerLastName', label: 'Müşteri Soyadı', testId: 'ticket-list-filter-last-name' },
] as const;

/** Text filters that suggest names from the server as the user types. */
const NAME_FIELDS: readonly {
  name: keyof TicketListFormValues;
  label: string;
  useSuggestions: NameSuggestions;
  testId: string;
}[] = [
  {
    name: 'storeFullName',
    label: 'Mağaza',
    useSuggestions: useStoreNameSuggestions,
    testId: 'ticket-list-filter-store',
  },
  {
    name: 'sourceName',
    label: 'Kaynak',
    useSuggestions: useSourceNameSuggestions,
    testId: 'ticket-list-filter-source',
  },
  {
    name: 'solutionUnitName',
    label: 'Çözüm Birimi',
    useSuggestions: useStoreNameSuggestions,
    testId: 'ticket-list-filter-solution-unit',
  },
  {
    name: 'callWrapUpName',
    label: 'Çağrı Sonucu',
    useSuggestions: useCallWrapUpNameSuggestions,
    testId: 'ticket-list-filter-wrap-up',
  },
];

/** From one day to another, either end left open; the date shortcuts as presets. */
function DayRangePicker(props: GetProps<typeof DatePicker.RangePicker>) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={DATE_INPUT_FORMATS}
      presets={RANGE_PRESETS}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

const digitsOnly = (value: string | undefined) => value?.replace(/\D/g, '');

type Props = {
  /** The applied filters the card starts from (restored from the browser's storage). */
  initialFilters: TicketListFilters;
  onSearch: (filters: TicketListFilters) => void;
  isSearching: boolean;
};

/**
 * The filter card of both ticket lists (docs/domain.md §12 Filter card). Enter in a text field or
 * 'Filtrele' applies the filters; a date shortcut applies them at once; 'Temizle' empties and
 * applies.
 */
export function TicketListFilterCard({ initialFilters, onSearch, isSearching }: Props) {
  const [form] = Form.useForm<TicketListFormValues>();

  const apply = (values: TicketListFormValues) => onSearch(fromFormValues(values));

  const clear = () => {
    form.setFieldsValue(CLEARED_FORM_VALUES);
    apply(CLEARED_FORM_VALUES);
  };

  const applyShortcut = (days: number) => {
    form.setFieldsValue({ createdRange: shortcutDays(days) });
    form.submit();
  };

  // A new type empties category and sub-category; a new category empties the sub-category.
  const onValuesChange = (changed: Partial<TicketListFormValues>) => {
    if ('typeId' in changed)
      form.setFieldsValue({ categoryId: undefined, subCategoryId: undefined });
    if ('categoryId' in changed) form.setFieldsValue({ subCategoryId: undefined });
  };

  return (
    <Card size="small">
      <Form<TicketListFormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...CLEARED_FORM_VALUES, ...toFormValues(initialFilters) }}
        onFinish={apply}
        onValuesChange={onValuesChange}
        aria-label="Bilet filtreleri"
      >
        <Row gutter={16}>
          <Col {...COLUMN}>
            <Form.Item name="ticketNo" label="Bilet No" normalize={digitsOnly}>
              <Input
                allowClear
                maxLength={12}
                inputMode="numeric"
                data-testid="ticket-list-filter-ticket-no"
              />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Form.Item name="status" label="Durum">
              <Select options={STATUS_OPTIONS} data-testid="ticket-list-filter-status" />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Form.Item name="customerPhoneNumber" label="Müşteri Telefonu" normalize={digitsOnly}>
              <Input
                allowClear
                maxLength={11}
                inputMode="tel"
                placeholder="05xxxxxxx"
                data-testid="ticket-list-filter-phone"
              />
            </Form.Item>
          </Col>
          {TEXT_FIELDS.map((field) => (
            <Col key={field.name} {...COLUMN}>
              <Form.Item name={field.name} label={field.label}>
                <Input allowClear maxLength={100} data-testid={field.testId} />
              </Form.Item>
            </Col>
          ))}
          {NAME_FIELDS.map((field) => (
            <Col key={field.name} {...COLUMN}>
              <Form.Item name={field.name} label={field.label}>
                <NameAutoComplete
                  useSuggestions={field.useSuggestions}
                  data-testid={field.testId}
                />
              </Form.Item>
            </Col>
          ))}
          <Col {...COLUMN}>
            <Form.Item name="creatorUser" label="Oluşturan">
              <UserSelect data-testid="ticket-list-filter-creator" />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Form.Item name="closedUser" label="Kapatan">
              <UserSelect data-testid="ticket-list-filter-closer" />
            </Form.Item>
          </Col>
          <TicketListSelectFields />
          <Col xs={24} lg={12} xxl={8}>
            <Form.Item label="Oluşturma Tarihi" htmlFor="createdRange" style={{ marginBottom: 8 }}>
              <Flex vertical gap={8}>
                <Form.Item name="createdRange" noStyle>
                  <DayRangePicker />
                </Form.Item>
                <Flex gap={8} wrap>
                  {DATE_SHORTCUTS.map((shortcut) => (
                    <Button
                      key={shortcut.days}
                      size="small"
                      onClick={() => applyShortcut(shortcut.days)}
                      data-testid={`ticket-list-shortcut-${shortcut.days}`}
                    >
                      {shortcut.label}
                    </Button>
                  ))}
                </Flex>
              </Flex>
            </Form.Item>
          </Col>
          <Col xs={24} lg={12} xxl={8}>
            <Form.Item name="closedRange" label="Kapanış Tarihi">
              <DayRangePicker />
            </Form.Item>
          </Col>
        </Row>
        <Flex wrap gap={16} align="center" justify="space-between">
          <Flex wrap gap={16}>
            <Form.Item name="isFromComplaint" valuePropName="checked" noStyle>
              <Checkbox data-testid="ticket-list-filter-from-complaint">Şikayetten</Checkbox>
            </Form.Item>
            <Form.Item name="isAllTickets" valuePropName="checked" noStyle>
              <Checkbox data-testid="ticket-list-filter-all-tickets">Tüm biletler</Checkbox>
            </Form.Item>
            <Form.Item name="isEditedTickets" valuePropName="checked" noStyle>
              <Checkbox data-testid="ticket-list-filter-edited">Düzenlenen biletler</Checkbox>
            </Form.Item>
            <Form.Item name="hasDiscountCode" valuePropName="checked" noStyle>
              <Checkbox data-testid="ticket-list-filter-discount">İndirim kodu olanlar</Checkbox>
            </Form.Item>
          </Flex>
          <FilterCardButtons
            clearLabel="Temizle"
            onClear={clear}
            isSearching={isSearching}
            testIdPrefix="ticket-list-filter"
          />
        </Flex>
      </Form>
    </Card>
  );
}
