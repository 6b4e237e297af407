import type { TImportRow, TImportSummary } from '@ccms/contract/imports/schemas';
import { formatNumberTr } from '@ccms/contract/turkish-format';

/**
 * The time a job still needs, as a person reads it: 'birkaç saniye', 'yaklaşık 40 sn',
 * 'yaklaşık 2 dk', 'yaklaşık 1 sa 20 dk'; 'hesaplanıyor' while its pace is not known yet.
 */
export function timeLeftText(secondsLeft: number | null): string {
  if (secondsLeft === null || secondsLeft < 0) return 'hesaplanıyor';
  if (secondsLeft < 10) return 'birkaç saniye';
  if (secondsLeft < 60) return `yaklaşık ${Math.ceil(secondsLeft / 10) * 10} sn`;
  const minutes = Math.round(secondsLeft / 60);
  if (minutes < 60) return `yaklaşık ${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `yaklaşık ${hours} sa` : `yaklaşık ${hours} sa ${rest} dk`;
}

/** The rows an apply writes: the new and the changed ones (the others are left alone). */
export function rowsToWrite(summary: TImportSummary): number {
  return summary.newCount + summary.changedCount;
}

/**
 * How far the job is, 0–100 (99 at most until it ends): while reading, the share of the file's
 * bytes read; while applying, the share of the file's rows gone through (the job writes them in
 * batches by row number, the refused and unchanged ones left alone).
 */
export function progressPercent(summary: TImportSummary): number {
  const [done, total] =
    summary.state === 'applying'
      ? [summary.rowsApplied, summary.rowsRead]
      : [summary.bytesRead, summary.fileSize];
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/** '12.500 satır okundu, 3 satır reddedildi' / '4.000 / 12.000 satır işlendi'. */
export function progressText(summary: TImportSummary): string {
  if (summary.state === 'applying') {
    return `${formatNumberTr(Math.min(summary.rowsApplied, summary.rowsRead))} / ${formatNumberTr(summary.rowsRead)} satır işlendi`;
  }
  return `${formatNumberTr(summary.rowsRead)} satır okundu, ${formatNumberTr(summary.refusedCount)} satır reddedildi`;
}

/**
 * A refused row in one sentence: 'Satır 812, Mağaza Kodu: böyle bir mağaza yok.' The server's
 * message may carry the column and the row already; neither is said twice.
 */
export function refusalText(row: TImportRow): string {
  const message = (row.problemMessage ?? '').trim();
  if (/^Satır \d+,/.test(message)) return message;
  const column = row.problemColumn?.trim();
  const reason = column && !message.startsWith(`${column}:`) ? `${column}: ${message}` : message;
  return `Satır ${row.rowNumber}, ${reason}`;
}

/** The question before 'Uygula', with every count it will act on. */
export function applyQuestion(summary: TImportSummary): string {
  const parts = [
    `${formatNumberTr(summary.newCount)} yeni kayıt eklenecek, ${formatNumberTr(summary.changedCount)} kayıt değişecek.`,
  ];
  const untouched = [
    summary.unchangedCount > 0 && `${formatNumberTr(summary.unchangedCount)} satır aynı`,
    summary.refusedCount > 0 && `${formatNumberTr(summary.refusedCount)} satır reddedildi`,
  ].filter(Boolean);
  if (untouched.length > 0) parts.push(`${untouched.join(', ')}; bunlar yazılmayacak.`);
  return parts.join(' ');
}

/** What an applied import did: 'Uygulandı: 3 kayıt eklendi, 0 kayıt değişti.' */
export function appliedText(summary: TImportSummary): string {
  const refused =
    summary.refusedCount > 0
      ? ` ${formatNumberTr(summary.refusedCount)} reddedilen satır yazılmadı.`
      : '';
  return `Uygulandı: ${formatNumberTr(summary.newCount)} kayıt eklendi, ${formatNumberTr(summary.changedCount)} kayıt değişti.${refused}`;
}
