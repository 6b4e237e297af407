import type { ReferenceKind } from '@ccms/contract/reference-admin/schemas';
import { searchFoldTr } from '@ccms/contract/turkish-format';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import {
  InlineEditTable,
  type InlineEditTableProps,
} from '../../../components/inline-edit-table/inline-edit-table';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

type Row = { id: string; name: string };
const NO_ROWS: never[] = [];
type Written<T> = Promise<{ data: T | null }>;

type Props<T extends Row> = Pick<
  InlineEditTableProps<T>,
  'pagination' | 'sort' | 'defaultSort' | 'onChange' | 'createRow'
> & {
  kind: ReferenceKind;
  /** The screen's heading and the table's accessible name. */
  title: string;
  newButtonLabel: string;
  /** A line under the heading (what a switch needs, say). */
  description?: ReactNode;
  rows: readonly T[] | undefined;
  loading: boolean;
  columns: readonly InlineEditColumn<T>[];
  create: (row: T) => Written<T>;
  update: (row: T) => Written<T>;
  /**
   * A paged screen searches on the server (the rows are one page); without it the search
   * narrows the rows shown here as it is typed.
   */
  onSearch?: (text: string) => void;
  testId: string;
};

/** Rows whose name holds the text, compared as searchFoldTr does ('İade' is found by 'iade'). */
export function rowsNamed<T extends Row>(rows: readonly T[], text: string): readonly T[] {
  const wanted = searchFoldTr(text);
  if (!wanted) return rows;
  return rows.filter((row) => searchFoldTr(row.name).includes(wanted));
}

/**
 * One definitions screen of reference data (docs/domain.md §14.3): its heading and the shared
 * inline-edit table, one unsaved new row at a time. Every save reloads the reference lists
 * wherever this browser shows them: this table, and the ticket and activity forms' choices.
 */
export function ReferenceAdminTable<T extends Row>(props: Props<T>) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const rows = props.rows ?? NO_ROWS;
  const shown = props.onSearch ? rows : rowsNamed(rows, search);

  const save = async (row: T, isNew: boolean) => {
    const answer = await (isNew ? props.create(row) : props.update(row));
    await queryClient.invalidateQueries({ queryKey: REFERENCE_QUERY_KEY });
    return answer.data;
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.description && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {props.description}
          </Typography.Paragraph>
        )}
      </div>
      <Input.Search
        aria-label={`${props.title}: ada göre ara`}
        placeholder="Ada göre ara"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(text) => props.onSearch?.(text.trim())}
        style={{ maxWidth: 360 }}
        data-testid={`${props.testId}-search`}
      />
      <InlineEditTable<T>
        rows={shown}
        columns={props.columns}
        label={props.title}
        newButtonLabel={props.newButtonLabel}
        createRow={props.createRow}
        onSave={save}
        loading={props.loading}
        pagination={props.pagination}
        sort={props.sort}
        defaultSort={props.defaultSort}
        onChange={props.onChange}
        emptyText={search.trim() ? 'Aramayla eşleşen kayıt yok.' : 'Henüz kayıt tanımlanmamış.'}
        testId={props.testId}
      />
    </Flex>
  );
}
