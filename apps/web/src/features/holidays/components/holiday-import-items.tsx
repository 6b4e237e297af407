import type { THolidayImportItem } from '@ccms/contract/holidays';
import { Table, type TableProps, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { dayLabel, holidayDateText, kindLabel } from './holiday-labels';

/** Dark text on light tints: antd's preset tag colours are too pale to read (WCAG AA). */
const OUTCOMES: Record<THolidayImportItem['outcome'], { label: string; style?: CSSProperties }> = {
  add: {
    label: 'Eklenecek',
    style: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  },
  change: {
    label: 'Değişecek',
    style: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  },
  skip: { label: 'Atlanacak' },
  error: {
    label: 'Okunamadı',
    style: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  },
};

/** What a changed holiday was and becomes: 'Tam gün → Yarım gün'. */
function changeText(item: THolidayImportItem): string | null {
  if (!item.previous) return null;
  const parts: string[] = [];
  if (item.previous.isFullDay !== item.isFullDay) {
    parts.push(`${dayLabel(item.previous.isFullDay)} → ${dayLabel(item.isFullDay)}`);
  }
  if (item.previous.isPublicHoliday !== item.isPublicHoliday) {
    parts.push(`${kindLabel(item.previous.isPublicHoliday)} → ${kindLabel(item.isPublicHoliday)}`);
  }
  return parts.join(', ');
}

const readable = (item: THolidayImportItem, text: string) => (item.outcome === 'error' ? '' : text);

const columns: TableProps<THolidayImportItem>['columns'] = [
  { title: 'Satır', dataIndex: 'line', key: 'line', width: 70 },
  {
    title: 'Tarih',
    key: 'date',
    render: (_, item) => readable(item, holidayDateText(item.date)),
  },
  { title: 'İsim', dataIndex: 'name', key: 'name' },
  { title: 'Gün', key: 'day', render: (_, item) => readable(item, dayLabel(item.isFullDay)) },
  {
    title: 'Tür',
    key: 'kind',
    render: (_, item) => readable(item, kindLabel(item.isPublicHoliday)),
  },
  {
    title: 'Sonuç',
    key: 'outcome',
    render: (_, item) => (
      <Tag style={OUTCOMES[item.outcome].style} data-testid={`holiday-import-${item.outcome}`}>
        {OUTCOMES[item.outcome].label}
      </Tag>
    ),
  },
  {
    title: 'Açıklama',
    key: 'reason',
    render: (_, item) => item.reason ?? changeText(item) ?? '',
  },
];

/** The preview of an import: each holiday of the file and what happens to it. */
export function HolidayImportItems({ items }: { items: THolidayImportItem[] }) {
  // A file may give the same line twice (a feast of several days): the place is the key.
  const rows = items.map((item, index) => ({ ...item, key: index }));
  return (
    <Table<THolidayImportItem & { key: number }>
      size="small"
      columns={columns as TableProps<THolidayImportItem & { key: number }>['columns']}
      dataSource={rows}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      aria-label="İçe aktarılacak tatiller"
      data-testid="holiday-import-items"
    />
  );
}
