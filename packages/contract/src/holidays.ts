import { z } from 'zod';
import { adminName } from './admin-name.ts';

/**
 * holiday/getHolidays (docs/domain.md §14.6 List): `name` contains (sent in Turkish upper case),
 * `date` between the start of the chosen year (greatherThanOrEqual) and the start of the next
 * (lessThan), in the lists' date format; by date ascending, 10 a page.
 */
export const HOLIDAY_LIST_FILTERS = { name: 'contains', date: 'equal' } as const;
export const HOLIDAY_LIST_SORTABLE = ['date', 'name'] as const;

/**
 * The first year the holidays screen offers (docs/domain.md §14.6 List: 2023 to 2027, default this
 * year).
 */
export const FIRST_HOLIDAY_YEAR = 2023;
const LAST_LISTED_HOLIDAY_YEAR = 2027;

/** The years the filter offers: 2023 to 2027, and on to next year once time passes 2026. */
export function holidayYears(thisYear: number): number[] {
  const last = Math.max(LAST_LISTED_HOLIDAY_YEAR, thisYear + 1);
  return Array.from({ length: last - FIRST_HOLIDAY_YEAR + 1 }, (_, i) => FIRST_HOLIDAY_YEAR + i);
}

/**
 * A holiday (docs/domain.md §14.6 List): a local date, full or half day (until 13:00), official
 * or religious.
 */
export const ZHoliday = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** yyyy-MM-dd; the screen shows DD.MM.YYYY. */
  date: z.string(),
  isFullDay: z.boolean(),
  isPublicHoliday: z.boolean(),
  /** The import that added it (docs/domain.md §20), so the screen can offer to undo it. */
  importId: z.string().uuid().nullable(),
  importFileName: z.string().nullable(),
});
export type THoliday = z.infer<typeof ZHoliday>;

export const HOLIDAY_DAY_LABELS = { full: 'Tam gün', half: 'Yarım gün' } as const;
export const HOLIDAY_KIND_LABELS = { official: 'Resmi tatil', religious: 'Dini bayram' } as const;

/** The largest calendar file the import reads (a year of holidays is a few kilobytes). */
export const MAX_HOLIDAY_FILE_CHARS = 512 * 1024;

