/**
 * One row of a file as it was read, before its headers are known: the cells' texts from the
 * first column on. `sheet` counts the sheets read (0 for a CSV file); `rowNumber` is the row's
 * number in its sheet as Excel shows it.
 */
export type SheetRow = { sheet: number; rowNumber: number; values: string[] };

/**
 * A file that cannot be read as it is (broken, a missing column…): the import fails with the
 * Turkish message, having written nothing.
 */
export class ImportFileError extends Error {}
