import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { OUTPUT_RANGE_VALUES } from '../../../manifest/routes.ts';
import { currencyLabel, type DashboardCurrency } from '../../../runtime/domain/currencies.ts';
import type { OutputRange, ProfitPoint } from '../../../runtime/http/contract/hashrate.ts';
import { TimeChart, type TimeSeries } from '../../ui/chart.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { OUTPUT_RANGE_LABELS } from './hashrateLabels.ts';
import { hashrateProfitQuery } from './hashrateQueries.ts';
import './hashrate.css';

export type OutputUnit = 'BTC' | 'USD';
const UNITS: readonly OutputUnit[] = ['BTC', 'USD'];

/** A UTC day `YYYY-MM-DD` as chart time: seconds at 00:00 UTC. */
const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The daily charts of the hashrate page: delivered hashrate against the purchased TH (a dashed reference),
 * and the daily output in BTC or USD, over 7, 30 or 90 days or everything; range and unit are in the URL.
 * A failed read shows its retry in this section only.
 */
export function HashrateCharts({
  currency,
  range,
  unit,
  rangeHref,
  unitHref,
}: {
  /** The dashboard's coin: "BTC" as a unit means the amount in this coin. */
  currency: DashboardCurrency;
  range: OutputRange;
  unit: OutputUnit;
  rangeHref: (range: OutputRange) => string;
  unitHref: (unit: OutputUnit) => string;
}) {
  const { t, i18n } = useLingui();
  const profit = useQuery(hashrateProfitQuery(currency, range));
  const coin = currencyLabel(currency);
  const unitLabel = useCallback((value: OutputUnit) => (value === 'BTC' ? coin : value), [coin]);
  const points: readonly ProfitPoint[] = profit.data?.points ?? [];
  const hashrate = useMemo<TimeSeries[]>(
    () => [
      {
        label: t`Delivered hashrate`,
        unit: 'TH/s',
        points: points.map((p) => [dayTime(p.date), p.hashrateTh] as const),
      },
      {
        label: t`Purchased hashrate`,
        unit: 'TH/s',
        reference: true,
        points: points.map((p) => [dayTime(p.date), p.purchasedTh] as const),
      },
    ],
    [points, t],
  );
  const output = useMemo<TimeSeries[]>(
    () => [
      {
        label: t`Daily output`,
        unit: unitLabel(unit),
        points: points.map((p) => [dayTime(p.date), Number(unit === 'BTC' ? p.amountBtc : p.amountUsd)] as const),
      },
    ],
    [points, unit, unitLabel, t],
  );
  const rangeLabel = i18n._(OUTPUT_RANGE_LABELS[range]);
  const shownUnit = unitLabel(unit);
  return (
    <section className="hashrate-panel" aria-labelledby="hashrate-charts-title">
      <div className="hashrate-panel-head">
        <h2 id="hashrate-charts-title">
          <Trans>Daily hashrate and output</Trans>
        </h2>
        <nav className="hashrate-units" aria-label={t`Output unit`}>
          {UNITS.map((value) => (
            <SiteLink
              key={value}
              href={unitHref(value)}
              className={value === unit ? 'hashrate-unit hashrate-unit-current' : 'hashrate-unit'}
              aria-current={value === unit ? 'true' : undefined}
            >
              {unitLabel(value)}
            </SiteLink>
          ))}
        </nav>
      </div>
      <Tabs<OutputRange>
        label={t`Chart range`}
        value={range}
        hrefFor={rangeHref}
        renderLink={(props) => <SiteLink {...props} />}
        items={OUTPUT_RANGE_VALUES.map((value) => ({ value, label: i18n._(OUTPUT_RANGE_LABELS[value]) }))}
      >
        <ReadSection
          query={profit}
          label={t`Daily charts`}
          skeleton={
            <div className="hashrate-charts" aria-hidden="true">
              <Skeleton height="220px" />
              <Skeleton height="220px" />
            </div>
          }
          isEmpty={(data) => data.points.every((p) => p.purchasedTh === 0)}
          empty={
            <p className="fine-print">{t`No settled day in this range yet: a day is settled at 00:00 UTC the next day.`}</p>
          }
        >
          {() => (
            <div className="hashrate-charts">
              <figure className="hashrate-chart">
                <figcaption>
                  <Trans>Delivered against purchased hashrate (TH/s)</Trans>
                </figcaption>
                <TimeChart series={hashrate} height={220} ariaLabel={t`Daily hashrate, ${rangeLabel} (UTC)`} />
              </figure>
              <figure className="hashrate-chart">
                <figcaption>
                  {unit === 'BTC' ? (
                    <Trans>Daily output ({coin})</Trans>
                  ) : (
                    <Trans>Daily output (USD at each day's price)</Trans>
                  )}
                </figcaption>
                <TimeChart
                  series={output}
                  height={220}
                  ariaLabel={t`Daily output in ${shownUnit}, ${rangeLabel} (UTC)`}
                />
              </figure>
            </div>
          )}
        </ReadSection>
      </Tabs>
      <p className="fine-print">
        <Trans>
          Each UTC day is settled at 00:00 UTC the next day. Delivered hashrate is below the purchased one on days a
          plan was suspended or its farm had an outage (outage days are added to the end of the plan).
        </Trans>
      </p>
    </section>
  );
}
