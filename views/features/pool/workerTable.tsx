import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import type { PoolWorker } from '../../../runtime/http/contract/pool.ts';
import { useFormat } from '../../format/useFormat.ts';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { WORKER_STATUS_LABELS, WORKER_STATUS_TONES } from './poolLabels.ts';
import type { WorkerSort } from './workerList.ts';

export type { WorkerSort } from './workerList.ts';
export { matchesSearch, sortWorkers } from './workerList.ts';

const ROW_HEIGHT = 44;

/** jsdom (and a hidden tab) measures 0: then lay out as if the box were its CSS height. */
const FALLBACK_RECT = { width: 960, height: 560 };

/**
 * Thousands of workers as one table: only the rows in view are in the DOM (TanStack Virtual), the
 * header stays on top, every column sorts through `onSort` (the page keeps it in the URL).
 */
export function WorkerTable({
  workers,
  caption,
  sort,
  desc,
  sortHref,
  renderLink,
}: {
  workers: readonly PoolWorker[];
  caption: string;
  sort: WorkerSort;
  desc: boolean;
  /** The URL of the list sorted by a column (the same column again flips the order). */
  sortHref: (column: WorkerSort) => string;
  renderLink: (props: { href: string; className?: string; children: ReactNode }) => ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: workers.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const rate = (th: number | null) => (th === null ? t`n/a` : format.hashrate(th));
  const columns: { id: WorkerSort; label: ReactNode; end?: boolean }[] = [
    { id: 'name', label: <Trans>Worker</Trans> },
    { id: 'status', label: <Trans>Status</Trans> },
    { id: 'hashrate10m', label: <Trans>10 min</Trans>, end: true },
    { id: 'hashrate1h', label: <Trans>1 h</Trans>, end: true },
    { id: 'hashrate24h', label: <Trans>24 h</Trans>, end: true },
    { id: 'rejectRate', label: <Trans>Reject rate</Trans>, end: true },
    { id: 'lastShareTime', label: <Trans>Last share (UTC)</Trans> },
    { id: 'group', label: <Trans>Group</Trans> },
  ];
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it
    <div ref={scroller} className="pool-workers-scroll" tabIndex={0}>
      <table className="ui-table pool-workers-table" aria-rowcount={workers.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const sorted = sort === column.id;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.end ? 'ui-align-end' : undefined}
                  aria-sort={sorted ? (desc ? 'descending' : 'ascending') : 'none'}
                >
                  {renderLink({
                    href: sortHref(column.id),
                    className: 'ui-sort',
                    children: (
                      <>
                        {column.label}
                        <span className="ui-sort-icon" aria-hidden="true">
                          {sorted ? (desc ? '▼' : '▲') : '↕'}
                        </span>
                      </>
                    ),
                  })}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr className="pool-spacer">
              <td colSpan={columns.length} style={{ height: top, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const worker = workers[item.index];
            if (!worker) return null;
            return (
              <tr key={worker.name} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                <th scope="row" className="pool-worker-name">
                  {worker.name}
                </th>
                <td>
                  <StatusBadge status={worker.status} labels={WORKER_STATUS_LABELS} tones={WORKER_STATUS_TONES} />
                </td>
                <td className="ui-align-end">{rate(worker.hashrate10m)}</td>
                <td className="ui-align-end">{rate(worker.hashrate1h)}</td>
                <td className="ui-align-end">{rate(worker.hashrate24h)}</td>
                <td className="ui-align-end">{format.percent(worker.rejectRate)}</td>
                <td>{worker.lastShareTime ? format.dateTimeUtc(worker.lastShareTime) : t`never`}</td>
                <td>{worker.group}</td>
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr className="pool-spacer">
              <td colSpan={columns.length} style={{ height: bottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      <p className="visually-hidden" aria-live="polite">
        {t`Workers shown: ${workers.length}`}
      </p>
    </div>
  );
}
