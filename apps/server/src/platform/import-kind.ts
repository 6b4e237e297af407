import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { SealedDb, SealedTx } from './sealed-db.ts';

// What a module brings to the imports engine (modules/imports) for one kind of row. The engine
// reads the file (xlsx or csv, streamed), maps its headers to `columns`, calls `parseRow` for
// every row and stages the result in `data_import_rows` (import_id, row_number, key, data jsonb,
// outcome, problem_column, problem_message, entity_id uuid, before jsonb). Rows with the same
// key twice in one file are refused by the engine (the later ones). Everything else is the
// kind's, written in its own module's repository: only the owner of a table writes it.

/** One column of a kind's file, in the template's and the export's order. */
export type ImportColumn = {
  /** The cell's name in `parseRow`'s cells and in exported rows. */
  field: string;
  /** The Turkish header, exactly as the template and the export write it. */
  header: string;
  required: boolean;
  /** The allowed values as the template lists them ('Evet / Hayır', the unit types…). */
  allowed?: string;
  /** The template's sample row's cell. */
  sample: string;
};

/** A refusal of one cell: the column's header and the reason, in Turkish. */
export type CellProblem = { column: string; message: string };

/** One row checked by itself: its stable key and normalised data, or why it is refused. */
export type ParsedRow =
  | { ok: true; key: string; data: Record<string, unknown> }
  | { ok: false; problem: CellProblem };

export type ImportRange = { from: number; to: number };

/**
 * A select the kind's repository writes (a drizzle `SQL`), opaque here because only repositories
 * handle queries: the imports repository runs it.
 */
export type KindSelect = { readonly queryChunks: readonly unknown[] };

export type ImportKindDefinition = {
  kind: TImportKind;
  /** The template's and the export's file name without extension ('magazalar'). */
  fileBaseName: string;
  /** The sheet's name in the template and the export ('Mağazalar'). */
  sheetName: string;
  columns: readonly ImportColumn[];
  /**
   * Checks one row by itself with the forms' rules (the same zod schemas the screen's form
   * uses). `cells` holds every column's field, trimmed, '' when empty; formulas arrive as their
   * value.
   */
  parseRow(cells: Readonly<Record<string, string>>): ParsedRow;
  /**
   * After the whole file is staged: a select over the import's staged rows not yet refused,
   * one row each, with the columns `row_number`, `outcome` ('new' | 'changed' | 'unchanged' |
   * 'refused'), `entity_id` (the stored row's id; a new uuid for a new row), `before` (the
   * stored row as it is, for the undo; null for a new row), `problem_column` and
   * `problem_message` (a refusal against stored data or the file's other rows, in any order).
   * The engine writes it onto the staged rows in one statement.
   */
  classifySql(importId: string): KindSelect;
  /** Writes the staged rows of `range` whose outcome is new or changed, in the caller's transaction. */
  applyRows(tx: SealedTx, importId: string, range: ImportRange): Promise<void>;
  /** How many of the import's applied rows were written by someone else since (0 allows the undo). */
  countWrittenSince(tx: SealedTx, importId: string): Promise<number>;
  /** Puts every applied row back: removes the new ones, restores `before` of the changed ones. */
  undo(tx: SealedTx, importId: string): Promise<void>;
  /** Every stored row as cells by field, in the export's order (the same shape as the template). */
  exportRows(db: SealedDb): AsyncIterable<Record<string, string | number | boolean | null>>;
};
