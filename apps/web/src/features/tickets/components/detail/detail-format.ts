/** What an empty value shows as in the detail's description lists. */
export const EMPTY_VALUE = '-';

/** The text itself, or '-' when there is none. */
export function textOrDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

export function yesNo(value: boolean): string {
  return value ? 'Evet' : 'Hayır';
}

type Duration = { days: number; hours: number; minutes: number };

/** A time span as the activity flow and the department sums show it: 'x gün y saat z dk'. */
export function durationText({ days, hours, minutes }: Duration): string {
  return `${days} gün ${hours} saat ${minutes} dk`;
}
