'use client';
// The back office's one table (issue 31): rows of records under a caption (read out by screen readers, shown
// visually hidden), column headers with `scope="col"`, and, when the page sorts, header buttons with `aria-sort`.
// The list pages' frame (list-frame.tsx) draws its rows with it; so do the pages that have their own data (a venue's
// sessions with their boxes, a hall's plans, a session's seats off sale). Framed with rounded corners and scrolled
// sideways on a narrow screen.
import type { ReactNode } from 'react';
import { sortDirection, toggleOrdering } from './list-state';

export type TableColumn<T> = {
  key: string;
  /** The header's text (also the sort button's name). */
  label: string;
  /** Drawn in the header instead of the label (a box that ticks every row, a visually hidden label). */
  header?: ReactNode;
  render(row: T): ReactNode;
  /** The API's ordering name of this column (`name` → `?ordering=name` / `-name`), if it sorts. */
  sort?: string;
  /** Hidden below the tablet width (secondary details). */
  wideOnly?: boolean;
  /** Classes of the column's cells. */
  className?: string;
  /** Classes of the column's header cell. */
  headerClassName?: string;
};

export type DataTableProps<T> = {
  caption: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** `list`: the list pages' text, larger from the tablet width; `compact`: small text throughout. */
  size?: 'list' | 'compact';
  /** Cells aligned to the row's top (cells of several lines); off: the browser's middle. */
  alignTop?: boolean;
  /** How the rows are sorted now (`name`, `-name`) and what a sortable header's click asks for. */
  ordering?: string | null;
  onSort?(ordering: string): void;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  size = 'list',
  alignTop = true,
  ordering = null,
  onSort,
}: DataTableProps<T>) {
  const wide = (column: TableColumn<T>) => (column.wideOnly ? 'hidden md:table-cell' : '');
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line">
      <table
        className={`w-full border-collapse text-left ${size === 'list' ? 'text-sm md:text-base' : 'text-sm'}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => {
              const sort = column.sort && onSort ? column.sort : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort ? sortDirection(ordering, sort) : undefined}
                  className={`px-3 py-2 ${wide(column)} ${column.headerClassName ?? ''}`}
                >
                  {sort && onSort ? (
                    <SortButton
                      label={column.label}
                      direction={sortDirection(ordering, sort)}
                      onClick={() => onSort(toggleOrdering(ordering, sort))}
                    />
                  ) : (
                    (column.header ?? column.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`border-t border-line ${alignTop ? 'align-top' : ''}`}>
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 ${wide(column)} ${column.className ?? ''}`}>
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

function SortButton({
  label,
  direction,
  onClick,
}: {
  label: string;
  direction: 'ascending' | 'descending' | 'none';
  onClick(): void;
}) {
  const mark = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {label}
      <span aria-hidden="true" className={direction === 'none' ? 'text-muted' : ''}>
        {mark}
      </span>
    </button>
  );
}
