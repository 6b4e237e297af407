import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './organisation.ts';

/**
 * One file brought in on 'İçe Aktar' (docs/domain.md, Moving in): read and checked into
 * `data_import_rows` by a background job, applied by another, undone while its rows are as it
 * left them. The counts and cursors let the screen show progress and a job resume where it
 * stopped.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: id(),
    /** TImportKind: stores, users, customers, hierarchy. */
    kind: text().notNull(),
    fileName: text().notNull(),
    /** Where the uploaded file is kept in the file store until the import is applied or dropped. */
    fileKey: text().notNull(),
    fileSize: bigint({ mode: 'number' }).notNull(),
    /** reading, checked, applying, applied, undone, failed, discarded. */
    state: text().notNull(),
    /** The file's bytes read so far (for the time left while reading). */
    bytesRead: bigint({ mode: 'number' }).notNull().default(0),
    /** The last row number staged; a resumed read skips up to it. */
    rowsRead: integer().notNull().default(0),
    /** The last row number applied; a resumed apply starts after it. */
    rowsApplied: integer().notNull().default(0),
    newCount: integer().notNull().default(0),
    changedCount: integer().notNull().default(0),
    unchangedCount: integer().notNull().default(0),
    refusedCount: integer().notNull().default(0),
    /** Why the file could not be read at all (a missing column, not an Excel file…), in Turkish. */
    failureMessage: text(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    checkedAt: timestamp({ withTimezone: true }),
    appliedByUserId: uuid().references(() => users.id),
    appliedAt: timestamp({ withTimezone: true }),
    undoneByUserId: uuid().references(() => users.id),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.kind, t.createdAt)],
);

/** One row of an import's file, as checked: what it would do, or why it is refused. */
export const dataImportRows = pgTable(
  'data_import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => dataImports.id, { onDelete: 'cascade' }),
    /** The row's number as Excel shows it (the header is row 1). */
    rowNumber: integer().notNull(),
    /** The kind's stable key (store code, e-mail, phone, the hierarchy's names); null when refused unread. */
    key: text(),
    /** The row normalised by the kind's parseRow. */
    data: jsonb(),
    /** TImportRowOutcome; null until classified. */
    outcome: text(),
    problemColumn: text(),
    problemMessage: text(),
    /** The stored row the import writes (new: the id it will get). */
    entityId: uuid(),
    /** The stored row before the import changed it, for the undo. */
    before: jsonb(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] }), index().on(t.importId, t.key)],
);
