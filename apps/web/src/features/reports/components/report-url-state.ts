import { REPORT_DIMENSIONS, type ReportDimension } from '@ccms/contract/report-links';
import type { TReportFilter } from '@ccms/contract/reports';
import {
  DEFAULT_PERIOD_PRESET,
  isDay,
  isValidPeriod,
  PERIOD_PRESETS,
  type PeriodPreset,
  presetPeriod,
} from './report-period';

/**
 * What the filter bar applies, kept in the page's query so that a link or a reload shows the same
 * report: a preset by its name (counted from the day it is opened, as the lists' shortcuts), a
 * custom range by its days.
 */
export type ReportFormState = {
  preset: PeriodPreset;
  from?: string;
  to?: string;
} & Partial<Record<ReportDimension, string>>;

/** Short query names: the address stays readable. */
const PARAM_OF: Record<ReportDimension, string> = {
  regionManagerEmail: 'bolge',
  areaManagerEmail: 'alan',
  storeId: 'magaza',
  sourceId: 'kaynak',
  typeId: 'tip',
  categoryId: 'kategori',
  subCategoryId: 'altKategori',
  ruleSetId: 'kural',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isValidDimension(dimension: ReportDimension, value: string): boolean {
  if (dimension === 'regionManagerEmail' || dimension === 'areaManagerEmail') {
    return value.length > 0 && value.length <= 200;
  }
  return UUID.test(value);
}

const isPreset = (value: string | null): value is PeriodPreset =>
  PERIOD_PRESETS.some((preset) => preset.value === value);

/** The state a query describes; what is missing or malformed falls back to the default. */
export function readReportState(params: URLSearchParams): ReportFormState {
  const period = params.get('donem');
  const from = params.get('baslangic');
  const to = params.get('bitis');
  const state: ReportFormState =
    period === 'custom' && isDay(from) && isDay(to) && isValidPeriod({ from, to })
      ? { preset: 'custom', from, to }
      : { preset: isPreset(period) && period !== 'custom' ? period : DEFAULT_PERIOD_PRESET };
  for (const dimension of REPORT_DIMENSIONS) {
    const value = params.get(PARAM_OF[dimension])?.trim();
    if (value && isValidDimension(dimension, value)) state[dimension] = value;
  }
  return state;
}

/** The query of a state; empty filters are left out. */
export function writeReportState(state: ReportFormState): URLSearchParams {
  const params = new URLSearchParams({ donem: state.preset });
  if (state.preset === 'custom' && state.from && state.to) {
    params.set('baslangic', state.from);
    params.set('bitis', state.to);
  }
  for (const dimension of REPORT_DIMENSIONS) {
    const value = state[dimension];
    if (value) params.set(PARAM_OF[dimension], value);
  }
  return params;
}

/** The body of every report call for a state, the preset counted from `today`. */
export function toReportFilter(state: ReportFormState, today: Date): TReportFilter {
  const period = presetPeriod(state.preset, today) ?? {
    from: state.from ?? '',
    to: state.to ?? '',
  };
  const filter: TReportFilter = { from: period.from, to: period.to };
  for (const dimension of REPORT_DIMENSIONS) {
    const value = state[dimension];
    if (value) filter[dimension] = value;
  }
  return filter;
}
