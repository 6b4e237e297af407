import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TPaged } from '@ccms/contract/envelope';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { CATEGORY_SET_SWITCH_TEXTS } from '@ccms/contract/hierarchy-admin/schemas';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { HEADER_HEIGHT } from '../../../../lib/header-height';
import { CallTypeCell } from './call-type-cell';
import './category-sets.css';
import { type CategorySetSort, rowNumber } from './category-set-query';
import { visibleSwitches } from './category-set-row';
import { CategorySetSwitchCell } from './category-set-switch';
import { RowActions, type RowDialog } from './row-actions';

/** A name on at most two lines, cut with '…' after them and shown whole on hover. */
function TwoLineText({ text }: { text: string }) {
  return (
    <span className="category-set-text" title={text}>
      {text}
    </span>
  );
}

/** Narrow, with titles on two or three lines ('Mağaza Müdürü Bilet Yetkisi'). */
const SWITCH_WIDTH = 84;

type Props = {
  page: TPaged<TCategorySet> | undefined;
  isLoading: boolean;
  pageNumber: number;
  sort: CategorySetSort | null;
  canEditCategorySets: boolean;
  onChange: TableProps<TCategorySet>['onChange'];
  onOpenDialog: (dialog: RowDialog, row: TCategorySet) => void;
};

/**
 * The breakdowns table: 15 a page, sorted and paged on the server; the switch columns beyond
 * the store manager authority only with Ticket.EditCategorySets.
 */
export function CategorySetsTable(props: Props) {
  const { page, isLoading, pageNumber, sort, canEditCategorySets, onChange, onOpenDialog } = props;
  const sortOrderOf = (field: CategorySetSort['field']) =>
    sort?.field === field ? sort.order : null;
  const sortable = (field: CategorySetSort['field']) => ({
    key: field,
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    sortOrder: sortOrderOf(field),
  });

  // The names stay fixed on the left beside the switches, which scroll inside the table; a name
  // takes two lines before it is cut with '…' (at 1366 px one line cut most), whole on hover.
  const name = (
    title: string,
    field: 'typeName' | 'categoryName' | 'subCategoryName',
    width: number,
  ) =>
    ({
      title,
      dataIndex: field,
      width,
      fixed: 'left',
      ...sortable(field),
      render: (value: string) => <TwoLineText text={value} />,
    }) as const;
  const columns: TableColumnsType<TCategorySet> = [
    {
      title: '#',
      key: 'index',
      width: 44,
      fixed: 'left',
      render: (_value, _row, index) => rowNumber(pageNumber, index),
    },
    name('Bilet Tipi', 'typeName', 96),
    name('Kategori', 'categoryName', 112),
    name('Alt Kategori', 'subCategoryName', 128),
    {
      title: 'Çağrı Tipi',
      dataIndex: 'callType',
      width: 104,
      ...sortable('callType'),
      render: (_value, row) => <CallTypeCell row={row} />,
    },
    {
      title: 'Kural Seti',
      dataIndex: 'ruleSetName',
      width: 144,
      ...sortable('ruleSetName'),
      render: (name: string | null) => <TwoLineText text={name ?? '-'} />,
    },
    ...visibleSwitches(canEditCategorySets).map((field) => ({
      title: CATEGORY_SET_SWITCH_TEXTS[field].title,
      key: field,
      width: SWITCH_WIDTH,
      align: 'center' as const,
      render: (_value: unknown, row: TCategorySet) => (
        <CategorySetSwitchCell row={row} field={field} />
      ),
    })),
    {
      title: 'İşlemler',
      key: 'actions',
      width: canEditCategorySets ? 104 : 48,
      fixed: 'right',
      render: (_value, row) => (
        <RowActions row={row} canEditCategorySets={canEditCategorySets} onOpen={onOpenDialog} />
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Table<TCategorySet>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={isLoading}
      onChange={onChange}
      scroll={{ x: tableWidth }}
      // The header row stays under the top bar and the sideways scrollbar at the window's foot,
      // so every column title and the columns beyond the edge can be reached at 1366 px.
      sticky={{ offsetHeader: HEADER_HEIGHT }}
      locale={{ emptyText: 'Kırılım bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize: PAGE_SIZES.categorySets,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kırılım`,
      }}
      aria-label="Kırılımlar"
      data-testid="category-sets-table"
    />
  );
}
