/**
 * Chart colours (docs/domain.md §25 Screen and charts): each reaches at least 4.5:1 against the
 * white card, so a bar stays visible and a white value label on it stays readable. Colour never
 * says anything alone: the bars carry patterns (decals), value labels and the table beside them.
 */
export const SERIES_COLORS = {
  /** blue-700, 6.7:1 */
  opened: '#1d4ed8',
  /** green-800, 7.4:1 */
  closed: '#166534',
  /** slate-600, 7.6:1 */
  neutral: '#475569',
} as const;

/** The five SLA states 0–4 (docs/domain.md §4), darker than the list's cells so bars keep 4.5:1. */
export const SLA_STATE_COLORS: readonly string[] = [
  '#475569', // SLA dışı
  '#166534', // Normal
  '#92400e', // Tehlikede
  '#c2410c', // Kritik
  '#b91c1c', // Aşıldı
];

/** Heat map: the least kept share dark red, through dark amber, to dark green. */
export const HEAT_COLORS = ['#991b1b', '#92400e', '#166534'] as const;
/** A cell where nothing with an SLA closed. */
export const HEAT_EMPTY_COLOR = '#64748b';