/** Turkish texts of the holiday screen and its iCalendar import (docs/domain.md §14.6). */
export const HOLIDAY_MESSAGES = {
  fileRequired: 'Bir takvim dosyası seçmelisiniz.',
  fileTooLarge: 'Takvim dosyası en fazla 512 KB olabilir.',
  fileEmpty: 'Takvim dosyası boş.',
  notText: 'Dosya bir metin dosyası değil; bir iCalendar (.ics) takvim dosyası seçin.',
  notCalendar:
    'Dosya bir iCalendar (.ics) takvimi değil: BEGIN:VCALENDAR satırı ile başlamalı ve END:VCALENDAR ile bitmeli.',
  noEvents: 'Takvim dosyasında tatil (VEVENT) bulunamadı.',
  unclosedEvent: (line: number) =>
    `Satır ${line}: başlayan tatil (BEGIN:VEVENT) END:VEVENT ile kapanmıyor.`,
  brokenLine: (line: number) => `Satır ${line}: okunamadı; her satır "AD:değer" biçiminde olmalı.`,
  dateMissing: (line: number) => `Satır ${line}: tatilin tarihi (DTSTART) yok.`,
  dateInvalid: (line: number) =>
    `Satır ${line}: tarih gün olarak YYYYMMDD biçiminde olmalı (DTSTART;VALUE=DATE:20270101).`,
  dateOutOfRange: (line: number) => `Satır ${line}: tarih 2000 ile 2100 yılları arasında olmalı.`,
  endBeforeStart: (line: number) =>
    `Satır ${line}: bitiş (DTEND) başlangıçtan (DTSTART) sonraki bir gün olmalı.`,
  tooManyDays: (line: number, max: number) =>
    `Satır ${line}: bir tatil en fazla ${max} gün sürebilir.`,
  noRepeatInYears: (line: number, first: number, last: number) =>
    `Satır ${line}: tekrarlanan tatil ${first}–${last} yıllarında hiçbir güne düşmüyor.`,
  nameMissing: (line: number) => `Satır ${line}: tatilin adı (SUMMARY) yok.`,
  nameTooLong: (line: number, max: number) =>
    `Satır ${line}: tatilin adı en fazla ${max} karakter olabilir.`,
  bothKinds: (line: number) =>
    `Satır ${line}: bir tatil hem resmi hem dini olamaz (CATEGORIES: Resmi ya da Dini).`,
  duplicateInFile: (line: number) => `Dosyada tekrar ediyor (ilki satır ${line}).`,
  alreadyRecorded: 'Aynı tarih ve adla zaten kayıtlı.',
  nothingToImport: 'Eklenecek ya da değişecek tatil yok.',
  imported: (added: number, changed: number) =>
    `${added} tatil eklendi, ${changed} tatil güncellendi.`,
  ticketsRetimed: (count: number) => `${count} açık biletin SLA süresi yeniden hesaplandı.`,
  fileUnreadable: 'Takvim dosyası okunamadı.',
  importTitle: 'Takvimden İçe Aktar',
  importHelp:
    "Her tatil bir VEVENT olmalı: tarihi DTSTART;VALUE=DATE:YYYYMMDD, adı SUMMARY; birkaç günlük bayram için DTEND (son günden sonraki gün). CATEGORIES'te 'Yarım Gün' yarım gün (13:00'e kadar çalışılır), 'Dini' dini bayram demektir; yazılmazsa tam gün ve resmi tatil sayılır.",
  importRetimeNote:
    'İçe aktarılan tatiller açık biletlerin SLA sürelerini hemen etkiler: oluşturulduklarından bu yana tatile denk gelen süre geri verilir.',
  itemsCut: (shown: number, all: number) =>
    `Dosyadaki ${all} kaydın yalnızca ${shown} tanesi listeleniyor (önce eklenecekler ve değişecekler, sonra okunamayanlar); sayılar bütün dosyayı kapsar.`,
  previewSummary: (plan: {
    addedCount: number;
    changedCount: number;
    skippedCount: number;
    errorCount: number;
  }) =>
    `${plan.addedCount} tatil eklenecek, ${plan.changedCount} tatil değişecek, ${plan.skippedCount} tatil atlanacak, ${plan.errorCount} kayıt okunamadı.`,
} as const;

/** One holiday of the file and what the import does with it. */
export const ZHolidayImportItem = z.object({
  /** The line of the file where the holiday (or the problem) is. */
  line: z.number().int(),
  /** yyyy-MM-dd; empty for a holiday that could not be read. */
  date: z.string(),
  name: z.string(),
  isFullDay: z.boolean(),
  isPublicHoliday: z.boolean(),
  /** add: new; change: same date and name, another kind; skip: nothing to do; error: unread. */
  outcome: z.enum(['add', 'change', 'skip', 'error']),
  /** Why a holiday is skipped or unread. */
  reason: z.string().nullable(),
  /** What a changed holiday was. */
  previous: z.object({ isFullDay: z.boolean(), isPublicHoliday: z.boolean() }).nullable(),
});
export type THolidayImportItem = z.infer<typeof ZHolidayImportItem>;

/**
 * The most items an import's answer lists: a 512 KB file of tiny events would otherwise answer
 * megabytes (issue 26). The counts still cover the whole file.
 */
export const MAX_HOLIDAY_IMPORT_ITEMS = 200;

/** What an import would do (preview) or did (apply), item by item, with the counts. */
export const ZHolidayImportPlan = z.object({
  /** At most MAX_HOLIDAY_IMPORT_ITEMS: additions and changes, then errors, then skips; by line. */
  items: z.array(ZHolidayImportItem).max(MAX_HOLIDAY_IMPORT_ITEMS),
  /** All the items of the file, listed or not. */
  itemCount: z.number().int(),
  addedCount: z.number().int(),
  changedCount: z.number().int(),
  skippedCount: z.number().int(),
  errorCount: z.number().int(),
});
export type THolidayImportPlan = z.infer<typeof ZHolidayImportPlan>;

/** The applied import, and how many open tickets' SLA deadlines moved with it. */
export const ZHolidayImportResult = ZHolidayImportPlan.extend({
  touchedTicketCount: z.number().int(),
});
export type THolidayImportResult = z.infer<typeof ZHolidayImportResult>;

