import { DATE_FORMAT, DATE_TIME_FORMAT } from '@ccms/contract/constants';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';

dayjs.locale('tr');

type DateInput = string | number | Date | null | undefined;

/** DD.MM.YYYY HH:mm, or '' for an empty or invalid value. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/** DD.MM.YYYY, or '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_FORMAT);
}

function formatWith(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/** 'Ad Soyad' from its parts; an empty or missing part leaves no stray space. */
export function fullName(first: string | null | undefined, last: string | null | undefined) {
  return [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A user as the user filters show them: 'Ad Soyad (e-posta)'. */
export function userDisplayName(user: {
  name: string;
  surname: string;
  /** Absent for users who do not administer users (docs/domain.md §14.4 Staff list). */
  emailAddress?: string;
}): string {
  const name = fullName(user.name, user.surname);
  return user.emailAddress ? `${name} (${user.emailAddress})` : name;
}
