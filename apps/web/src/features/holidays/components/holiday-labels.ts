import { HOLIDAY_DAY_LABELS, HOLIDAY_KIND_LABELS } from '@ccms/contract/holidays';

/** 'Tam gün' or 'Yarım gün' (work stops at 13:00). */
export const dayLabel = (isFullDay: boolean) =>
  isFullDay ? HOLIDAY_DAY_LABELS.full : HOLIDAY_DAY_LABELS.half;

/** 'Resmi tatil' or 'Dini bayram'. */
export const kindLabel = (isPublicHoliday: boolean) =>
  isPublicHoliday ? HOLIDAY_KIND_LABELS.official : HOLIDAY_KIND_LABELS.religious;

/** yyyy-MM-dd → DD.MM.YYYY without going through a time zone. */
export const holidayDateText = (date: string) => date.split('-').reverse().join('.');
