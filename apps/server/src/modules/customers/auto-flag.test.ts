import { describe, expect, it } from 'vitest';
import { applyAutoFlag, evaluateAutoFlag, type TicketForAutoFlag } from './auto-flag.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const ticket = (
  ticketNo: number,
  typeName: string,
  age: number,
  isTHH = false,
): TicketForAutoFlag => ({
  ticketNo,
  typeName,
  isTHH,
  createdAt: daysAgo(age),
});

describe('evaluateAutoFlag', () => {
  it('flags three complaints within 90 days and says how many', () => {
    expect(
      evaluateAutoFlag(
        [
          ticket(1, 'Şikayet', 1),
          ticket(2, 'Şikayet', 40),
          ticket(3, 'ŞİKAYET', 89),
          ticket(4, 'Şikayet', 60),
        ],
        now,
      ),
    ).toEqual({ isFlag: true, flagDescription: 'Son 3 ayda 4 şikayet bileti' });
  });

  it('does not flag two complaints, or complaints older than the window, or other types', () => {
    expect(evaluateAutoFlag([ticket(1, 'Şikayet', 1), ticket(2, 'Şikayet', 2)], now)).toEqual({
      isFlag: false,
    });
    expect(
      evaluateAutoFlag(
        [ticket(1, 'Şikayet', 1), ticket(2, 'Şikayet', 2), ticket(3, 'Şikayet', 91)],
        now,
      ),
    ).toEqual({ isFlag: false });
    expect(
      evaluateAutoFlag(
        [ticket(1, 'Bilgi', 1), ticket(2, 'Talep', 2), ticket(3, 'Şikayet', 3)],
        now,
      ),
    ).toEqual({ isFlag: false });
  });

  it('flags any consumer arbitration board ticket in the window, naming it', () => {
    expect(evaluateAutoFlag([ticket(1207, 'Bilgi', 10, true)], now)).toEqual({
      isFlag: true,
      flagDescription: 'Tüketici hakem heyeti başvurusu: #1207',
    });
    expect(evaluateAutoFlag([ticket(1207, 'Bilgi', 100, true)], now)).toEqual({ isFlag: false });
  });

  it('gives both reasons when both hold', () => {
    const decision = evaluateAutoFlag(
      [ticket(1, 'Şikayet', 1, true), ticket(2, 'Şikayet', 2), ticket(3, 'Şikayet', 3)],
      now,
    );
    expect(decision).toEqual({
      isFlag: true,
      flagDescription: 'Son 3 ayda 3 şikayet bileti; Tüketici hakem heyeti başvurusu: #1',
    });
  });

  it('follows the thresholds of the settings', () => {
    const settings = { complaintThreshold: 2, windowDays: 14, complaintTypeName: 'Şikayet' };
    expect(
      evaluateAutoFlag([ticket(1, 'Şikayet', 1), ticket(2, 'Şikayet', 13)], now, settings),
    ).toEqual({
      isFlag: true,
      flagDescription: 'Son 14 günde 2 şikayet bileti',
    });
  });
});

describe('applyAutoFlag', () => {
  it('flags again a customer whose flag was removed while the criteria hold', () => {
    expect(
      applyAutoFlag(
        { isFlag: false, flagDescription: null },
        { isFlag: true, flagDescription: 'x' },
      ),
    ).toEqual({ isFlag: true, flagDescription: 'x' });
  });

  it('keeps a flag a person set when the rule finds nothing', () => {
    const manual = { isFlag: true, flagDescription: 'Kullanıcı tarafından flaglendi: Ayşe Yılmaz' };
    expect(applyAutoFlag(manual, { isFlag: false })).toEqual(manual);
  });
});
