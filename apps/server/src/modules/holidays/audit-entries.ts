import type { AuditInput } from '../../platform/audit/record.ts';
import { cleanFileName } from '../../platform/file-name.ts';
import type { StoredHoliday } from './import-plan.ts';

/** '<name> (DD.MM.YYYY)': how audit entries and messages name a holiday. */
export const holidayLabel = (holiday: { name: string; date: string }) =>
  `${holiday.name} (${holiday.date.split('-').reverse().join('.')})`;
const label = holidayLabel;

/** The import's file name as recorded: cleaned, 'takvim.ics' when none was given. */
export const importFileName = (fileName: string | undefined) =>
  cleanFileName(fileName ?? '').trim() || 'takvim.ics';

/**
 * The audit entries of a holiday import (docs/domain.md §14.5, §14.6): one per holiday added or
 * changed, and one for the import itself, which names the file, counts the holidays and carries
 * how many open tickets the import re-timed (the holidays' own entries carry none, so the
 * tickets are counted once).
 */
export function holidayImportAuditEntries(
  user: { id: string },
  change: {
    added: StoredHoliday[];
    updates: { before: StoredHoliday; after: StoredHoliday }[];
    touched: number;
    fileName: string;
    importId: string;
  },
): AuditInput[] {
  const { fileName } = change;
  return [
    {
      user,
      entityType: 'holiday',
      entityId: change.importId,
      entityLabel: `Takvim dosyası: ${fileName}`,
      action: 'create',
      before: null,
      after: {
        fileName,
        addedCount: change.added.length,
        changedCount: change.updates.length,
        added: change.added.map(label),
        changed: change.updates.map(({ after }) => label(after)),
      },
      touchedTicketCount: change.touched,
    },
    ...change.added.map(
      (holiday): AuditInput => ({
        user,
        entityType: 'holiday',
        entityId: holiday.id,
        entityLabel: label(holiday),
        action: 'create',
        before: null,
        after: holiday,
      }),
    ),
    ...change.updates.map(
      ({ before, after }): AuditInput => ({
        user,
        entityType: 'holiday',
        entityId: after.id,
        entityLabel: label(after),
        action: 'update',
        before,
        after,
      }),
    ),
  ];
}
