import { describe, expect, it } from 'vitest';
import { slaClassName, slaLevelOf, slaPercentText } from './ticket-list-sla';

const open = { status: 1, isDeletedFromSLA: false };

describe('SLA cell', () => {
  it('follows remainingSlaStatus on open tickets', () => {
    expect(slaLevelOf({ ...open, remainingSlaStatus: 0 })).toBe('neutral');
    expect(slaLevelOf({ ...open, remainingSlaStatus: 1 })).toBe('normal');
    expect(slaLevelOf({ ...open, remainingSlaStatus: 2 })).toBe('danger');
    expect(slaLevelOf({ ...open, remainingSlaStatus: 3 })).toBe('critical');
    expect(slaLevelOf({ ...open, remainingSlaStatus: 4 })).toBe('crisis');
    expect(slaLevelOf({ ...open, remainingSlaStatus: 9 })).toBe('neutral');
  });

  it('is neutral for closed tickets and tickets removed from SLA', () => {
    expect(slaLevelOf({ status: 3, isDeletedFromSLA: false, remainingSlaStatus: 4 })).toBe(
      'neutral',
    );
    expect(slaLevelOf({ status: 5, isDeletedFromSLA: true, remainingSlaStatus: 3 })).toBe(
      'neutral',
    );
  });

  it('names the CSS class after the level', () => {
    expect(slaClassName({ ...open, remainingSlaStatus: 2 })).toBe('ticket-sla ticket-sla--danger');
  });

  it('shows the percentage the Turkish way, nothing without a figure', () => {
    expect(slaPercentText({ remainingSlaPercentage: 45 })).toBe('%45');
    expect(slaPercentText({ remainingSlaPercentage: -12.46 })).toBe('%-12,5');
    expect(slaPercentText({ remainingSlaPercentage: null })).toBe('');
  });
});
