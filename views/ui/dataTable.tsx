import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  createColumnHelper,
  functionalUpdate,
  type Header,
  metaHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { EmptyState } from './emptyState.tsx';
import { errorMessage } from './errorMessage.ts';
import { PageAlert } from './pageAlert.tsx';
import { Skeleton } from './skeleton.tsx';
import { useSteadyPhase } from './steadyPhase.ts';

export interface DataColumnMeta {
  /** Amounts and counts align to the end. */
  align?: 'start' | 'end';
}

/** The table features every data table uses; columns are typed against them. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<DataColumnMeta>() });
type Features = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds a different value type per column
export type DataColumn<TData extends RowData> = ColumnDef<Features, TData, any>;

/**
 * The typed column helper: `const col = dataColumns<Order>()`, then
 * `col.columns([col.accessor('totalUsd', { header: () => <Trans>Total</Trans>, enableSorting: true })])`.
 * Columns sort only when they say `enableSorting: true` (the server decides what it can sort).
 * Keep the columns at module scope or in a memo: a new array each render rebuilds the table.
 */
export function dataColumns<TData extends RowData>() {
  return createColumnHelper<Features, TData>();
}

export interface SortState {
  id: string;
  desc: boolean;
}

export type TablePhase = 'loading' | 'loaded' | 'empty' | 'failed';

export interface DataTableProps<TData extends RowData> {
  /** The table's name (a visually hidden caption, and the label of its scroll region). */
  caption: string;
  columns: readonly DataColumn<TData>[];
  /** The current page of rows, sorted by the server; undefined until the first answer. */
  rows: readonly TData[] | undefined;
  getRowId: (row: TData) => string;
  loading?: boolean;
  /** A failed read: shown with `errorMessage(error, failedMessage)` and a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  failedMessage?: string;
  empty: { message: ReactNode; action?: ReactNode };
  /** 1-based, as the page keeps it in the URL. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Under 640 px: scroll sideways with the first column kept in view, or one card per row. */
  mobile?: 'scroll' | 'cards';
  skeletonRows?: number;
}

const NO_ROWS: readonly never[] = [];
const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;
const SORTING_OFF = { enableSorting: false } as const;

export function tablePhase(rows: readonly unknown[] | undefined, loading: boolean, error: unknown): TablePhase {
  if (error !== undefined && error !== null && !loading) return 'failed';
  if (rows === undefined || (loading && rows.length === 0)) return 'loading';
  return rows.length === 0 ? 'empty' : 'loaded';
}

/**
 * A server-paged, server-sorted table on TanStack Table: sorting and paging are the caller's state
 * (the URL), loading shows skeleton rows of the final shape, then the rows, the empty state or the
 * failure with a retry.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  failedMessage,
  empty,
  page = 1,
  pageCount = 1,
  onPageChange,
  sort = null,
  onSortChange,
  mobile = 'scroll',
  skeletonRows = 5,
}: DataTableProps<TData>) {
  const { t } = useLingui();
  const sortId = sort?.id;
  const sortDesc = sort?.desc;
  // A fresh array every render would be a state change every render.
  const sorting = useMemo<SortingState>(
    () => (sortId === undefined ? [] : [{ id: sortId, desc: sortDesc === true }]),
    [sortId, sortDesc],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? NO_ROWS,
    getRowId,
    defaultColumn: SORTING_OFF,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => onSortChange?.(functionalUpdate(updater, sorting)[0] ?? null),
  });

  const phase = useSteadyPhase(tablePhase(rows, loading, error));
  if (phase === 'failed') {
    return (
      <section className="ui-data-table" aria-label={caption} data-read={phase}>
        <PageAlert message={errorMessage(error, failedMessage ?? t`The list could not be loaded.`)} onRetry={onRetry} />
      </section>
    );
  }
  if (phase === 'empty') {
    return (
      <section className="ui-data-table" aria-label={caption} data-read={phase}>
        <EmptyState message={empty.message} action={empty.action} />
      </section>
    );
  }

  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const align = (header: Header<Features, TData, unknown>) =>
    header.column.columnDef.meta?.align === 'end' ? 'ui-align-end' : undefined;
  const bodyRows = table.getRowModel().rows;

  return (
    // The section is the table's region in every phase (named by the caption, `data-read` for the page model).
    <section className={`ui-data-table ui-data-table-${mobile}`} aria-label={caption} data-read={phase}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
      <div className="ui-table-scroll" tabIndex={0}>
        <table className="ui-table" aria-busy={loading || phase === 'loading'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={align(header)}
                      aria-sort={sortable ? ARIA_SORT[sorted || 'none'] : undefined}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button type="button" className="ui-sort" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span className="ui-sort-icon" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {phase === 'loading'
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
                  <tr key={index} className="ui-skeleton-row">
                    {headers.map((header) => (
                      <td key={header.id} className={align(header)}>
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))
              : bodyRows.map((row) => (
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cell.column.columnDef.meta?.align === 'end' ? 'ui-align-end' : undefined}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {phase === 'loading' && (
        <p role="status" className="visually-hidden">
          <Trans>Loading…</Trans>
        </p>
      )}
      {mobile === 'cards' && phase === 'loaded' && (
        <ul className="ui-table-cards" aria-label={caption} aria-busy={loading}>
          {bodyRows.map((row) => (
            <li key={row.id} className="ui-table-card">
              <dl>
                {row.getAllCells().map((cell) => {
                  const header = headers.find((candidate) => candidate.column.id === cell.column.id);
                  return (
                    <div key={cell.id} className="ui-table-card-field">
                      <dt>{header && <table.FlexRender header={header} />}</dt>
                      <dd>
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {onPageChange && pageCount > 1 && (
        <nav className="ui-pager" aria-label={t`Pages`}>
          <button type="button" className="ui-pager-button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span className="ui-pager-status">
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
          <button
            type="button"
            className="ui-pager-button"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}
