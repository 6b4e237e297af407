/**
 * The state of an inline-edit table (docs/domain.md §14.3 Screens): rows are shown, then edited,
 * then saved or discarded; at most one unsaved new row exists. Pure, so the rules are tested
 * without a browser; use-inline-edit-table.ts runs it with React.
 */

export type RowWithId = { id: string };

/** Field name → message of the fields that do not pass. */
export type RowErrors = Readonly<Record<string, string>>;

type RowEdit<T> = {
  /** The row before editing; null for a new row. */
  original: T | null;
  draft: T;
  errors: RowErrors;
  isSaving: boolean;
};

export type InlineEditState<T> = {
  edits: Readonly<Record<string, RowEdit<T>>>;
  /** The unsaved new row's id: the new button waits until it is saved or discarded. */
  newRowId: string | null;
  /**
   * Rows as last saved, shown over the caller's rows until those change (the list's reload), so
   * a saved row never flashes its old values.
   */
  saved: Readonly<Record<string, T>>;
  /** Saved new rows, newest first, shown at the top until the caller's rows change. */
  savedNewIds: readonly string[];
  /** A view-mode switch change being saved: the row as sent. */
  pending: Readonly<Record<string, T>>;
  /** Deleted rows, hidden until the caller's rows change. */
  deletedIds: readonly string[];
  deletingIds: readonly string[];
};

export type InlineEditAction<T> =
  | { type: 'edit'; row: T }
  | { type: 'add'; row: T }
  | { type: 'change'; id: string; field: string; value: unknown }
  | { type: 'invalid'; id: string; errors: RowErrors }
  | { type: 'saving'; id: string }
  | { type: 'saved'; id: string; row: T }
  | { type: 'saveFailed'; id: string }
  | { type: 'discard'; id: string }
  | { type: 'toggling'; row: T }
  | { type: 'toggled'; id: string; row: T }
  | { type: 'toggleFailed'; id: string }
  | { type: 'deleting'; id: string }
  | { type: 'deleted'; id: string }
  | { type: 'deleteFailed'; id: string }
  | { type: 'rowsChanged'; ids: readonly string[] };

export function initialInlineEditState<T>(): InlineEditState<T> {
  return {
    edits: {},
    newRowId: null,
    saved: {},
    savedNewIds: [],
    pending: {},
    deletedIds: [],
    deletingIds: [],
  };
}

function without<V>(record: Readonly<Record<string, V>>, id: string): Record<string, V> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

function updateEdit<T>(
  state: InlineEditState<T>,
  id: string,
  change: (edit: RowEdit<T>) => RowEdit<T>,
): InlineEditState<T> {
  const edit = state.edits[id];
  return edit ? { ...state, edits: { ...state.edits, [id]: change(edit) } } : state;
}

export function inlineEditReducer<T extends RowWithId>(
  state: InlineEditState<T>,
  action: InlineEditAction<T>,
): InlineEditState<T> {
  switch (action.type) {
    case 'edit': {
      const id = action.row.id;
      if (state.edits[id] || state.pending[id]) return state;
      const row = state.saved[id] ?? action.row;
      return {
        ...state,
        edits: { ...state.edits, [id]: { original: row, draft: row, errors: {}, isSaving: false } },
      };
    }
    case 'add': {
      if (state.newRowId !== null) return state;
      const id = action.row.id;
      return {
        ...state,
        newRowId: id,
        edits: {
          ...state.edits,
          [id]: { original: null, draft: action.row, errors: {}, isSaving: false },
        },
      };
    }
    case 'change':
      return updateEdit(state, action.id, (edit) =>
        edit.isSaving
          ? edit
          : {
              ...edit,
              draft: { ...edit.draft, [action.field]: action.value },
              errors: without(edit.errors, action.field),
            },
      );
    case 'invalid':
      return updateEdit(state, action.id, (edit) => ({ ...edit, errors: action.errors }));
    case 'saving':
      return updateEdit(state, action.id, (edit) => ({ ...edit, errors: {}, isSaving: true }));
    case 'saveFailed':
      // The row stays in edit mode with what was typed.
      return updateEdit(state, action.id, (edit) => ({ ...edit, isSaving: false }));
    case 'saved': {
      const edit = state.edits[action.id];
      if (!edit) return state;
      const isNew = state.newRowId === action.id;
      return {
        ...state,
        edits: without(state.edits, action.id),
        newRowId: isNew ? null : state.newRowId,
        saved: { ...state.saved, [action.id]: action.row },
        savedNewIds: isNew ? [action.id, ...state.savedNewIds] : state.savedNewIds,
      };
    }
    case 'discard': {
      const edit = state.edits[action.id];
      if (!edit || edit.isSaving) return state;
      return {
        ...state,
        edits: without(state.edits, action.id),
        newRowId: state.newRowId === action.id ? null : state.newRowId,
      };
    }
    case 'toggling':
      if (state.edits[action.row.id] || state.pending[action.row.id]) return state;
      return { ...state, pending: { ...state.pending, [action.row.id]: action.row } };
    case 'toggled':
      return {
        ...state,
        pending: without(state.pending, action.id),
        saved: { ...state.saved, [action.id]: action.row },
      };
    case 'toggleFailed':
      // The switch shows the value from before.
      return { ...state, pending: without(state.pending, action.id) };
    case 'deleting':
      return state.deletingIds.includes(action.id)
        ? state
        : { ...state, deletingIds: [...state.deletingIds, action.id] };
    case 'deleted':
      return {
        ...state,
        deletingIds: state.deletingIds.filter((id) => id !== action.id),
        deletedIds: [...state.deletedIds, action.id],
        edits: without(state.edits, action.id),
        saved: without(state.saved, action.id),
        savedNewIds: state.savedNewIds.filter((id) => id !== action.id),
      };
    case 'deleteFailed':
      return { ...state, deletingIds: state.deletingIds.filter((id) => id !== action.id) };
    case 'rowsChanged':
      return rowsChanged(state, action.ids);
  }
}

