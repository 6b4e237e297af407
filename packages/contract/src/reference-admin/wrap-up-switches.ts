import type { TCallWrapUp } from '../reference.ts';
import { REFERENCE_ADMIN_MESSAGES as M } from './messages.ts';

/*
 * The call wrap-up's dependent switch (docs/domain.md §14.3 Wrap-up switch rule): SLA-paused only
 * on an in-process wrap-up, since only an in-process ('İşlemde') activity can pause a ticket's
 * clock. The screen disables the switch and the server refuses the row.
 */

type Switches = Pick<TCallWrapUp, 'isProcess' | 'isSlaPaused'>;

/** Whether the SLA-paused switch may be changed (and be on) for the row. */
export function canPauseSla(row: Pick<TCallWrapUp, 'isProcess'>): boolean {
  return row.isProcess;
}

/** What else changes when in-process is switched: off takes SLA-paused off with it. */
export function switchesAfterProcessChange(isProcess: boolean): Partial<Switches> {
  return isProcess ? {} : { isSlaPaused: false };
}

/** The broken switch rules of a wrap-up as it would be saved; empty when it may be. */
export function callWrapUpSwitchProblems(row: Switches): string[] {
  return row.isSlaPaused && !canPauseSla(row) ? [M.slaPauseNeedsProcess] : [];
}
