import { describe, expect, it } from 'vitest';
import { REFERENCE_ADMIN_MESSAGES } from './messages.ts';
import {
  callWrapUpSwitchProblems,
  canPauseSla,
  switchesAfterProcessChange,
} from './wrap-up-switches.ts';

describe('the wrap-up SLA-paused switch', () => {
  it('may be used only on an in-process wrap-up', () => {
    expect(canPauseSla({ isProcess: true })).toBe(true);
    expect(canPauseSla({ isProcess: false })).toBe(false);
  });

  it('goes off with in-process, and stays as it is when in-process goes on', () => {
    expect(switchesAfterProcessChange(false)).toEqual({ isSlaPaused: false });
    expect(switchesAfterProcessChange(true)).toEqual({});
  });

  it('refuses a paused SLA without in-process, in Turkish', () => {
    expect(callWrapUpSwitchProblems({ isProcess: false, isSlaPaused: true })).toEqual([
      REFERENCE_ADMIN_MESSAGES.slaPauseNeedsProcess,
    ]);
    expect(callWrapUpSwitchProblems({ isProcess: true, isSlaPaused: true })).toEqual([]);
    expect(callWrapUpSwitchProblems({ isProcess: false, isSlaPaused: false })).toEqual([]);
  });
});
