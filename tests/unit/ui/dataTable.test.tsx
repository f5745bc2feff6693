// @vitest-environment jsdom
import { Trans } from '@lingui/react/macro';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps, dataColumns, type SortState } from '../../../views/ui/dataTable.tsx';
import { FETCH_MIN_DELAY_MS } from '../../../views/ui/steadyPhase.ts';
import { renderUi } from './renderUi.tsx';

afterEach(cleanup);

interface Order {
  orderNo: string;
  totalUsd: string;
  days: number;
}

const col = dataColumns<Order>();
const columns = col.columns([
  col.accessor('orderNo', { header: () => <Trans>Order</Trans>, enableSorting: true }),
  col.accessor('days', { header: 'Days', enableSorting: true, meta: { align: 'end' } }),
  col.accessor('totalUsd', { header: 'Total', cell: (cell) => `$${cell.getValue()}`, meta: { align: 'end' } }),
]);
const orders: Order[] = [
  { orderNo: 'A-1', totalUsd: '10.00', days: 30 },
  { orderNo: 'A-2', totalUsd: '20.50', days: 90 },
];

function table(props: Partial<DataTableProps<Order>> = {}) {
  return (
    <DataTable<Order>
      caption="Orders"
      columns={columns}
      rows={orders}
      getRowId={(order) => order.orderNo}
      empty={{ message: 'No orders yet.', action: <a href="/plans">See plans</a> }}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('renders the rows with typed columns and cell renderers', async () => {
    await renderUi(table());
    const grid = screen.getByRole('table', { name: 'Orders' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['A-1', '30', '$10.00']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]?.className).toBe('ui-align-end');
    expect(grid.closest('[data-read]')?.getAttribute('data-read')).toBe('loaded');
    expect(grid.getAttribute('aria-busy')).toBe('false');
  });

  it('makes sortable headers buttons with aria-sort, and reports the next sort', async () => {
    const onSortChange = vi.fn<(sort: SortState | null) => void>();
    const { rerender } = await renderUi(table({ onSortChange }));
    const [order, days, total] = screen.getAllByRole('columnheader');
    expect(order?.getAttribute('aria-sort')).toBe('none');
    expect(total?.hasAttribute('aria-sort')).toBe(false);
    expect(within(total as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(order as HTMLElement).getByRole('button', { name: /Order/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'orderNo', desc: false });
    // Numbers sort largest first on the first click.
    fireEvent.click(within(days as HTMLElement).getByRole('button', { name: /Days/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'days', desc: true });

    rerender(table({ onSortChange, sort: { id: 'orderNo', desc: false } }));
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Order/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'orderNo', desc: true });

    rerender(table({ onSortChange, sort: { id: 'orderNo', desc: true } }));
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Order/ }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // The rows stay in the server's order: sorting is the server's job.
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('A-1');
  });

  it('pages through the server pages', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    const { rerender } = await renderUi(table({ page: 2, pageCount: 3, onPageChange }));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 2 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);

    rerender(table({ page: 1, pageCount: 3, onPageChange }));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(table({ page: 3, pageCount: 3, onPageChange }));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(table({ page: 1, pageCount: 1, onPageChange }));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows skeleton rows of the final shape while loading', async () => {
    await renderUi(table({ rows: undefined, loading: true, skeletonRows: 4 }));
    const grid = screen.getByRole('table', { name: 'Orders' });
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.closest('[data-read]')?.getAttribute('data-read')).toBe('loading');
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(4);
    for (const row of bodyRows) {
      expect(within(row).getAllByRole('cell')).toHaveLength(3);
      expect(row.querySelectorAll('.ui-skeleton[aria-hidden="true"]')).toHaveLength(3);
    }
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('keeps the previous rows, busy, while the next page loads', async () => {
    await renderUi(table({ loading: true }));
    const grid = screen.getByRole('table', { name: 'Orders' });
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(within(grid).getAllByRole('row')[1]?.textContent).toContain('A-1');
  });

  it('shows the empty state with its next action', async () => {
    await renderUi(table({ rows: [] }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
  });

  it('shows a failure with its message and a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderUi(table({ rows: undefined, error: new Error('Server is busy'), onRetry }));
    expect(screen.queryByRole('table')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Server is busy');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    const silent = Object.assign(new Error('HTTP 502'), { serverMessage: null });
    rerender(table({ rows: undefined, error: silent, onRetry, failedMessage: 'Orders could not be loaded.' }));
    expect(screen.getByRole('alert').textContent).toContain('Orders could not be loaded.');

    // A retry in flight shows the skeleton again, not the old failure.
    rerender(table({ rows: undefined, error: silent, loading: true, onRetry }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('renders each row as a card of label/value pairs in cards mode', async () => {
    await renderUi(table({ mobile: 'cards' }));
    const cards = screen.getByRole('list', { name: 'Orders' });
    const [first] = within(cards).getAllByRole('listitem');
    const terms = within(first as HTMLElement)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(first as HTMLElement)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Order', 'Days', 'Total']);
    expect(values).toEqual(['A-1', '30', '$10.00']);
    expect(
      (screen.getByRole('region', { name: 'Orders' }).querySelector('.ui-table-scroll') as HTMLElement).tabIndex,
    ).toBe(0);
  });
});

describe('a retried read (spec section 9: fetch minimum delay, decision 105)', () => {
  const phaseOf = () => screen.getByRole('region', { name: 'Orders' }).getAttribute('data-read');

  it('shows its loading state for at least FETCH_MIN_DELAY_MS however fast the retry answers', async () => {
    const { rerender } = await renderUi(table({ rows: undefined, error: new Error('down') }));
    expect(phaseOf()).toBe('failed');
    // Timed from before the loading state renders: the hold counts from that render, however long it takes.
    const retried = performance.now();
    rerender(table({ rows: undefined, loading: true }));
    expect(phaseOf()).toBe('loading');
    rerender(table({ rows: orders }));
    // The answer came at once: the skeleton stays, then the rows come.
    expect(phaseOf()).toBe('loading');
    await waitFor(() => expect(phaseOf()).toBe('loaded'));
    expect(performance.now() - retried).toBeGreaterThanOrEqual(FETCH_MIN_DELAY_MS);
    expect(screen.getByRole('row', { name: /A-2/ })).toBeTruthy();
  });

  it('never holds back a first load', async () => {
    const { rerender } = await renderUi(table({ rows: undefined, loading: true }));
    expect(phaseOf()).toBe('loading');
    rerender(table({ rows: orders }));
    expect(phaseOf()).toBe('loaded');
  });
});
