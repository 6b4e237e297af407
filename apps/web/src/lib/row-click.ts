import type { MouseEvent } from 'react';

/**
 * Whether a click on a table row landed on one of the row's own controls (a link, a button, an
 * input, a switch): those do their own job, and the row does not also open its detail.
 */
export function isOnRowControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement | null;
  return target?.closest('button, a, input, .ant-switch, [role="switch"]') != null;
}
