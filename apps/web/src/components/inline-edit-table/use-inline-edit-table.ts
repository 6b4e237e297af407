import { useEffect, useMemo, useReducer, useRef } from 'react';
import { randomUuid } from '../../lib/random-uuid';
import type { InlineEditColumn, SwitchColumn } from './columns';
import {
  changedFields,
  type FieldRule,
  type InlineEditAction,
  type InlineEditState,
  initialInlineEditState,
  inlineEditReducer,
  type RowEntry,
  type RowWithId,
  trimTextFields,
  validateRow,
  visibleEntries,
} from './inline-edit-state';

export type InlineEditHandlers<T> = {
  /**
   * Saves a row (the whole row, texts trimmed). Resolves to the saved row (shown until the rows
   * reload), or null / undefined to show what was sent; rejects on failure, and the row stays
   * as it was being edited.
   */
  onSave: (row: T, isNew: boolean) => Promise<T | null | undefined>;
  /** A new row with the client-generated id; without it the table has no new button. */
  createRow?: (id: string) => T;
  /** Deletes a saved row (after the table's confirmation); rejects on failure. */
  onDelete?: (row: T) => Promise<void>;
};

/** The inline-edit table's state and actions over the caller's rows. */
export function useInlineEditTable<T extends RowWithId>(
  rows: readonly T[],
  columns: readonly InlineEditColumn<T>[],
  handlers: InlineEditHandlers<T>,
) {
  const [state, dispatch] = useReducer(
    (current: InlineEditState<T>, action: InlineEditAction<T>) =>
      inlineEditReducer(current, action),
    undefined,
    initialInlineEditState<T>,
  );

  // Saves read the state as it is when they run (a confirmation may have waited meanwhile).
  const latest = useRef(state);
  latest.current = state;
  // A second Enter before the next render must not save twice.
  const saving = useRef(new Set<string>());

  // A reload of the caller's rows holds what was saved; drafts of rows still shown stay.
  useEffect(() => {
    dispatch({ type: 'rowsChanged', ids: rows.map((row) => row.id) });
  }, [rows]);

  const entries = useMemo(() => visibleEntries(rows, state), [rows, state]);
  const editable: FieldRule<T>[] = columns.filter((column) => column.editor !== undefined);
  const textFields = columns.filter((column) => column.editor === 'text').map((c) => c.field);

  /** Changes a field of an edited row, and the fields its column changes with it. */
  const change = (id: string, field: string, value: unknown) => {
    const draft = latest.current.edits[id]?.draft;
    const fields = draft ? changedFields(editable, field, value, draft) : { [field]: value };
    for (const [name, next] of Object.entries(fields)) {
      dispatch({ type: 'change', id, field: name, value: next });
    }
  };

  /** Saves an edited row, with `patch` changed first; true when it was saved. */
  const save = async (id: string, patch?: Record<string, unknown>): Promise<boolean> => {
    const edit = latest.current.edits[id];
    if (!edit || edit.isSaving || saving.current.has(id)) return false;
    const draft = patch ? { ...edit.draft, ...patch } : edit.draft;
    for (const [field, value] of Object.entries(patch ?? {})) {
      dispatch({ type: 'change', id, field, value });
    }
    const errors = validateRow(draft, editable);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', id, errors });
      return false;
    }
    dispatch({ type: 'saving', id });
    saving.current.add(id);
    const row = trimTextFields(draft, textFields);
    try {
      const saved = await handlers.onSave(row, edit.original === null);
      dispatch({ type: 'saved', id, row: saved ?? row });
      return true;
    } catch {
      // The server's messages were shown by the API client; the typed values stay.
      dispatch({ type: 'saveFailed', id });
      return false;
    } finally {
      saving.current.delete(id);
    }
  };

  const toggle = async (entry: RowEntry<T>, column: SwitchColumn<T>, checked: boolean) => {
    const context = { isNew: entry.isNew, isEditing: entry.isEditing };
    if (column.confirm && !(await column.confirm(entry.row, checked, context))) return;
    const id = entry.row.id;
    const fields = changedFields(editable, column.field, checked, entry.row);
    if (entry.isEditing) {
      if (column.saveOnToggle && !entry.isNew) await save(id, fields);
      else change(id, column.field, checked);
      return;
    }
    const row = { ...entry.row, ...fields };
    dispatch({ type: 'toggling', row });
    try {
      const saved = await handlers.onSave(row, false);
      dispatch({ type: 'toggled', id, row: saved ?? row });
    } catch {
      dispatch({ type: 'toggleFailed', id });
    }
  };

  const remove = async (row: T) => {
    if (!handlers.onDelete) return;
    dispatch({ type: 'deleting', id: row.id });
    try {
      await handlers.onDelete(row);
      dispatch({ type: 'deleted', id: row.id });
    } catch {
      dispatch({ type: 'deleteFailed', id: row.id });
    }
  };

  const { createRow } = handlers;
  return {
    entries,
    hasNewRow: state.newRowId !== null,
    add: createRow ? () => dispatch({ type: 'add', row: createRow(randomUuid()) }) : undefined,
    edit: (row: T) => dispatch({ type: 'edit', row }),
    change,
    save,
    discard: (id: string) => dispatch({ type: 'discard', id }),
    toggle,
    remove: handlers.onDelete ? remove : undefined,
  };
}
