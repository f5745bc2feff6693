import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { numberFormat } from '../format/format.ts';
import { useFormat } from '../format/useFormat.ts';
import { afterNextPaint, oneTaskEach, whenNearViewport } from './afterPaint.ts';

export interface TimeSeries {
  label: string;
  unit: string;
  /** [time in seconds since the epoch, value]; null is a gap. */
  points: readonly (readonly [number, number | null])[];
  /** A reference (the purchased hashrate): drawn dashed. */
  reference?: boolean;
}

export interface TimeChartProps {
  /** Keep it stable (a memo): a new array means new data for the chart. */
  series: readonly TimeSeries[];
  /** The chart's height in px, reserved before the chart library has loaded. */
  height: number;
  /** Names the chart, and captions its data table. */
  ariaLabel: string;
}

/** All series on one time axis: the union of their times, a gap (null) where a series has no point. */
export function alignSeries(series: readonly TimeSeries[]): { times: number[]; columns: (number | null)[][] } {
  const times = [...new Set(series.flatMap((one) => one.points.map(([time]) => time)))].sort((a, b) => a - b);
  const columns = series.map((one) => {
    const byTime = new Map(one.points.map(([time, value]) => [time, value]));
    return times.map((time) => byTime.get(time) ?? null);
  });
  return { times, columns };
}

function plotData({ times, columns }: ReturnType<typeof alignSeries>): uPlot.AlignedData {
  return [times, ...columns];
}

/**
 * The chart's colours, read from the design tokens. They are defined on :root only (views/styles/tokens.css),
 * so they are read there: one style lookup, not an inheritance walk up from the chart (in jsdom each such
 * walk cost ~100 ms).
 */
function tokens(document: Document): (name: string) => string | undefined {
  const style = getComputedStyle(document.documentElement);
  return (name) => style.getPropertyValue(name).trim() || undefined;
}

/**
 * Charts are made one per task: uPlot's constructor measures and draws (~45 ms a chart at 4x CPU), and the
 * charts of a page, all waiting for the same import, would otherwise be made in one long task.
 */
const inTurn = oneTaskEach();

/**
 * A time-series chart: uPlot, loaded only when a chart is on the page and near the viewport, drawn on a canvas in UTC;
 * beside it a visually hidden table of the same data for screen readers (and tests).
 */
export function TimeChart({ series, height, ariaLabel }: TimeChartProps) {
  const { t } = useLingui();
  const format = useFormat();
  const figure = useRef<HTMLElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useMemo(() => alignSeries(series), [series]);
  const dataRef = useRef(data);
  dataRef.current = data;
  // The chart is rebuilt when its series change shape, and only fed new data otherwise.
  const shape = JSON.stringify(series.map(({ label, unit, reference }) => [label, unit, reference === true]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the series' labels and units
  useEffect(() => {
    const host = canvasHost.current;
    const frame = figure.current;
    if (!host || !frame) return;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    const draw = async () => {
      const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
      await inTurn(() => {
        if (cancelled) return;
        const token = tokens(host.ownerDocument);
        const axis = { stroke: token('--ink-soft'), grid: { stroke: token('--line') } };
        plot.current = new UPlot(
          {
            width: host.clientWidth,
            height,
            legend: { show: false },
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
            series: [
              {},
              ...series.map((one, index) => ({
                label: `${one.label} (${one.unit})`,
                stroke: token(`--chart-${(index % 4) + 1}`),
                width: 2,
                dash: one.reference ? [6, 4] : undefined,
              })),
            ],
            axes: [axis, axis],
          },
          plotData(dataRef.current),
          host,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => plot.current?.setSize({ width: host.clientWidth, height }));
          observer.observe(host);
        }
      });
    };
    // The library loads after the page's first paint (decision 119), and only for a chart within a screen of
    // the viewport (decision 126): the chart's table and frame are already there.
    let cancelView = () => {};
    const cancelWait = afterNextPaint(() => {
      cancelView = whenNearViewport(frame, () => void draw());
    });
    return () => {
      cancelled = true;
      cancelWait();
      cancelView();
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape, height]);

  useEffect(() => {
    plot.current?.setData(plotData(data));
  }, [data]);

  const number = numberFormat(format.locale, { maximumFractionDigits: 8 });
  const { times, columns } = data;
  return (
    <figure ref={figure} className="ui-chart">
      {series.length > 1 && (
        <ul className="ui-chart-legend" aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.label} className={`ui-chart-key ui-chart-key-${(index % 4) + 1}`}>
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={canvasHost} className="ui-chart-canvas" style={{ height }} aria-hidden="true" />
      <table className="visually-hidden">
        <caption>{ariaLabel}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time (UTC)</Trans>
            </th>
            {series.map((one) => (
              <th key={one.label} scope="col">
                {one.label} ({one.unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, row) => (
            <tr key={time}>
              <th scope="row">{format.dateTimeUtc(new Date(time * 1000))}</th>
              {columns.map((column, index) => {
                const value = column[row];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per series, in series order
                  <td key={index}>{value === null || value === undefined ? t`no data` : number.format(value)}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
