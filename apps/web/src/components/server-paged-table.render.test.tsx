import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerPagedTable, serverSortedColumn } from './server-paged-table';

/* Rendered to HTML in node (no DOM): what the rows and the total line say. */

type Row = { id: string; name: string };
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const page = {
  items: [
    { id: FIRST, name: 'Birinci' },
    { id: SECOND, name: 'İkinci' },
  ],
  itemCountOnPage: 2,
  currentPageNumber: 1,
  totalCount: 42,
};
const sort = { field: 'name', order: 'descend' } as const;
const columns = [
  { title: 'Ad', dataIndex: 'name', key: 'name', ...serverSortedColumn(sort, 'name') },
];

/** The table over one page of 42 rows sorted by name, descending, with the given extras. */
const renderTable = (
  extra: Partial<ComponentProps<typeof ServerPagedTable<Row>>> & {
    totalNoun: string;
    'data-testid': string;
  },
) =>
  renderToString(
    <ServerPagedTable<Row>
      page={page}
      isLoading={false}
      sort={sort}
      pageNumber={1}
      pageSize={20}
      onChange={() => {}}
      columns={columns}
      sortable={['name']}
      defaultSort={null}
      {...extra}
    />,
  );

describe('server-paged table', () => {
  it('counts the whole result, marks the sort and the selected row, rows focusable', () => {
    const html = renderTable({
      totalNoun: 'kural seti',
      selectedId: SECOND,
      onSelect: () => {},
      selectedClassName: 'row--selected',
      'data-testid': 'some-table',
    });
    expect(html).toContain('Toplam 42 kural seti');
    expect(html).toContain('data-testid="some-table"');
    expect(html).toMatch(/aria-sort="descending"/);
    expect(html).toMatch(/<tr tabindex="0" aria-selected="false"[^>]*data-row-key="1111/);
    expect(html).toMatch(
      /<tr tabindex="0" aria-selected="true"[^>]*class="[^"]*row--selected[^"]*"[^>]*data-row-key="2222/,
    );
  });

  it('without onSelect leaves rows unfocusable and keeps their own class', () => {
    const html = renderTable({
      totalNoun: 'mağaza',
      rowClassName: (row) => (row.id === FIRST ? 'row--new' : ''),
      'data-testid': 'other-table',
    });
    expect(html).toContain('Toplam 42 mağaza');
    expect(html).not.toMatch(/<tr tabindex/);
    expect(html).toMatch(/class="[^"]*row--new[^"]*"[^>]*data-row-key="1111/);
  });
});