/** holiday/previewHolidayImport and holiday/importHolidays: the calendar file's text. */
export const ZHolidayImportRequest = z.object({
  fileName: z.string().max(255).optional(),
  content: z
    .string({ error: HOLIDAY_MESSAGES.fileRequired })
    .max(MAX_HOLIDAY_FILE_CHARS, HOLIDAY_MESSAGES.fileTooLarge),
});
export type THolidayImportRequest = z.input<typeof ZHolidayImportRequest>;

/** The longest holiday name, by hand as in a calendar file. */
export const MAX_HOLIDAY_NAME_CHARS = 200;
const FIRST_HOLIDAY_DATE = '2000-01-01';
const LAST_HOLIDAY_DATE = '2100-12-31';

/** yyyy-MM-dd that names a real day (no 31 February). */
function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Turkish texts of adding, editing, deleting holidays and undoing an import (docs/domain.md §20). */
export const HOLIDAY_EDIT_MESSAGES = {
  nameRequired: 'Tatilin adını yazmalısınız.',
  nameTooLong: `Tatilin adı en fazla ${MAX_HOLIDAY_NAME_CHARS} karakter olabilir.`,
  dateRequired: 'Tatilin tarihini seçmelisiniz.',
  dateInvalid: 'Tarih geçerli bir gün olmalı (YYYY-AA-GG).',
  dateOutOfRange: 'Tarih 2000 ile 2100 yılları arasında olmalı.',
  duplicate: 'Bu tarihte aynı adla bir tatil zaten kayıtlı.',
  notFound: 'Tatil bulunamadı.',
  importNotFound: 'İçe aktarma bulunamadı.',
  importUndoneAlready: 'Bu içe aktarma zaten geri alınmış.',
  created: (label: string) => `${label} tatili eklendi.`,
  updated: (label: string) => `${label} tatili güncellendi.`,
  deleted: (label: string) => `${label} tatili silindi.`,
  importUndone: (fileName: string, count: number) =>
    `${fileName} içe aktarması geri alındı: ${count} tatil silindi.`,
  retimeNote:
    'Kaydedilen değişiklik açık biletlerin SLA sürelerini hemen etkiler: oluşturulduklarından bu yana tatile denk gelen süre yeniden hesaplanır.',
  deleteConfirm: (label: string) =>
    `${label} tatilini silmek istediğinize emin misiniz? Açık biletlerin SLA süreleri yeniden hesaplanır.`,
  undoConfirm: (fileName: string) =>
    `${fileName} dosyasından içe aktarılan bütün tatiller silinecek ve açık biletlerin SLA süreleri yeniden hesaplanacak. Emin misiniz?`,
} as const;

const E = HOLIDAY_EDIT_MESSAGES;

/** holiday/createHoliday: one holiday by hand (Admin). */
export const ZHolidayInput = z.object({
  name: adminName(MAX_HOLIDAY_NAME_CHARS, E.nameRequired, E.nameTooLong),
  date: z
    .string({ error: E.dateRequired })
    .min(1, E.dateRequired)
    .refine(isRealDate, E.dateInvalid)
    .refine((d) => d >= FIRST_HOLIDAY_DATE && d <= LAST_HOLIDAY_DATE, E.dateOutOfRange),
  isFullDay: z.boolean().default(true),
  isPublicHoliday: z.boolean().default(true),
});
export type THolidayInput = z.input<typeof ZHolidayInput>;

/** holiday/updateHoliday: every field of one holiday. */
export const ZUpdateHolidayRequest = ZHolidayInput.extend({
  id: z.string({ error: E.notFound }).uuid(E.notFound),
});
export type TUpdateHolidayRequest = z.input<typeof ZUpdateHolidayRequest>;

/** holiday/deleteHoliday. */
export const ZDeleteHolidayRequest = z.object({
  id: z.string({ error: E.notFound }).uuid(E.notFound),
});

/** holiday/undoHolidayImport: the import's id, as the list's rows carry it. */
export const ZUndoHolidayImportRequest = z.object({
  importId: z.string({ error: E.importNotFound }).uuid(E.importNotFound),
});

/** What a change of one holiday or an undone import did. */
export const ZHolidayChangeResult = z.object({
  /** The holiday as saved; null after a delete or an undo. */
  holiday: ZHoliday.nullable(),
  /** Open tickets whose remaining SLA time moved. */
  touchedTicketCount: z.number().int(),
});
export type THolidayChangeResult = z.infer<typeof ZHolidayChangeResult>;
