import type { UseQueryResult } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ReportSection } from './report-section';

/* Rendered to HTML in node (no DOM): what a report card says while loading, empty or refused. */

type Data = { rows: number[] };

const queryOf = (state: Partial<UseQueryResult<Data>>) =>
  ({
    data: undefined,
    isError: false,
    isFetching: false,
    error: null,
    ...state,
  }) as UseQueryResult<Data>;

const render = (query: UseQueryResult<Data>) =>
  renderToString(
    <ReportSection
      title="Özet"
      testId="report-counts"
      query={query}
      isEmpty={(data) => data.rows.length === 0}
    >
      {(data) => <p>{`${data.rows.length} satır`}</p>}
    </ReportSection>,
  );

describe('a report card', () => {
  it('shows a skeleton while its call runs, then its figures', () => {
    expect(render(queryOf({ isFetching: true }))).toContain('ant-skeleton');
    expect(render(queryOf({ data: { rows: [1, 2] } }))).toContain('2 satır');
  });

  it("says 'Bu dönemde bilet yok.' when there is nothing to draw", () => {
    expect(render(queryOf({ data: { rows: [] } }))).toContain('Bu dönemde bilet yok.');
  });

  it("shows the server's own message when the call is refused, a general one when it failed", () => {
    const refused = new ApiError(400, [
      "'Bitiş' tarihi 'Başlangıç' tarihinden en fazla 366 gün sonra olabilir.",
    ]);
    expect(render(queryOf({ isError: true, error: refused }))).toContain(
      'tarihinden en fazla 366 gün sonra olabilir.',
    );
    const failed = new ApiError(500, ['Beklenmeyen bir hata oluştu.']);
    expect(render(queryOf({ isError: true, error: failed }))).toContain(
      'Rapor alınamadı. Lütfen tekrar deneyin.',
    );
  });
});
