import { DATE_INPUT_FORMATS } from '@ccms/contract/constants';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';

/** The value of a filter card's 'Tarih Aralığı': either end may be left open. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

const toDay = (value: Dayjs | null | undefined) =>
  value?.isValid() ? value.format('YYYY-MM-DD') : null;

/** The days a chosen range covers, as the list calls take them (`YYYY-MM-DD`, null when open). */
export function dayRangeBounds(range: DayRange | undefined): {
  from: string | null;
  to: string | null;
} {
  return { from: toDay(range?.[0]), to: toDay(range?.[1]) };
}

/** A filter card's 'Tarih Aralığı' field, the form value `range`. */
export function DayRangeFormItem({ testId }: { testId: string }) {
  return (
    <Form.Item name="range" label="Tarih Aralığı">
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        format={DATE_INPUT_FORMATS}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
