import { describe, expect, it } from 'vitest';
import {
  changedFields,
  DEFAULT_REQUIRED_MESSAGE,
  type InlineEditAction,
  type InlineEditState,
  initialInlineEditState,
  inlineEditReducer,
  isEmptyValue,
  trimTextFields,
  validateRow,
  visibleEntries,
} from './inline-edit-state';

type Row = { id: string; name: string; isActive: boolean };

const a: Row = { id: 'a', name: 'Şikayet', isActive: true };
const b: Row = { id: 'b', name: 'Talep', isActive: false };
const rows = [a, b];

function run(...actions: InlineEditAction<Row>[]): InlineEditState<Row> {
  return actions.reduce(inlineEditReducer<Row>, initialInlineEditState<Row>());
}

const names = (state: InlineEditState<Row>, list: readonly Row[] = rows) =>
  visibleEntries(list, state).map((entry) => entry.row.name);

describe('inline-edit state: editing a saved row', () => {
  it('shows the rows in view mode at first', () => {
    const entries = visibleEntries(rows, initialInlineEditState<Row>());
    expect(entries.map((entry) => [entry.row.id, entry.isEditing, entry.isNew])).toEqual([
      ['a', false, false],
      ['b', false, false],
    ]);
  });

  it("shows the draft while editing and restores name and active on 'Vazgeç'", () => {
    const editing = run(
      { type: 'edit', row: a },
      { type: 'change', id: 'a', field: 'name', value: 'Öneri' },
      { type: 'change', id: 'a', field: 'isActive', value: false },
    );
    expect(visibleEntries(rows, editing)[0]).toMatchObject({
      row: { id: 'a', name: 'Öneri', isActive: false },
      isEditing: true,
      isNew: false,
    });
    const discarded = inlineEditReducer(editing, { type: 'discard', id: 'a' });
    expect(visibleEntries(rows, discarded)[0]).toMatchObject({ row: a, isEditing: false });
  });

  it('returns a saved row to view mode with the saved values until the rows reload', () => {
    const saved = run(
      { type: 'edit', row: a },
      { type: 'change', id: 'a', field: 'name', value: 'Öneri' },
      { type: 'saving', id: 'a' },
      { type: 'saved', id: 'a', row: { ...a, name: 'Öneri' } },
    );
    expect(visibleEntries(rows, saved)[0]).toMatchObject({
      row: { name: 'Öneri' },
      isEditing: false,
    });
    // The reload brings the server's row, which wins from then on.
    const reloaded = inlineEditReducer(saved, { type: 'rowsChanged', ids: ['a', 'b'] });
    expect(names(reloaded, [{ ...a, name: 'ÖNERİ' }, b])).toEqual(['ÖNERİ', 'Talep']);
  });

  it('keeps a failed save in edit mode with the typed values', () => {
    const failed = run(
      { type: 'edit', row: a },
      { type: 'change', id: 'a', field: 'name', value: 'Öneri' },
      { type: 'saving', id: 'a' },
      { type: 'saveFailed', id: 'a' },
    );
    expect(visibleEntries(rows, failed)[0]).toMatchObject({
      row: { name: 'Öneri' },
      isEditing: true,
      isSaving: false,
    });
  });

  it('ignores changes and discards while the row is being saved', () => {
    const saving = run({ type: 'edit', row: a }, { type: 'saving', id: 'a' });
    expect(inlineEditReducer(saving, { type: 'discard', id: 'a' })).toBe(saving);
    const changed = inlineEditReducer(saving, {
      type: 'change',
      id: 'a',
      field: 'name',
      value: 'x',
    });
    expect(changed.edits.a?.draft.name).toBe('Şikayet');
  });

  it('lets several saved rows be edited at once', () => {
    const state = run({ type: 'edit', row: a }, { type: 'edit', row: b });
    expect(visibleEntries(rows, state).every((entry) => entry.isEditing)).toBe(true);
  });

  it('ends the edit of a row that left the page, keeping those still shown', () => {
    const state = run({ type: 'edit', row: a }, { type: 'edit', row: b });
    const paged = inlineEditReducer(state, { type: 'rowsChanged', ids: ['b', 'c'] });
    expect(Object.keys(paged.edits)).toEqual(['b']);
  });

  it('clears the errors of a field once it changes', () => {
    const state = run(
      { type: 'edit', row: a },
      { type: 'invalid', id: 'a', errors: { name: DEFAULT_REQUIRED_MESSAGE } },
    );
    expect(visibleEntries(rows, state)[0]?.errors).toEqual({ name: DEFAULT_REQUIRED_MESSAGE });
    const typed = inlineEditReducer(state, { type: 'change', id: 'a', field: 'name', value: 'x' });
    expect(visibleEntries(rows, typed)[0]?.errors).toEqual({});
  });
});

