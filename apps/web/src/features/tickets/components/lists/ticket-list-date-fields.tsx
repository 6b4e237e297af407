import { DATE_INPUT_FORMATS } from '@ccms/contract/constants';
import { Button, Col, DatePicker, Flex, Form, type GetProps } from 'antd';
import dayjs from 'dayjs';
import type { TicketListFilterField } from './ticket-list-active-filters';
import { DATE_SHORTCUTS, dateShortcutRange } from './ticket-list-query';

/** `days` calendar days up to today, as the range picker holds them. */
export function shortcutDays(days: number): [dayjs.Dayjs, dayjs.Dayjs] {
  const range = dateShortcutRange(days, new Date());
  return [dayjs(range.from), dayjs(range.to)];
}

const RANGE_PRESETS = DATE_SHORTCUTS.map((shortcut) => ({
  label: shortcut.label,
  // A function, so that the range is counted back from the day it is picked.
  value: () => shortcutDays(shortcut.days),
}));

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

const HIDDEN = { display: 'none' } as const;

type Props = {
  isShown: (field: TicketListFilterField) => boolean;
  /** A date shortcut: fills the creation range and applies the filters at once. */
  onShortcut: (days: number) => void;
};

/** 'Oluşturma Tarihi' with its shortcuts, and 'Kapanış Tarihi'. */
export function TicketListDateFields({ isShown, onShortcut }: Props) {
  return (
    <>
      <Col xs={24} lg={12} xxl={8} style={isShown('createdRange') ? undefined : HIDDEN}>
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
                  onClick={() => onShortcut(shortcut.days)}
                  data-testid={`ticket-list-shortcut-${shortcut.days}`}
                >
                  {shortcut.label}
                </Button>
              ))}
            </Flex>
          </Flex>
        </Form.Item>
      </Col>
      <Col xs={24} lg={12} xxl={8} style={isShown('closedRange') ? undefined : HIDDEN}>
        <Form.Item name="closedRange" label="Kapanış Tarihi">
          <DayRangePicker />
        </Form.Item>
      </Col>
    </>
  );
}
