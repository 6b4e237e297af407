import type { ReactNode } from 'react';

/** One choice of a select column. */
export type InlineEditOption = { value: string | number; label: string };

/** Where a row is, for a column's own rendering. */
export type RowState = { isEditing: boolean; isNew: boolean; isBusy: boolean };

/** Asked before a switch changes; false leaves it as it was. */
export type SwitchConfirm<T> = (
  row: T,
  checked: boolean,
  context: { isNew: boolean; isEditing: boolean },
) => Promise<boolean>;

type ColumnBase<T> = {
  /** The row property the column shows and edits. */
  field: Extract<keyof T, string>;
  title: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Sorted on the server by `field`. */
  sortable?: boolean;
  /** How a row in view mode shows the value (default: the text, or a select's label). */
  render?: (row: T, state: RowState) => ReactNode;
  /** The editor is shown disabled (a dependent switch, a missing permission). */
  disabled?: (row: T) => boolean;
  /** true: 'Bir isim yazmalısınız.'; a string: that message. Checked before saving. */
  required?: boolean | string;
  /** Another check before saving; a message when the value does not pass. */
  validate?: (value: unknown, row: T) => string | null;
  /**
   * Other fields that change with this one, given its new value and the row before the change
   * (a dependent switch turned off with the switch it depends on).
   */
  alsoChanges?: (value: unknown, row: T) => Readonly<Record<string, unknown>>;
};

export type TextColumn<T> = ColumnBase<T> & {
  editor: 'text';
  maxLength?: number;
  placeholder?: string;
};

export type SwitchColumn<T> = ColumnBase<T> & {
  editor: 'switch';
  confirm?: SwitchConfirm<T>;
  /**
   * A saved row's switch saves the row at once (after `confirm`): in view mode the row as
   * shown, in edit mode the row as edited. Otherwise the switch changes only in edit mode, and
   * 'Kaydet' saves it. A new row's switch always waits for 'Kaydet'.
   */
  saveOnToggle?: boolean;
};

export type SelectColumn<T> = ColumnBase<T> & {
  editor: 'select';
  options: readonly InlineEditOption[];
  placeholder?: string;
  allowClear?: boolean;
  /** Several values (the field holds an array); an empty one counts as missing. */
  multiple?: boolean;
};

/** What a custom editor gets from its cell: the value, its label, error state and focus. */
export type CustomEditorProps = {
  value: unknown;
  /** Changes the column's field. */
  onChange: (value: unknown) => void;
  /** Changes other fields of the row as well (a picked template brings its default value). */
  onChangeFields: (fields: Readonly<Record<string, unknown>>) => void;
  'aria-label': string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  status: 'error' | undefined;
  disabled: boolean;
  autoFocus: boolean;
  'data-testid': string;
};

/**
 * An editor the caller draws (a picker searched on the server); the table keeps its value, its
 * rules and its error message like any other field.
 */
export type CustomColumn<T> = ColumnBase<T> & {
  editor: 'custom';
  renderEditor: (row: T, props: CustomEditorProps) => ReactNode;
};

/** Shown only, never edited (an index, a name from elsewhere, a button of the caller's). */
export type ViewColumn<T> = Omit<ColumnBase<T>, 'field' | 'render'> & {
  editor?: undefined;
  field: string;
  render: (row: T, state: RowState) => ReactNode;
};

export type InlineEditColumn<T> =
  | TextColumn<T>
  | SwitchColumn<T>
  | SelectColumn<T>
  | CustomColumn<T>
  | ViewColumn<T>;