describe('inline-edit state: the new row', () => {
  const fresh: Row = { id: 'n', name: '', isActive: true };

  it('puts the new row at the top in edit mode, and allows only one', () => {
    const state = run({ type: 'add', row: fresh });
    expect(state.newRowId).toBe('n');
    expect(visibleEntries(rows, state)[0]).toMatchObject({
      row: fresh,
      isEditing: true,
      isNew: true,
    });
    const second = inlineEditReducer(state, { type: 'add', row: { ...fresh, id: 'm' } });
    expect(second).toBe(state);
  });

  it("removes an unsaved new row on 'Vazgeç' and frees the new button", () => {
    const state = run({ type: 'add', row: fresh }, { type: 'discard', id: 'n' });
    expect(state.newRowId).toBeNull();
    expect(names(state)).toEqual(['Şikayet', 'Talep']);
  });

  it('makes a saved new row a normal row, still at the top until the rows reload', () => {
    const saved = run(
      { type: 'add', row: fresh },
      { type: 'change', id: 'n', field: 'name', value: 'Yeni' },
      { type: 'saving', id: 'n' },
      { type: 'saved', id: 'n', row: { ...fresh, name: 'Yeni' } },
    );
    expect(saved.newRowId).toBeNull();
    expect(visibleEntries(rows, saved)[0]).toMatchObject({
      row: { name: 'Yeni' },
      isEditing: false,
      isNew: false,
    });
    // Once reloaded, the server decides where it goes (another page, say).
    const reloaded = inlineEditReducer(saved, { type: 'rowsChanged', ids: ['a', 'b'] });
    expect(names(reloaded)).toEqual(['Şikayet', 'Talep']);
  });

  it('does not show a saved new row twice when the reload already holds it', () => {
    const saved = run(
      { type: 'add', row: fresh },
      { type: 'saving', id: 'n' },
      { type: 'saved', id: 'n', row: { ...fresh, name: 'Yeni' } },
    );
    expect(names(saved, [{ ...fresh, name: 'Yeni' }, a])).toEqual(['Yeni', 'Şikayet']);
  });

  it('keeps the unsaved new row when the rows reload', () => {
    const state = run({ type: 'add', row: fresh });
    const reloaded = inlineEditReducer(state, { type: 'rowsChanged', ids: ['c'] });
    expect(reloaded.newRowId).toBe('n');
    expect(visibleEntries([], reloaded)).toHaveLength(1);
  });
});

