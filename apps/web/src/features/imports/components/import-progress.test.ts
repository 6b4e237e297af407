import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { describe, expect, it } from 'vitest';
import {
  appliedText,
  applyQuestion,
  progressPercent,
  progressText,
  refusalText,
  timeLeftText,
} from './import-progress';

const summary = (change: Partial<TImportSummary>): TImportSummary => ({
  id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  kind: 'stores',
  fileName: 'magazalar.xlsx',
  fileSize: 1000,
  state: 'reading',
  bytesRead: 0,
  rowsRead: 0,
  rowsApplied: 0,
  newCount: 0,
  changedCount: 0,
  unchangedCount: 0,
  refusedCount: 0,
  secondsLeft: null,
  failureMessage: null,
  createdAt: '2026-12-01T09:00:00Z',
  createdByName: 'Yönetici',
  appliedAt: null,
  appliedByName: null,
  undoneAt: null,
  canUndo: false,
  ...change,
});

describe('timeLeftText', () => {
  it.each([
    [null, 'hesaplanıyor'],
    [-1, 'hesaplanıyor'],
    [0, 'birkaç saniye'],
    [9, 'birkaç saniye'],
    [10, 'yaklaşık 10 sn'],
    [41, 'yaklaşık 50 sn'],
    [59, 'yaklaşık 60 sn'],
    [60, 'yaklaşık 1 dk'],
    [100, 'yaklaşık 2 dk'],
    [150, 'yaklaşık 3 dk'],
    [3569, 'yaklaşık 59 dk'],
    [3600, 'yaklaşık 1 sa'],
    [4800, 'yaklaşık 1 sa 20 dk'],
    [7199, 'yaklaşık 2 sa'],
  ])('%s s reads %s', (seconds, text) => {
    expect(timeLeftText(seconds)).toBe(text);
  });
});

describe('progressPercent', () => {
  it('counts the bytes read while reading, never 100 before the file is checked', () => {
    expect(progressPercent(summary({ bytesRead: 250 }))).toBe(25);
    expect(progressPercent(summary({ bytesRead: 1000 }))).toBe(99);
    expect(progressPercent(summary({ fileSize: 0 }))).toBe(0);
  });

  it("counts the file's rows gone through while applying", () => {
    const applying = summary({ state: 'applying', rowsRead: 400, newCount: 300 });
    expect(progressPercent({ ...applying, rowsApplied: 100 })).toBe(25);
    expect(progressPercent({ ...applying, rowsApplied: 0 })).toBe(0);
    expect(progressPercent({ ...applying, rowsApplied: 400 })).toBe(99);
  });
});

describe('progressText', () => {
  it('says the rows read and refused, in Turkish figures', () => {
    expect(progressText(summary({ rowsRead: 12500, refusedCount: 3 }))).toBe(
      '12.500 satır okundu, 3 satır reddedildi',
    );
  });

  it("says the file's rows gone through while applying", () => {
    const applying = summary({ state: 'applying', rowsApplied: 4000, rowsRead: 12000 });
    expect(progressText(applying)).toBe('4.000 / 12.000 satır işlendi');
  });
});

describe('refusalText', () => {
  const row = { rowNumber: 812, key: 'M812', outcome: 'refused' as const };

  it('puts the row and the column before the reason', () => {
    expect(
      refusalText({
        ...row,
        problemColumn: 'Mağaza Kodu',
        problemMessage: 'böyle bir mağaza yok.',
      }),
    ).toBe('Satır 812, Mağaza Kodu: böyle bir mağaza yok.');
  });

  it('says neither twice when the message carries them', () => {
    const expected = 'Satır 812, Mağaza Kodu: böyle bir mağaza yok.';
    expect(
      refusalText({
        ...row,
        problemColumn: 'Mağaza Kodu',
        problemMessage: 'Mağaza Kodu: böyle bir mağaza yok.',
      }),
    ).toBe(expected);
    expect(refusalText({ ...row, problemColumn: 'Mağaza Kodu', problemMessage: expected })).toBe(
      expected,
    );
  });

  it('gives the row alone when no column is to blame', () => {
    expect(refusalText({ ...row, problemColumn: null, problemMessage: 'satır boş.' })).toBe(
      'Satır 812, satır boş.',
    );
  });
});

describe('applyQuestion', () => {
  it('names every count it acts on', () => {
    expect(
      applyQuestion(
        summary({ newCount: 1200, changedCount: 3, unchangedCount: 40, refusedCount: 2 }),
      ),
    ).toBe(
      '1.200 yeni kayıt eklenecek, 3 kayıt değişecek. 40 satır aynı, 2 satır reddedildi; bunlar yazılmayacak.',
    );
  });

  it('leaves out the rows left alone when there are none', () => {
    expect(applyQuestion(summary({ newCount: 3 }))).toBe(
      '3 yeni kayıt eklenecek, 0 kayıt değişecek.',
    );
  });
});

describe('appliedText', () => {
  it('says what was written, and that the refused rows were not', () => {
    expect(appliedText(summary({ state: 'applied', newCount: 3 }))).toBe(
      'Uygulandı: 3 kayıt eklendi, 0 kayıt değişti.',
    );
    expect(appliedText(summary({ state: 'applied', changedCount: 2, refusedCount: 1 }))).toBe(
      'Uygulandı: 0 kayıt eklendi, 2 kayıt değişti. 1 reddedilen satır yazılmadı.',
    );
  });
});
