// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alignSeries, TimeChart, type TimeSeries } from '../../../views/ui/chart.tsx';
import { holdFrames } from './heldFrames.ts';
import { holdViewport } from './heldViewport.ts';
import { renderUi } from './renderUi.tsx';

// jsdom draws no canvas: a stand-in records what the wrapper hands to uPlot.
const plots = vi.hoisted(() => [] as { opts: { height: number; series: { label?: string }[] }; data: unknown[][] }[]);
const destroyed = vi.hoisted(() => ({ count: 0 }));
// How many charts existed once the task that made each one had run its microtasks.
const madeByTaskEnd = vi.hoisted(() => [] as number[]);
vi.mock('uplot', () => ({
  default: class FakeUPlot {
    static tzDate = (date: Date) => date;
    constructor(opts: { height: number; series: { label?: string }[] }, data: unknown[][]) {
      plots.push({ opts, data });
      setTimeout(() => madeByTaskEnd.push(plots.length), 0);
    }
    setData() {}
    setSize() {}
    destroy() {
      destroyed.count += 1;
    }
  },
}));

afterEach(cleanup);

const DAY = 86_400;
const start = Date.parse('2026-11-23T00:00:00Z') / 1000;
const series: TimeSeries[] = [
  {
    label: 'Delivered',
    unit: 'TH/s',
    points: [
      [start, 98.5],
      [start + DAY, 101.25],
    ],
  },
  { label: 'Purchased', unit: 'TH/s', reference: true, points: [[start + DAY, 100]] },
];

describe('TimeChart', () => {
  it('reserves its height before the chart exists and loads uPlot with the aligned data', async () => {
    const { unmount } = await renderUi(<TimeChart series={series} height={240} ariaLabel="Hashrate, last 2 days" />);
    const canvasHost = document.querySelector('.ui-chart-canvas') as HTMLElement;
    expect(canvasHost.style.height).toBe('240px');
    expect(canvasHost.getAttribute('aria-hidden')).toBe('true');

    await waitFor(() => expect(plots).toHaveLength(1));
    const [plot] = plots;
    expect(plot?.opts.height).toBe(240);
    expect(plot?.opts.series.map((one) => one.label)).toEqual([undefined, 'Delivered (TH/s)', 'Purchased (TH/s)']);
    expect(plot?.data).toEqual([
      [start, start + DAY],
      [98.5, 101.25],
      [null, 100],
    ]);
    unmount();
    expect(destroyed.count).toBe(1);
  });

  it('draws only after the page has been painted: the table and the reserved frame come first', async () => {
    const frames = holdFrames();
    try {
      const before = plots.length;
      await renderUi(<TimeChart series={series} height={240} ariaLabel="Hashrate, last 2 days" />);
      // Well under the 500 ms after which a page without frames draws anyway.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.getByRole('table', { name: 'Hashrate, last 2 days' })).toBeTruthy();
      expect(plots).toHaveLength(before);
      act(() => frames.paint());
      await waitFor(() => expect(plots).toHaveLength(before + 1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads and draws a chart only once it comes within a screen of the viewport', async () => {
    const viewport = holdViewport();
    try {
      const before = plots.length;
      await renderUi(<TimeChart series={series} height={240} ariaLabel="Hashrate, last 2 days" />);
      const figure = document.querySelector('figure.ui-chart') as HTMLElement;
      await waitFor(() => expect(viewport.watched()).toEqual([figure]));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // Its data table is there for screen readers; the canvas waits for the reader to scroll towards it.
      expect(screen.getByRole('table', { name: 'Hashrate, last 2 days' })).toBeTruthy();
      expect(plots).toHaveLength(before);
      act(() => viewport.reach(figure));
      await waitFor(() => expect(plots).toHaveLength(before + 1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('makes two charts of a page in tasks of their own, not both in the task their library arrived in', async () => {
    const before = plots.length;
    madeByTaskEnd.length = 0;
    await renderUi(
      <>
        <TimeChart series={series} height={240} ariaLabel="Hashrate" />
        <TimeChart series={series} height={160} ariaLabel="Output" />
      </>,
    );
    await waitFor(() => expect(madeByTaskEnd).toHaveLength(2));
    // A timer set while the first chart was made fires before the task that makes the second.
    expect(madeByTaskEnd).toEqual([before + 1, before + 2]);
    expect(plots.slice(before).map((plot) => plot.opts.height)).toEqual([240, 160]);
  });

  it('has a visually hidden table of the same data, times in UTC', async () => {
    await renderUi(<TimeChart series={series} height={240} ariaLabel="Hashrate, last 2 days" />);
    const table = screen.getByRole('table', { name: 'Hashrate, last 2 days' });
    expect(table.className).toBe('visually-hidden');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Time (UTC)', 'Delivered (TH/s)', 'Purchased (TH/s)'],
      ['Nov 23, 2026, 00:00 UTC', '98.5', 'no data'],
      ['Nov 24, 2026, 00:00 UTC', '101.25', '100'],
    ]);
  });

  it('aligns series on the union of their times', () => {
    expect(
      alignSeries([
        { label: 'a', unit: 'x', points: [[3, 1]] },
        {
          label: 'b',
          unit: 'x',
          points: [
            [1, 2],
            [3, null],
          ],
        },
      ]),
    ).toEqual({
      times: [1, 3],
      columns: [
        [null, 1],
        [2, null],
      ],
    });
  });
});
