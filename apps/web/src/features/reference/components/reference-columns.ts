import {
  REFERENCE_ADMIN_LABELS as L,
  REFERENCE_ADMIN_MESSAGES as M,
} from '@ccms/contract/reference-admin/messages';
import {
  MAX_REFERENCE_NAME_LENGTH,
  type ReferenceKind,
} from '@ccms/contract/reference-admin/schemas';
import type { SwitchColumn, TextColumn } from '../../../components/inline-edit-table/columns';

type Named = { id: string; name: string; isActive: boolean };

/** The name of a reference row: required, with the kind's own message, as the server says. */
export function nameColumn<T extends Named>(
  kind: ReferenceKind,
  options: { sortable?: boolean } = {},
): TextColumn<T> {
  return {
    field: 'name' as Extract<keyof T, string>,
    title: L.name,
    editor: 'text',
    required: M.nameRequired[kind],
    maxLength: MAX_REFERENCE_NAME_LENGTH,
    sortable: options.sortable,
  };
}

/** A switch saved with 'Kaydet' (the row is in edit mode first). */
export function switchColumn<T>(
  field: Extract<keyof T, string>,
  title: string,
  options: Partial<SwitchColumn<T>> = {},
): SwitchColumn<T> {
  return { field, title, editor: 'switch', align: 'center', ...options };
}

/** The active switch: an inactive row leaves the ticket forms' choices at once. */
export function activeColumn<T extends Named>(options: { sortable?: boolean } = {}) {
  return switchColumn<T>('isActive' as Extract<keyof T, string>, L.active, {
    width: 100,
    sortable: options.sortable,
  });
}
