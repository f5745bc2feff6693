import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bpPercent } from '../../../../runtime/domain/loans.ts';
import type { Data } from '../../../../runtime/http/client.ts';
import type { LoanSummary, LtvDay } from '../../../../runtime/http/contract/loans.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { LTV_LEVEL_LABELS, LTV_LEVEL_TONES } from '../../../features/loans/loanLabels.ts';
import { loanLtvQuery } from '../../../features/loans/loanQueries.ts';
import { LtvMeter } from '../../../features/loans/ltvMeter.tsx';
import { downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../features/loans/loans.css';

/**
 * `/dashboard/loanService/LTV` (issue #18): the account's loans together: the LTV against the 65% initial, 80%
 * margin-call and 90% liquidation marks, the collateral in BTC and USD at today's price (as of when), principal,
 * interest, the liquidation price; each loan's LTV; and the LTV of every settled day (a table, exportable).
 */
export default function LoanLtvPage({ route }: PageProps) {
  const { t } = useLingui();
  const ltv = useQuery(loanLtvQuery());
  return (
    <DashboardPage route={route} current="loanService">
      <PageFrame
        title={t`Loan-to-value (LTV)`}
        breadcrumbs={[
          { label: t`Service-fee loans`, href: hrefFor('dashboard.loanService', {}, route) },
          { label: t`LTV` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={ltv}
          label={t`Loan-to-value`}
          isEmpty={(data) => data.loans.length === 0}
          empty={
            <EmptyState
              message={<Trans>You have no service-fee loan yet, so there is no LTV to show.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('dashboard.loanService', {}, route)}>
                  <Trans>See which plans can take a loan</Trans>
                </SiteLink>
              }
            />
          }
          skeleton={
            <div aria-hidden="true">
              <Skeleton height="72px" />
              <div className="loan-stats">
                {[0, 1, 2, 3].map((card) => (
                  <Skeleton key={card} height="88px" />
                ))}
              </div>
              <Skeleton height="240px" />
            </div>
          }
        >
          {(data) => (
            <>
              <LtvMeter ltvBp={data.figures.ltvBp} level={data.figures.level} />
              <LtvFigures data={data} />
              <LoansTable loans={data.loans} at={route} />
              <LtvHistory days={data.history} />
            </>
          )}
        </ReadSection>
        <p className="loan-note">
          <Trans>
            LTV = (principal + interest) ÷ collateral value, where the collateral value is the collateral's BTC × the
            BTC price. The loan pays days only while the LTV is below 65%; 80% is a margin call (repay to bring it
            down); the liquidation price is the BTC price at which the LTV reaches 90%.
          </Trans>
        </p>
      </PageFrame>
    </DashboardPage>
  );
}

type LtvData = Data<'loanLtv'>;

function LtvFigures({ data }: { data: LtvData }) {
  const format = useFormat();
  const { figures } = data;
  return (
    <div className="loan-stats">
      <StatCard
        label={<Trans>Collateral</Trans>}
        value={format.coin(figures.collateralBtc, 'BTC')}
        hint={
          <Trans>
            {format.usd(figures.collateralUsd)} at {format.usd(data.btcPriceUsd)} a BTC, as of{' '}
            {format.dateTimeUtc(data.asOf)}
          </Trans>
        }
      />
      <StatCard label={<Trans>Principal</Trans>} value={format.usd(figures.principalUsd)} />
      <StatCard
        label={<Trans>Interest</Trans>}
        value={format.usd(figures.interestUsd)}
        hint={<Trans>1% a month, accrued daily</Trans>}
      />
      <StatCard label={<Trans>Total owed</Trans>} value={format.usd(figures.owedUsd)} />
      <StatCard
        label={<Trans>Liquidation price</Trans>}
        value={figures.liquidationPriceUsd === null ? '—' : format.usd(figures.liquidationPriceUsd)}
        hint={<Trans>The BTC price at which the LTV reaches 90%</Trans>}
      />
    </div>
  );
}

function LoansTable({ loans, at }: { loans: LoanSummary[]; at: LinkContext }) {
  const { t } = useLingui();
  const format = useFormat();
  const col = dataColumns<LoanSummary>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('loanId', {
          header: () => <Trans>Loan</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.loanService.loanDetail', { loanId: info.getValue() }, at)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('orderNo', { header: () => <Trans>Order</Trans> }),
        col.accessor('enabled', {
          header: () => <Trans>State</Trans>,
          cell: (info) => (info.getValue() ? <Trans>On</Trans> : <Trans>Off</Trans>),
        }),
        col.accessor('owedUsd', {
          header: () => <Trans>Owed</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('collateralBtc', {
          header: () => <Trans>Collateral</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
        col.accessor('ltvBp', {
          header: () => <Trans>LTV</Trans>,
          cell: (info) => {
            const bp = info.getValue();
            return (
              <>
                {bp === null ? t`no collateral yet` : format.percent(bpPercent(bp))}{' '}
                <StatusBadge status={info.row.original.level} labels={LTV_LEVEL_LABELS} tones={LTV_LEVEL_TONES} />
              </>
            );
          },
        }),
        col.accessor('liquidationPriceUsd', {
          header: () => <Trans>Liquidation price</Trans>,
          cell: (info) => {
            const price = info.getValue();
            return price === null ? '—' : format.usd(price);
          },
          meta: { align: 'end' },
        }),
      ]),
    [col, format, at, t],
  );
  return (
    <section aria-labelledby="ltv-loans-title">
      <h2 id="ltv-loans-title">
        <Trans>Your loans</Trans>
      </h2>
      <DataTable<LoanSummary>
        caption={t`Loans`}
        columns={columns}
        rows={loans}
        getRowId={(loan) => loan.loanId}
        empty={{ message: <Trans>No loan yet.</Trans> }}
        mobile="cards"
      />
    </section>
  );
}

function LtvHistory({ days }: { days: LtvDay[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const rows = useMemo(() => [...days].reverse(), [days]);
  const col = dataColumns<LtvDay>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('date', {
          header: () => <Trans>Day (UTC)</Trans>,
          cell: (info) => format.dateUtc(info.getValue()),
        }),
        col.accessor('principalUsd', {
          header: () => <Trans>Principal</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('interestUsd', {
          header: () => <Trans>Interest</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('collateralBtc', {
          header: () => <Trans>Collateral</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
        col.accessor('btcPriceUsd', {
          header: () => <Trans>BTC price</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('ltvBp', {
          header: () => <Trans>LTV</Trans>,
          cell: (info) => {
            const bp = info.getValue();
            return (
              <>
                {bp === null ? t`no collateral yet` : format.percent(bpPercent(bp))}{' '}
                <StatusBadge status={info.row.original.level} labels={LTV_LEVEL_LABELS} tones={LTV_LEVEL_TONES} />
              </>
            );
          },
        }),
      ]),
    [col, format, t],
  );

  function exportCsv() {
    const csv = toCsv<LtvDay>(
      [
        { header: t`Day (UTC)`, value: (day) => day.date },
        { header: t`Principal (USD)`, value: (day) => day.principalUsd },
        { header: t`Interest (USD)`, value: (day) => day.interestUsd },
        { header: t`Collateral (BTC)`, value: (day) => day.collateralBtc },
        { header: t`BTC price (USD)`, value: (day) => day.btcPriceUsd },
        { header: t`LTV (%)`, value: (day) => (day.ltvBp === null ? '' : bpPercent(day.ltvBp)) },
      ],
      days,
    );
    downloadCsv('loan-ltv-history.csv', csv);
  }

  return (
    <section aria-labelledby="ltv-history-title">
      <div className="loan-card-head">
        <h2 id="ltv-history-title">
          <Trans>LTV by day</Trans>
        </h2>
        <button type="button" className="button button-outline" disabled={days.length === 0} onClick={exportCsv}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <p className="loan-note">
        <Trans>Each settled UTC day at that day's BTC price; today is settled after 00:00 UTC tomorrow.</Trans>
      </p>
      <DataTable<LtvDay>
        caption={t`LTV history`}
        columns={columns}
        rows={rows}
        getRowId={(day) => day.date}
        empty={{ message: <Trans>No settled day with a loan yet.</Trans> }}
        mobile="cards"
      />
    </section>
  );
}
