import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ReportColumn<Row> = {
  key: string;
  title: string;
  /** Figures are right-aligned, names left. */
  isNumeric?: boolean;
  render: (row: Row) => ReactNode;
};

type Props<Row> = {
  /** Names the table for screen readers and in print. */
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId: string;
};

/**
 * A report's figures as a plain HTML table: a caption, column headers and the first cell of each
 * row as a row header (scope), so that a screen reader names every figure by its row and column.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey, testId }: Props<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className="report-table-wrap">
      <table className="report-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.isNumeric ? 'numeric' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && <th scope="row">{first.render(row)}</th>}
              {rest.map((column) => (
                <td key={column.key} className={column.isNumeric ? 'numeric' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type FigureLinkProps = {
  /** The all-tickets list's address for the figure; null for a figure that is no set of tickets. */
  href: string | null;
  /** The figure's accessible name beyond its number, e.g. 'Kapatılan biletleri listele'. */
  title: string;
  testId?: string;
  children: ReactNode;
};

/** A number that opens the list of its tickets (drill-down), or the plain number (a share). */
export function FigureLink({ href, title, testId, children }: FigureLinkProps) {
  if (href === null) return <span data-testid={testId}>{children}</span>;
  return (
    <Link to={href} title={title} className="report-figure-link" data-testid={testId}>
      {children}
    </Link>
  );
}
