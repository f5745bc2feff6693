import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Component, type ReactNode, useMemo } from 'react';
import type { HostedMiner } from '../../../../runtime/http/contract/hosting.ts';
import { hostingSeriesQuery } from '../../../features/hosting/hostingQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { TimeChart, type TimeSeries } from '../../../ui/chart.tsx';
import { PageAlert } from '../../../ui/pageAlert.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

const CHART_HEIGHT = 240;
/** A full window: 24 h of 10-minute samples. */
const FULL_WINDOW = 144;

/**
 * The last 24 h of hashrate of one miner or of the whole fleet, against the nominal hashrate (a dashed
 * reference), with its 24 h average. Its read and its drawing fail inside this section only.
 */
export function HostingChart({
  miners,
  minerId,
  onPick,
}: {
  miners: readonly HostedMiner[];
  /** The miner shown; undefined is the fleet. */
  minerId: string | undefined;
  onPick: (minerId: string | undefined) => void;
}) {
  const { t } = useLingui();
  const shown = miners.some((miner) => miner.minerId === minerId) ? minerId : undefined;
  return (
    <section className="hosting-card" aria-labelledby="hosting-chart-title">
      <div className="hosting-card-head">
        <h2 id="hosting-chart-title">
          <Trans>Hashrate, last 24 h (UTC)</Trans>
        </h2>
        <label className="hosting-picker">
          <span>
            <Trans>Show</Trans>
          </span>
          <select value={shown ?? ''} onChange={(event) => onPick(event.currentTarget.value || undefined)}>
            <option value="">{t`All miners`}</option>
            {miners.map((miner) => (
              <option key={miner.minerId} value={miner.minerId}>
                {miner.minerId}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ChartBoundary fallback={<PageAlert message={t`The chart could not be shown.`} />}>
        <SeriesChart minerId={shown} />
      </ChartBoundary>
    </section>
  );
}

function SeriesChart({ minerId }: { minerId: string | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  const series = useQuery(hostingSeriesQuery(minerId));
  const data = series.data;
  const lines = useMemo<TimeSeries[]>(() => {
    const samples = data?.samples ?? [];
    const time = (iso: string) => Date.parse(iso) / 1000;
    return [
      { label: t`Actual hashrate`, unit: 'TH/s', points: samples.map((s) => [time(s.at), s.th] as const) },
      {
        label: t`Nominal hashrate`,
        unit: 'TH/s',
        reference: true,
        points: samples.map((s) => [time(s.at), data?.nominalTh ?? 0] as const),
      },
    ];
  }, [data, t]);
  const average =
    data && data.samples.length === FULL_WINDOW && data.nominalTh > 0
      ? data.samples.reduce((sum, sample) => sum + sample.th, 0) / data.samples.length
      : null;
  return (
    <ReadSection
      query={series}
      label={t`Hashrate chart`}
      skeleton={<Skeleton height={`${CHART_HEIGHT}px`} />}
      isEmpty={(result) => result.samples.length === 0}
      empty={<p>{t`No samples yet.`}</p>}
    >
      {(result) => (
        <>
          <TimeChart
            series={lines}
            height={CHART_HEIGHT}
            ariaLabel={result.minerId ? t`Hashrate of ${result.minerId}` : t`Hashrate of all miners`}
          />
          <p className="hosting-sub">
            {average === null ? (
              <Trans>24 h average: n/a until the miner has a full 24 h online.</Trans>
            ) : (
              <Trans>
                24 h average: {format.hashrate(average)} of {format.hashrate(result.nominalTh)} nominal, in 10-minute
                samples.
              </Trans>
            )}
          </p>
        </>
      )}
    </ReadSection>
  );
}

/** Keeps a chart that fails to draw from taking the page down. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