/**
 * The caller's rows were (re)loaded: what was saved or deleted is in them now, and an edit of a
 * row that left the page (another page, another filter) ends. The unsaved new row stays.
 */
function rowsChanged<T>(state: InlineEditState<T>, ids: readonly string[]): InlineEditState<T> {
  const present = new Set(ids);
  const edits = Object.fromEntries(
    Object.entries(state.edits).filter(
      ([id, edit]) => id === state.newRowId || edit.isSaving || present.has(id),
    ),
  );
  const isUnchanged =
    Object.keys(edits).length === Object.keys(state.edits).length &&
    Object.keys(state.saved).length === 0 &&
    state.savedNewIds.length === 0 &&
    state.deletedIds.length === 0;
  if (isUnchanged) return state;
  return { ...state, edits, saved: {}, savedNewIds: [], deletedIds: [] };
}

/** One row as the table shows it. */
export type RowEntry<T> = {
  row: T;
  isEditing: boolean;
  /** Not saved yet. */
  isNew: boolean;
  isSaving: boolean;
  /** A view-mode save or a delete is running. */
  isBusy: boolean;
  errors: RowErrors;
};

const NO_ERRORS: RowErrors = {};

/**
 * The rows to show: the unsaved new row first, then the new rows saved since the last reload,
 * then the caller's rows with their drafts or saved values (deleted ones left out).
 */
export function visibleEntries<T extends RowWithId>(
  rows: readonly T[],
  state: InlineEditState<T>,
): RowEntry<T>[] {
  const entries: RowEntry<T>[] = [];
  const inRows = new Set(rows.map((row) => row.id));
  const entryOf = (row: T): RowEntry<T> => {
    const edit = state.edits[row.id];
    if (edit) {
      return {
        row: edit.draft,
        isEditing: true,
        isNew: edit.original === null,
        isSaving: edit.isSaving,
        isBusy: edit.isSaving,
        errors: edit.errors,
      };
    }
    const pending = state.pending[row.id];
    return {
      row: pending ?? state.saved[row.id] ?? row,
      isEditing: false,
      isNew: false,
      isSaving: false,
      isBusy: pending !== undefined || state.deletingIds.includes(row.id),
      errors: NO_ERRORS,
    };
  };
  const newEdit = state.newRowId === null ? undefined : state.edits[state.newRowId];
  if (newEdit) entries.push(entryOf(newEdit.draft));
  for (const id of state.savedNewIds) {
    const row = state.saved[id];
    if (row && !inRows.has(id)) entries.push(entryOf(row));
  }
  for (const row of rows) {
    if (row.id === state.newRowId || state.deletedIds.includes(row.id)) continue;
    entries.push(entryOf(row));
  }
  return entries;
}

/** What a field must hold before its row is saved. */
export type FieldRule<T> = {
  field: string;
  /** true: DEFAULT_REQUIRED_MESSAGE; a string: that message. */
  required?: boolean | string;
  /** Another check of the value; a message when it fails. */
  validate?: (value: unknown, row: T) => string | null;
  /** Fields that change with this one (ColumnBase.alsoChanges). */
  alsoChanges?: (value: unknown, row: T) => Readonly<Record<string, unknown>>;
};

export const DEFAULT_REQUIRED_MESSAGE = 'Bir isim yazmalısınız.';

/** Empty: nothing, a text of only spaces, or an empty list (a multiple select). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The messages of the fields of `row` that break their rule; empty when it may be saved. */
export function validateRow<T>(row: T, rules: readonly FieldRule<T>[]): RowErrors {
  const errors: Record<string, string> = {};
  for (const rule of rules) {
    const value = (row as Record<string, unknown>)[rule.field];
    if (rule.required && isEmptyValue(value)) {
      errors[rule.field] =
        typeof rule.required === 'string' ? rule.required : DEFAULT_REQUIRED_MESSAGE;
      continue;
    }
    const message = rule.validate?.(value, row);
    if (message) errors[rule.field] = message;
  }
  return errors;
}

/** Every field a change of `field` to `value` sets: the field, then what its column sets with it. */
export function changedFields<T>(
  columns: readonly Pick<FieldRule<T>, 'field' | 'alsoChanges'>[],
  field: string,
  value: unknown,
  row: T,
): Record<string, unknown> {
  const column = columns.find((candidate) => candidate.field === field);
  return { [field]: value, ...column?.alsoChanges?.(value, row) };
}

/** The row as it is sent: the texts of `fields` without surrounding spaces. */
export function trimTextFields<T>(row: T, fields: readonly string[]): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = value.trim();
  }
  return copy as T;
}
