import { describe, expect, it } from 'vitest';
import { describeSla, type SlaFacts, slaExcelText } from './sla-text.ts';

const open: SlaFacts = {
  status: 1,
  isDeletedFromSLA: false,
  isSlaPaused: false,
  remainingSlaStatus: 1,
  remainingSlaPercentage: 50,
  remainingSlaMinutes: 12 * 60,
  slaMinutes: 24 * 60,
};

describe('describeSla', () => {
  it('says how much time is left, and the level, share and hours beside the colour', () => {
    const sla = describeSla({
      ...open,
      remainingSlaMinutes: 200,
      remainingSlaPercentage: 13.89,
      remainingSlaStatus: 3,
    });
    expect(sla).toEqual({
      level: 'critical',
      words: '3 sa 20 dk kaldı',
      percent: '%13,9',
      hours: '3,3 / 24,0 saat',
      details: 'Kritik · %13,9 · 3,3 / 24,0 saat',
    });
  });

  it('says how long it is overdue, with thousands dots and decimal commas', () => {
    const sla = describeSla({
      ...open,
      remainingSlaStatus: 4,
      remainingSlaMinutes: -499_662,
      remainingSlaPercentage: -34_697.42,
    });
    expect(sla.words).toBe('346 gün 23 sa gecikti');
    expect(sla.details).toBe('Aşıldı · %-34.697,4 · -8.327,7 / 24,0 saat');
    expect(describeSla({ ...open, remainingSlaStatus: 4, remainingSlaMinutes: 0 }).words).toBe(
      'Süre doldu',
    );
  });

  it('follows remainingSlaStatus on open tickets', () => {
    const levels = [0, 1, 2, 3, 4, 9].map(
      (remainingSlaStatus) => describeSla({ ...open, remainingSlaStatus }).level,
    );
    expect(levels).toEqual(['neutral', 'normal', 'danger', 'critical', 'crisis', 'neutral']);
  });

  it('tells a closed ticket in time from a late one, neutral', () => {
    const inTime = describeSla({
      ...open,
      status: 3,
      remainingSlaStatus: 0,
      remainingSlaPercentage: 99.7,
    });
    expect(inTime).toMatchObject({ level: 'neutral', words: 'Zamanında kapandı' });
    expect(inTime.details).toBe('%99,7 · 12,0 / 24,0 saat');
    const late = describeSla({
      ...open,
      status: 3,
      remainingSlaMinutes: -5,
      remainingSlaStatus: 4,
    });
    expect(late).toMatchObject({ level: 'neutral', words: 'Süre aşımıyla kapandı' });
  });

  it('says paused while the clock stands, keeping the level', () => {
    expect(describeSla({ ...open, isSlaPaused: true, remainingSlaStatus: 2 })).toMatchObject({
      level: 'danger',
      words: 'Durduruldu',
    });
  });

  it('says outside SLA for removed tickets and tickets without an SLA', () => {
    const removed = describeSla({ ...open, isDeletedFromSLA: true, remainingSlaStatus: 3 });
    expect(removed).toMatchObject({ level: 'neutral', words: 'SLA dışı' });
    const none = {
      ...open,
      remainingSlaStatus: 0,
      remainingSlaMinutes: null,
      remainingSlaPercentage: null,
      slaMinutes: null,
    };
    expect(describeSla(none)).toEqual({
      level: 'neutral',
      words: 'SLA dışı',
      percent: '',
      hours: '',
      details: '',
    });
  });
});

describe('slaExcelText', () => {
  it('writes the words, then the figures in brackets', () => {
    expect(
      slaExcelText({
        ...open,
        status: 3,
        remainingSlaStatus: 0,
        remainingSlaMinutes: -648,
        remainingSlaPercentage: -14.97,
        slaMinutes: 72 * 60,
      }),
    ).toBe('Süre aşımıyla kapandı (%-15 · -10,8 / 72,0 saat)');
    expect(slaExcelText({ ...open, isDeletedFromSLA: true })).toBe('SLA dışı');
  });
});