describe('inline-edit state: view-mode switches and deletes', () => {
  it('shows the toggled value while it saves, and the old one after a failure', () => {
    const toggling = run({ type: 'toggling', row: { ...a, isActive: false } });
    expect(visibleEntries(rows, toggling)[0]).toMatchObject({
      row: { isActive: false },
      isBusy: true,
    });
    const failed = inlineEditReducer(toggling, { type: 'toggleFailed', id: 'a' });
    expect(visibleEntries(rows, failed)[0]).toMatchObject({ row: a, isBusy: false });
    const saved = inlineEditReducer(toggling, {
      type: 'toggled',
      id: 'a',
      row: { ...a, isActive: false },
    });
    expect(visibleEntries(rows, saved)[0]).toMatchObject({
      row: { isActive: false },
      isBusy: false,
    });
  });

  it('does not start editing a row whose switch is saving, nor toggle an edited row', () => {
    const toggling = run({ type: 'toggling', row: { ...a, isActive: false } });
    expect(inlineEditReducer(toggling, { type: 'edit', row: a })).toBe(toggling);
    const editing = run({ type: 'edit', row: a });
    expect(inlineEditReducer(editing, { type: 'toggling', row: a })).toBe(editing);
  });

  it('hides a deleted row until the rows reload, and keeps it after a failed delete', () => {
    const deleting = run({ type: 'deleting', id: 'a' });
    expect(visibleEntries(rows, deleting)[0]?.isBusy).toBe(true);
    expect(names(inlineEditReducer(deleting, { type: 'deleted', id: 'a' }))).toEqual(['Talep']);
    const failed = inlineEditReducer(deleting, { type: 'deleteFailed', id: 'a' });
    expect(visibleEntries(rows, failed)[0]).toMatchObject({ row: a, isBusy: false });
  });

  it('returns the same state when a reload changes nothing (no render loop)', () => {
    const state = run({ type: 'edit', row: a });
    expect(inlineEditReducer(state, { type: 'rowsChanged', ids: ['a', 'b'] })).toBe(state);
  });
});

describe('validateRow', () => {
  const rules = [
    { field: 'name', required: true },
    {
      field: 'email',
      required: 'Bir e-posta adresi yazmalısınız.',
      validate: (value: unknown) =>
        String(value).includes('@') ? null : 'Geçerli bir e-posta adresi yazmalısınız.',
    },
  ];

  it("refuses an empty or blank required field with 'Bir isim yazmalısınız.' or the column's text", () => {
    expect(validateRow({ name: '  ', email: '' }, rules)).toEqual({
      name: 'Bir isim yazmalısınız.',
      email: 'Bir e-posta adresi yazmalısınız.',
    });
  });

  it("runs the column's own check on a filled field", () => {
    expect(validateRow({ name: 'x', email: 'abc' }, rules)).toEqual({
      email: 'Geçerli bir e-posta adresi yazmalısınız.',
    });
    expect(validateRow({ name: 'x', email: 'a@b.co' }, rules)).toEqual({});
  });

  it('counts false and 0 as values, an empty list as missing', () => {
    expect(isEmptyValue(false)).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(['a'])).toBe(false);
  });
});

describe('trimTextFields', () => {
  it('trims the named text fields only, without changing the row', () => {
    const row = { id: 'a', name: '  Kargo ', note: ' x ' };
    expect(trimTextFields(row, ['name'])).toEqual({ id: 'a', name: 'Kargo', note: ' x ' });
    expect(row.name).toBe('  Kargo ');
  });
});

describe('changedFields', () => {
  type Switches = { id: string; isProcess: boolean; isSlaPaused: boolean };
  const row: Switches = { id: 'a', isProcess: true, isSlaPaused: true };
  const columns = [
    {
      field: 'isProcess',
      alsoChanges: (value: unknown) => (value ? {} : { isSlaPaused: false }),
    },
    { field: 'isSlaPaused' },
  ];

  it('sets what a column changes with its field (a dependent switch goes off)', () => {
    expect(changedFields<Switches>(columns, 'isProcess', false, row)).toEqual({
      isProcess: false,
      isSlaPaused: false,
    });
    expect(changedFields<Switches>(columns, 'isProcess', true, row)).toEqual({ isProcess: true });
  });

  it('sets only the field of a column without linked changes, or of no column', () => {
    expect(changedFields<Switches>(columns, 'isSlaPaused', false, row)).toEqual({
      isSlaPaused: false,
    });
    expect(changedFields<Switches>(columns, 'note', 'x', row)).toEqual({ note: 'x' });
  });
});
