import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';

/**
 * Whether a click on a table row landed on one of the row's own controls (a link, a button, an
 * input, a switch): those do their own job, and the row does not also open its detail.
 */
export function isOnRowControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement | null;
  return target?.closest('button, a, input, .ant-switch, [role="switch"]') != null;
}

/**
 * The props of a table row that selects its record for a side panel: focusable, marked
 * `aria-selected`, chosen by a click beside its own controls or by Enter / Space on the row
 * itself (keys on the row's buttons do their own job).
 */
export function selectableRow<T extends { id: string }>(
  row: T,
  selectedId: string | null,
  onSelect: (row: T) => void,
): HTMLAttributes<HTMLElement> & { 'aria-selected': boolean } {
  return {
    tabIndex: 0,
    'aria-selected': row.id === selectedId,
    onClick: (event) => {
      if (!isOnRowControl(event)) onSelect(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(row);
      }
    },
  };
}
