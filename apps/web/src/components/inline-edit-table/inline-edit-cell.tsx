import { Input, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { InlineEditColumn, InlineEditOption, SwitchColumn } from './columns';
import type { RowEntry } from './inline-edit-state';

export type CellActions<T> = {
  change: (id: string, field: string, value: unknown) => void;
  save: (id: string) => void;
  discard: (id: string) => void;
  toggle: (entry: RowEntry<T>, column: SwitchColumn<T>, checked: boolean) => void;
};

type Props<T> = {
  entry: RowEntry<T>;
  column: InlineEditColumn<T>;
  /** What a person calls the row, for the editors' labels. */
  rowLabel: string;
  autoFocus: boolean;
  actions: CellActions<T>;
  /** Editors get `${testId}-${field}`. */
  testId: string;
  /** No change is possible (no permission). */
  readOnly: boolean;
};

/** One cell: the value in view mode, its editor in edit mode (and a live switch if asked). */
export function InlineEditCell<T extends { id: string }>(props: Props<T>) {
  const { entry, column, rowLabel, autoFocus, actions, testId, readOnly } = props;
  const { row } = entry;
  const state = { isEditing: entry.isEditing, isNew: entry.isNew, isBusy: entry.isBusy };
  if (column.editor === undefined) return <>{column.render(row, state)}</>;

  const value = (row as Record<string, unknown>)[column.field];
  const label = `${column.title} (${rowLabel})`;
  const isDisabled = readOnly || entry.isSaving || (column.disabled?.(row) ?? false);

  if (column.editor === 'switch') {
    const isLive = entry.isEditing || (column.saveOnToggle === true && !entry.isNew);
    return (
      <Switch
        size="small"
        checked={value === true}
        disabled={isDisabled || !isLive || (!entry.isEditing && entry.isBusy)}
        loading={!entry.isEditing && entry.isBusy}
        onChange={(checked) => actions.toggle(entry, column, checked)}
        aria-label={label}
        data-testid={`${testId}-${column.field}`}
      />
    );
  }

  if (!entry.isEditing) {
    if (column.render) return <>{column.render(row, state)}</>;
    if (column.editor === 'select') return <>{optionLabels(column.options, value)}</>;
    return <>{value === null || value === undefined ? '' : String(value)}</>;
  }

  const error = entry.errors[column.field];
  const errorId = error ? `${testId}-${row.id}-${column.field}-error` : undefined;
  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    status: error ? ('error' as const) : undefined,
    disabled: isDisabled,
    autoFocus,
    'data-testid': `${testId}-${column.field}`,
  };

  let editor: ReactNode;
  if (column.editor === 'text') {
    editor = (
      <Input
        {...common}
        value={typeof value === 'string' ? value : value == null ? '' : String(value)}
        // The limit stated beside the field; a longer paste stays whole and the save says why.
        count={column.maxLength ? { show: true, max: column.maxLength } : undefined}
        placeholder={column.placeholder}
        onChange={(event) => actions.change(row.id, column.field, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            actions.save(row.id);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            actions.discard(row.id);
          }
        }}
      />
    );
  } else if (column.editor === 'custom') {
    editor = column.renderEditor(row, {
      ...common,
      value,
      onChange: (next) => actions.change(row.id, column.field, next),
      onChangeFields: (fields) => {
        for (const [field, next] of Object.entries(fields)) actions.change(row.id, field, next);
      },
    });
  } else {
    editor = (
      <Select
        {...common}
        value={value ?? undefined}
        options={column.options.map((option) => ({ ...option }))}
        placeholder={column.placeholder}
        allowClear={column.allowClear}
        mode={column.multiple ? 'multiple' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(next) => actions.change(row.id, column.field, next ?? null)}
        style={{ minWidth: 160, width: '100%' }}
      />
    );
  }
  return (
    <div>
      {editor}
      {error && (
        <div role="alert">
          <Typography.Text type="danger" id={errorId} style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** The labels of a select's value (one, or several joined by commas). */
function optionLabels(options: readonly InlineEditOption[], value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => options.find((option) => option.value === item)?.label)
    .filter((label): label is string => label !== undefined)
    .join(', ');
}
