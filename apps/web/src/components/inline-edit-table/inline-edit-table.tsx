import {
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { App, Button, Flex, Pagination, Space, Table, type TableProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { confirmed } from '../../lib/confirm';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from '../../lib/unsaved-changes';
import type { InlineEditColumn } from './columns';
import { InlineEditCell } from './inline-edit-cell';
import type { RowEntry, RowWithId } from './inline-edit-state';
import { type TableQueryChange, type TableSort, toTableQueryChange } from './table-query';
import { type InlineEditHandlers, useInlineEditTable } from './use-inline-edit-table';

export type InlineEditTableProps<T extends RowWithId> = InlineEditHandlers<T> & {
  /** The rows of the current page, as the server sent them. */
  rows: readonly T[];
  columns: readonly InlineEditColumn<T>[];
  /** The accessible name of the table ('Bilet tipleri'). */
  label: string;
  /** The new button's text ('Yeni Bilet Tipi'); shown when `createRow` is given. */
  newButtonLabel?: string;
  /** The delete confirmation's question (default 'Kaydı silmek istediğinize emin misiniz?'). */
  deleteConfirm?: (row: T) => string;
  /** What a person calls a row in the editors' labels (default: its first text column). */
  rowLabel?: (row: T) => string;
  /** Nothing can be changed: no new, edit or delete button; switches are shown disabled. */
  readOnly?: boolean;
  loading?: boolean;
  /** Server paging; left out, every row is shown. */
  pagination?: { page: number; pageSize: number; total: number };
  /** The server sort the rows are in. */
  sort?: TableSort | null;
  /** What a cleared or unknown sort falls back to (default: none). */
  defaultSort?: TableSort | null;
  /** The user paged or sorted: load that page. */
  onChange?: (change: TableQueryChange) => void;
  emptyText?: string;
  /** Beside the new button (a filter, a count). */
  toolbar?: ReactNode;
  /** Told whenever rows start or stop being edited (a dialog holds 'Kaydet' back meanwhile). */
  onEditingChange?: (isEditing: boolean) => void;
  /** The table's test id; buttons and editors are `${testId}-new`, `-edit`, `-<field>`, … */
  testId: string;
};

const NEW_ROW_LABEL = 'yeni kayıt';

/**
 * The one inline-edit table of the administration screens (docs/domain.md §14.3 Screens): view,
 * 'Düzenle', then 'Kaydet' or 'Vazgeç'; one unsaved new row at a time, at the top; required
 * fields checked before saving; switches that may ask first and may save at once; server
 * paging and sorting. Enter in a text field saves its row, Escape discards it.
 */
export function InlineEditTable<T extends RowWithId>(props: InlineEditTableProps<T>) {
  const { rows, columns, label, testId, readOnly = false } = props;
  const { modal } = App.useApp();
  const table = useInlineEditTable(rows, columns, {
    onSave: props.onSave,
    createRow: readOnly ? undefined : props.createRow,
    onDelete: readOnly ? undefined : props.onDelete,
  });
  const newButton = useRef<HTMLButtonElement>(null);
  const isEditing = table.entries.some((entry) => entry.isEditing);
  const { onEditingChange } = props;
  useEffect(() => onEditingChange?.(isEditing), [isEditing, onEditingChange]);
  useUnsavedChanges(isEditing && !readOnly);
  /** Another page or sort drops the rows being edited: asked first. */
  const changeQuery = async (change: TableQueryChange) => {
    if (isEditing && !(await confirmed(modal, { title: UNSAVED_CHANGES_QUESTION }))) return;
    props.onChange?.(change);
  };
  const firstText = columns.find((column) => column.editor === 'text');
  const hasEditMode = columns.some(
    (column) =>
      column.editor === 'text' ||
      column.editor === 'select' ||
      column.editor === 'custom' ||
      (column.editor === 'switch' && !column.saveOnToggle),
  );
  const rowLabelOf = (entry: RowEntry<T>) => {
    if (entry.isNew) return NEW_ROW_LABEL;
    if (props.rowLabel) return props.rowLabel(entry.row);
    const value = firstText ? (entry.row as Record<string, unknown>)[firstText.field] : '';
    return typeof value === 'string' && value.trim() ? value.trim() : NEW_ROW_LABEL;
  };

  // After a row leaves edit mode the focus goes back to where the user started from.
  const refocus = (entry: RowEntry<T>) => {
    const selector = `[data-testid="${testId}"] [data-row-key="${entry.row.id}"] [data-action="edit"]`;
    requestAnimationFrame(() => {
      const editButton = document.querySelector<HTMLElement>(selector);
      (entry.isNew && !editButton ? newButton.current : editButton)?.focus();
    });
  };
  const save = async (entry: RowEntry<T>) => {
    if (await table.save(entry.row.id)) refocus(entry);
  };
  const discard = (entry: RowEntry<T>) => {
    if (entry.isSaving) return;
    table.discard(entry.row.id);
    refocus(entry);
  };
  const cellActions = {
    change: table.change,
    save: (id: string) => {
      const entry = table.entries.find((candidate) => candidate.row.id === id);
      if (entry) void save(entry);
    },
    discard: (id: string) => {
      const entry = table.entries.find((candidate) => candidate.row.id === id);
      if (entry) discard(entry);
    },
    toggle: (...args: Parameters<typeof table.toggle>) => void table.toggle(...args),
  };

  const askDelete = async (entry: RowEntry<T>) => {
    const title = props.deleteConfirm?.(entry.row) ?? 'Kaydı silmek istediğinize emin misiniz?';
    if (await confirmed(modal, { title })) await table.remove?.(entry.row);
  };

  const actionsColumn = {
    title: 'İşlemler',
    key: 'actions',
    align: 'center' as const,
    // Kept in view when a wide row scrolls: its buttons are never clipped.
    fixed: 'right' as const,
    render: (_: unknown, entry: RowEntry<T>) => {
      const name = rowLabelOf(entry);
      if (entry.isEditing) {
        return (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              icon={<SaveOutlined />}
              loading={entry.isSaving}
              onClick={() => void save(entry)}
              aria-label={`Kaydet: ${name}`}
              data-testid={`${testId}-save`}
            >
              Kaydet
            </Button>
            <Button
              size="small"
              icon={<CloseOutlined />}
              disabled={entry.isSaving}
              onClick={() => discard(entry)}
              aria-label={`Vazgeç: ${name}`}
              data-testid={`${testId}-cancel`}
            >
              Vazgeç
            </Button>
          </Space>
        );
      }
      return (
        <Space size={4}>
          {hasEditMode && (
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={entry.isBusy}
              onClick={() => table.edit(entry.row)}
              aria-label={`Düzenle: ${name}`}
              data-action="edit"
              data-testid={`${testId}-edit`}
            >
              Düzenle
            </Button>
          )}
          {table.remove && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={entry.isBusy}
              onClick={() => void askDelete(entry)}
              aria-label={`Sil: ${name}`}
              data-testid={`${testId}-delete`}
            >
              Sil
            </Button>
          )}
        </Space>
      );
    },
  };

  const firstEditable = columns.find(
    (c) => c.editor === 'text' || c.editor === 'select' || c.editor === 'custom',
  );
  const sortOrderOf = (field: string) => (props.sort?.field === field ? props.sort.order : null);
  const tableColumns: TableProps<RowEntry<T>>['columns'] = [
    ...columns.map((column) => ({
      title: column.required ? <RequiredTitle title={column.title} /> : column.title,
      key: column.field,
      width: column.width,
      align: column.align ?? (column.editor === 'switch' ? ('center' as const) : undefined),
      sorter: column.sortable === true,
      sortDirections: ['ascend' as const, 'descend' as const],
      sortOrder: column.sortable ? sortOrderOf(column.field) : undefined,
      render: (_: unknown, entry: RowEntry<T>) => (
        <InlineEditCell
          entry={entry}
          column={column}
          rowLabel={rowLabelOf(entry)}
          autoFocus={entry.isEditing && column === firstEditable}
          actions={cellActions}
          testId={testId}
          readOnly={readOnly}
        />
      ),
    })),
    ...(readOnly || (!hasEditMode && !table.remove) ? [] : [actionsColumn]),
  ];

  const sortable = columns.filter((column) => column.sortable).map((column) => column.field);
  const current: TableQueryChange = {
    page: props.pagination?.page ?? 1,
    sort: props.sort ?? null,
  };

  return (
    <section aria-label={label}>
      <Flex vertical gap={12}>
        {(table.add || props.toolbar) && (
          <Flex justify="space-between" align="center" wrap gap={8}>
            {table.add ? (
              <Button
                ref={newButton}
                type="primary"
                icon={<PlusOutlined />}
                disabled={table.hasNewRow}
                onClick={table.add}
                data-testid={`${testId}-new`}
              >
                {props.newButtonLabel ?? 'Yeni Kayıt'}
              </Button>
            ) : (
              <span />
            )}
            {props.toolbar}
          </Flex>
        )}
        <Table<RowEntry<T>>
          rowKey={(entry) => entry.row.id}
          size="middle"
          columns={tableColumns}
          dataSource={table.entries}
          loading={props.loading}
          // Paging is outside the table: the unsaved new row must not push a row off the page.
          pagination={false}
          onChange={(_pagination, _filters, sorter) =>
            void changeQuery(
              toTableQueryChange({ current: current.page }, sorter, current, {
                sortable,
                defaultSort: props.defaultSort ?? null,
              }),
            )
          }
          locale={{ emptyText: props.emptyText ?? 'Kayıt bulunamadı.' }}
          // Texts wrap to the screen's width; only what cannot wrap scrolls, inside the table.
          scroll={{ x: true }}
          tableLayout="auto"
          data-testid={testId}
        />
        {props.pagination && props.pagination.total > 0 && (
          <Flex justify="flex-end">
            <Pagination
              current={props.pagination.page}
              pageSize={props.pagination.pageSize}
              total={props.pagination.total}
              showSizeChanger={false}
              showTotal={(total) => `Toplam ${total} kayıt`}
              onChange={(page) => void changeQuery({ page, sort: current.sort })}
              data-testid={`${testId}-pagination`}
            />
          </Flex>
        )}
      </Flex>
    </section>
  );
}

/** A required column's title, marked the way antd marks a required form label. */
function RequiredTitle({ title }: { title: string }) {
  return (
    <span>
      <span
        aria-hidden="true"
        style={{ color: 'var(--ant-color-error, #ff4d4f)', marginInlineEnd: 4 }}
      >
        *
      </span>
      {title}
    </span>
  );
}
