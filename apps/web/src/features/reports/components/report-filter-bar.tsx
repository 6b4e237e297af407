import { DATE_INPUT_FORMATS } from '@ccms/contract/constants';
import { REPORT_DIMENSION_LABELS, type ReportDimension } from '@ccms/contract/report-links';
import type { TReportOptions } from '@ccms/contract/reports';
import { Button, Card, Col, DatePicker, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import type { ReportLookups } from './report-lookups';
import { isValidPeriod, PERIOD_PRESETS, type PeriodPreset } from './report-period';
import type { ReportFormState } from './report-url-state';

const COLUMN = { xs: 24, sm: 12, lg: 6 } as const;

type FormValues = Omit<ReportFormState, 'from' | 'to'> & { range?: [Dayjs, Dayjs] | null };

type FilterSelectProps = {
  name: ReportDimension;
  testId: string;
  options: { value: string; label: string }[] | undefined;
  loading?: boolean;
  disabled?: boolean;
};

/** One filter of the bar: a searchable select that 'Tümü' (empty) leaves out. */
function FilterSelect({ name, testId, options, loading, disabled }: FilterSelectProps) {
  return (
    <Col {...COLUMN}>
      {/* The label the opened list's notice names the filter by, too. */}
      <Form.Item name={name} label={REPORT_DIMENSION_LABELS[name]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Tümü"
          options={options}
          loading={loading}
          disabled={disabled}
          data-testid={testId}
        />
      </Form.Item>
    </Col>
  );
}

function toFormValues(state: ReportFormState): FormValues {
  const { from, to, ...rest } = state;
  return { ...rest, range: from && to ? [dayjs(from), dayjs(to)] : null };
}

/** Form values → the applied state; empty selects are left out. */
function fromFormValues(values: FormValues): ReportFormState {
  const { range, preset, ...dimensions } = values;
  const state: ReportFormState = { preset };
  for (const [key, value] of Object.entries(dimensions)) {
    if (typeof value === 'string' && value !== '') state[key as keyof typeof dimensions] = value;
  }
  if (preset === 'custom' && range) {
    state.from = range[0].format('YYYY-MM-DD');
    state.to = range[1].format('YYYY-MM-DD');
  }
  return state;
}

type Props = {
  applied: ReportFormState;
  options: TReportOptions | undefined;
  lookups: ReportLookups;
  onApply: (state: ReportFormState) => void;
};

/**
 * Enter on a closed select or a date field applies the filters (the lists' card does so from its
 * text fields; this bar has only selects). In an open list Enter still picks the option; the
 * arrow keys open a closed one.
 */
function applyOnEnter(event: KeyboardEvent<HTMLFormElement>, apply: () => void) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'BUTTON' || target.getAttribute('aria-expanded') === 'true') return;
  if (document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')) return;
  event.preventDefault();
  event.stopPropagation();
  apply();
}

/**
 * The period and the filters of the reports screen: 'Uygula' or Enter applies them. Type →
 * category → sub-category, each asked once the level above is chosen.
 */
export function ReportFilterBar({ applied, options, lookups, onApply }: Props) {
  const [form] = Form.useForm<FormValues>();
  const preset = Form.useWatch('preset', form) ?? applied.preset;
  const typeId = Form.useWatch('typeId', form) ?? undefined;
  const categoryId = Form.useWatch('categoryId', form) ?? undefined;
  const types = lookups.useTypes();
  const categories = lookups.useCategories(typeId);
  const subCategories = lookups.useSubCategories(typeId, categoryId);

  // A new type empties category and sub-category; a new category the sub-category.
  const onValuesChange = (changed: Partial<FormValues>) => {
    if ('typeId' in changed)
      form.setFieldsValue({ categoryId: undefined, subCategoryId: undefined });
    if ('categoryId' in changed) form.setFieldsValue({ subCategoryId: undefined });
  };

  return (
    <Card size="small" className="report-no-print">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={toFormValues(applied)}
        onFinish={(values) => onApply(fromFormValues(values))}
        onValuesChange={onValuesChange}
        onKeyDownCapture={(event) => applyOnEnter(event, form.submit)}
        aria-label="Rapor filtreleri"
      >
        <Row gutter={16}>
          <Col {...COLUMN}>
            <Form.Item name="preset" label="Dönem">
              <Select<PeriodPreset>
                options={[...PERIOD_PRESETS]}
                data-testid="report-filter-period"
              />
            </Form.Item>
          </Col>
          {preset === 'custom' && (
            <Col {...COLUMN}>
              <Form.Item
                name="range"
                label="Tarih aralığı"
                rules={[
                  {
                    validator: (_, range: FormValues['range']) => {
                      const period = range
                        ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }
                        : {};
                      return isValidPeriod(period)
                        ? Promise.resolve()
                        : Promise.reject(new Error('En çok 366 günlük bir tarih aralığı seçiniz.'));
                    },
                  },
                ]}
              >
                <DatePicker.RangePicker
                  format={DATE_INPUT_FORMATS}
                  style={{ width: '100%' }}
                  data-testid="report-filter-range"
                />
              </Form.Item>
            </Col>
          )}
          <FilterSelect
            name="regionManagerEmail"
            testId="report-filter-region"
            options={(options?.regions ?? []).map((r) => ({ value: r.email, label: r.name }))}
          />
          <FilterSelect
            name="areaManagerEmail"
            testId="report-filter-area"
            options={(options?.areas ?? []).map((a) => ({ value: a.email, label: a.name }))}
          />
          <FilterSelect
            name="storeId"
            testId="report-filter-store"
            options={(options?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <FilterSelect
            name="sourceId"
            testId="report-filter-source"
            options={(options?.sources ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <FilterSelect
            name="typeId"
            testId="report-filter-type"
            options={types.options}
            loading={types.isLoading}
          />
          <FilterSelect
            name="categoryId"
            testId="report-filter-category"
            options={categories.options}
            loading={categories.isLoading}
            disabled={!typeId}
          />
          <FilterSelect
            name="subCategoryId"
            testId="report-filter-sub-category"
            options={subCategories.options}
            loading={subCategories.isLoading}
            disabled={!categoryId}
          />
          <FilterSelect
            name="ruleSetId"
            testId="report-filter-rule-set"
            options={(options?.ruleSets ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Row>
        <Button type="primary" htmlType="submit" data-testid="report-filter-apply">
          Uygula
        </Button>
      </Form>
    </Card>
  );
}
