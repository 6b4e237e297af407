import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@ccms/contract/tickets-statuses';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { FilterCardButtons } from '../../../../components/filter-card-buttons';
import { UserSelect } from '../../../../components/user-select';
import type { CurrentUser } from '../../../../lib/current-user';
import { NameAutoComplete, type NameSuggestions } from './name-auto-complete';
import {
  activeTicketListFilterFields,
  type TicketListFilterField,
} from './ticket-list-active-filters';
import { shortcutDays, TicketListDateFields } from './ticket-list-date-fields';
import { useFilterCardOpen } from './ticket-list-filter-fold';
import { TicketListFlagFields } from './ticket-list-flag-fields';
import {
  CLEARED_FORM_VALUES,
  fromFormValues,
  type TicketListFormValues,
  toFormValues,
} from './ticket-list-form-values';
import type { TicketListFilters, TicketListKind, TicketStatusFilter } from './ticket-list-query';
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

/** The quick look-ups a folded card always offers; the other fields only while in use. */
const ALWAYS_SHOWN: ReadonlySet<TicketListFilterField> = new Set([
  'ticketNo',
  'status',
  'customerPhoneNumber',
]);

const HIDDEN = { display: 'none' } as const;

const digitsOnly = (value: string | undefined) => value?.replace(/\D/g, '');

type Props = {
  kind: TicketListKind;
  /** The applied filters the card starts from (restored from the browser's storage). */
  initialFilters: TicketListFilters;
  /** The filters in force: a folded card shows and counts their fields. */
  appliedFilters: TicketListFilters;
  onSearch: (filters: TicketListFilters) => void;
  isSearching: boolean;
  /** 'Oluşturduklarım': the creator is the user, not the card's choice. */
  fixedCreator?: CurrentUser | null;
};

/**
 * The filter card of both ticket lists (docs/domain.md §12 Filter card). Enter in a text field or
 * 'Filtrele' applies the filters; a date shortcut applies them at once; 'Temizle' empties and
 * applies. Folded (the default, remembered per list) it shows the quick look-ups and the fields
 * in use, so the first rows stay on the first screen; 'Tüm filtreler' shows every field.
 */
export function TicketListFilterCard(props: Props) {
  const { kind, initialFilters, appliedFilters, onSearch, isSearching, fixedCreator } = props;
  const [form] = Form.useForm<TicketListFormValues>();
  const [isOpen, setIsOpen] = useFilterCardOpen(kind);
  const inUse = activeTicketListFilterFields(appliedFilters);
  const isShown = (field: TicketListFilterField) =>
    isOpen || ALWAYS_SHOWN.has(field) || inUse.has(field);
  const colStyle = (field: TicketListFilterField) => (isShown(field) ? undefined : HIDDEN);

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
        <Row gutter={16} id={`ticket-list-filter-fields-${kind}`}>
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
            <Col key={field.name} {...COLUMN} style={colStyle(field.name)}>
              <Form.Item name={field.name} label={field.label}>
                <Input allowClear maxLength={100} data-testid={field.testId} />
              </Form.Item>
            </Col>
          ))}
          {NAME_FIELDS.map((field) => (
            <Col key={field.name} {...COLUMN} style={colStyle(field.name)}>
              <Form.Item name={field.name} label={field.label}>
                <NameAutoComplete
                  useSuggestions={field.useSuggestions}
                  data-testid={field.testId}
                />
              </Form.Item>
            </Col>
          ))}
          {fixedCreator ? (
            <Col {...COLUMN}>
              <Form.Item label="Oluşturan" htmlFor="fixedCreator" extra="Oluşturduklarım seçili">
                <Input
                  id="fixedCreator"
                  value={fixedCreator.displayName}
                  disabled
                  data-testid="ticket-list-filter-creator-fixed"
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col {...COLUMN} style={fixedCreator ? HIDDEN : colStyle('creatorUser')}>
            <Form.Item name="creatorUser" label="Oluşturan">
              <UserSelect data-testid="ticket-list-filter-creator" />
            </Form.Item>
          </Col>
          <Col {...COLUMN} style={colStyle('closedUser')}>
            <Form.Item name="closedUser" label="Kapatan">
              <UserSelect data-testid="ticket-list-filter-closer" />
            </Form.Item>
          </Col>
          <TicketListSelectFields isShown={isShown} />
          <TicketListDateFields isShown={isShown} onShortcut={applyShortcut} />
        </Row>
        <Flex wrap gap={16} align="center" justify="space-between">
          <TicketListFlagFields isShown={isShown} />
          <Flex wrap gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
            {inUse.size > 0 && (
              <Typography.Text type="secondary" data-testid="ticket-list-filter-count">
                {inUse.size} etkin filtre
              </Typography.Text>
            )}
            <Button
              type="link"
              icon={isOpen ? <UpOutlined /> : <DownOutlined />}
              aria-expanded={isOpen}
              aria-controls={`ticket-list-filter-fields-${kind}`}
              onClick={() => setIsOpen(!isOpen)}
              data-testid="ticket-list-filter-toggle"
            >
              {isOpen ? 'Daha az filtre' : 'Tüm filtreler'}
            </Button>
            <FilterCardButtons
              clearLabel="Temizle"
              onClear={clear}
              isSearching={isSearching}
              testIdPrefix="ticket-list-filter"
            />
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
