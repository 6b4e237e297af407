import { TICKET_STATUS } from './tickets-statuses.ts';
import { formatDuration, formatNumberTr, formatPercentTr } from './turkish-format.ts';

/**
 * A ticket's SLA in words, the same on the lists, the detail page and in Excel (docs/domain.md
 * §4 In words): what the cell says, its colour level, and the figures of its tooltip.
 */

/** The spec's five styles by remainingSlaStatus; closed and removed tickets are neutral. */
export type SlaLevel = 'neutral' | 'normal' | 'danger' | 'critical' | 'crisis';

const LEVEL_OF_STATUS: Readonly<Record<number, SlaLevel>> = {
  0: 'neutral',
  1: 'normal',
  2: 'danger',
  3: 'critical',
  4: 'crisis',
};

/**
 * The level in a word, said beside the colour (colour alone says nothing to some); neutral
 * tickets say what they are in their words already.
 */
export const SLA_LEVEL_LABELS: Readonly<Record<SlaLevel, string>> = {
  neutral: '',
  normal: 'Normal',
  danger: 'Tehlikede',
  critical: 'Kritik',
  crisis: 'Aşıldı',
};

export const SLA_WORDS = {
  outside: 'SLA dışı',
  paused: 'Durduruldu',
  closedInTime: 'Zamanında kapandı',
  closedLate: 'Süre aşımıyla kapandı',
  due: 'Süre doldu',
  left: (duration: string) => `${duration} kaldı`,
  late: (duration: string) => `${duration} gecikti`,
} as const;

export type SlaFacts = {
  status: number;
  isDeletedFromSLA: boolean;
  isSlaPaused: boolean;
  remainingSlaStatus: number;
  remainingSlaPercentage: number | null;
  remainingSlaMinutes: number | null;
  slaMinutes: number | null;
};

export type SlaText = {
  level: SlaLevel;
  /** What the cell says: '3 sa 20 dk kaldı', '2 gün 4 sa gecikti', 'Zamanında kapandı', … */
  words: string;
  /** '%-34.697,4'; empty without figures. */
  percent: string;
  /** '-8.327,7 / 24,0 saat': remaining over total hours; empty without figures. */
  hours: string;
  /** The level's word, the share and the hours: 'Aşıldı · %-34.697,4 · -8.327,7 / 24,0 saat'. */
  details: string;
};

/** 'kalan saat / toplam saat', one decimal, Turkish separators; empty without figures. */
export function slaHoursText(facts: Pick<SlaFacts, 'remainingSlaMinutes' | 'slaMinutes'>): string {
  if (facts.slaMinutes === null || facts.remainingSlaMinutes === null) return '';
  const hours = (minutes: number) => formatNumberTr(minutes / 60, 1, true);
  return `${hours(facts.remainingSlaMinutes)} / ${hours(facts.slaMinutes)} saat`;
}

function levelOf(facts: SlaFacts): SlaLevel {
  if (facts.status === TICKET_STATUS.closed || facts.isDeletedFromSLA) return 'neutral';
  return LEVEL_OF_STATUS[facts.remainingSlaStatus] ?? 'neutral';
}

function wordsOf(facts: SlaFacts): string {
  const remaining = facts.remainingSlaMinutes;
  if (facts.isDeletedFromSLA || remaining === null || facts.slaMinutes === null) {
    return SLA_WORDS.outside;
  }
  if (facts.status === TICKET_STATUS.closed) {
    return remaining >= 0 ? SLA_WORDS.closedInTime : SLA_WORDS.closedLate;
  }
  if (facts.isSlaPaused) return SLA_WORDS.paused;
  if (Math.round(remaining) === 0) return SLA_WORDS.due;
  const duration = formatDuration(remaining, 'short');
  return remaining > 0 ? SLA_WORDS.left(duration) : SLA_WORDS.late(duration);
}

export function describeSla(facts: SlaFacts): SlaText {
  const level = levelOf(facts);
  const words = wordsOf(facts);
  // A ticket outside the SLA has no figures worth showing, whatever is stored.
  if (words === SLA_WORDS.outside) return { level, words, percent: '', hours: '', details: '' };
  const percent =
    facts.remainingSlaPercentage === null ? '' : formatPercentTr(facts.remainingSlaPercentage);
  const hours = slaHoursText(facts);
  const details = [SLA_LEVEL_LABELS[level], percent, hours].filter(Boolean).join(' · ');
  return { level, words, percent, hours, details };
}

/** The Excel cell: the words, then the tooltip's figures in brackets. */
export function slaExcelText(facts: SlaFacts): string {
  const sla = describeSla(facts);
  return sla.details ? `${sla.words} (${sla.details})` : sla.words;
}
