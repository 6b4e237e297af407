import { describe, expect, it } from 'vitest';
import { readReportState, toReportFilter, writeReportState } from './report-url-state';

const today = new Date(2026, 10, 27, 9);
const STORE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const TYPE = '7a1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('the reports screen state in the address', () => {
  it('opens on the last 7 days without filters', () => {
    const state = readReportState(new URLSearchParams());
    expect(state).toEqual({ preset: 'last7' });
    expect(toReportFilter(state, today)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('gives back what it wrote: a preset, a custom range and the filters', () => {
    const preset = { preset: 'last90' as const, storeId: STORE, regionManagerEmail: 'b@x.local' };
    expect(readReportState(writeReportState(preset))).toEqual(preset);
    const custom = {
      preset: 'custom' as const,
      from: '2026-11-01',
      to: '2026-11-27',
      typeId: TYPE,
    };
    const params = writeReportState(custom);
    expect(params.toString()).toBe(
      `donem=custom&baslangic=2026-11-01&bitis=2026-11-27&tip=${TYPE}`,
    );
    expect(readReportState(params)).toEqual(custom);
    expect(toReportFilter(custom, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      typeId: TYPE,
    });
  });

  it('drops what a hand-edited address gets wrong', () => {
    const state = readReportState(
      new URLSearchParams({
        donem: 'custom',
        baslangic: '2026-11-27',
        bitis: '2026-11-01',
        magaza: 'not-an-id',
        kaynak: '',
      }),
    );
    expect(state).toEqual({ preset: 'last7' });
    expect(readReportState(new URLSearchParams({ donem: 'yesterday' }))).toEqual({
      preset: 'last7',
    });
  });
});
