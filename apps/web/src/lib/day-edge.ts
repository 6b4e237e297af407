import { FILTER_DATE_FORMAT } from '@ccms/contract/constants';
import dayjs from 'dayjs';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A calendar day 'YYYY-MM-DD' → its first or last minute as the server reads filter dates
 * (YYYY.MM.DD HH:mm); null for an empty or invalid day.
 */
export function dayEdge(day: string | null | undefined, edge: 'start' | 'end'): string | null {
  if (!day) return null;
  const date = dayjs(day);
  if (!date.isValid() || date.format(DAY_FORMAT) !== day) return null;
  return (edge === 'start' ? date.startOf('day') : date.endOf('day')).format(FILTER_DATE_FORMAT);
}
