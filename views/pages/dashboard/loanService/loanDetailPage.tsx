import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bpPercent } from '../../../../runtime/domain/loans.ts';
import type { Data } from '../../../../runtime/http/client.ts';
import type { LoanDisbursement, LoanRepayment } from '../../../../runtime/http/contract/loans.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { LOAN_NOT_FOUND_STATUS, loanDetailQuery } from '../../../features/loans/loanQueries.ts';
import { LtvMeter } from '../../../features/loans/ltvMeter.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/loans/loans.css';

type LoanDetail = Data<'loanDetail'>;

/**
 * `/dashboard/loanService/loanDetail/{loanId}` (issue #18): one loan: its order, state, principal, interest, what
 * is owed, its LTV and collateral, every disbursement (the service-fee days it paid) and repayment with their UTC
 * times, and when it was turned on and off. Another account's loan, or an unknown id, is the 404 page.
 */
export default function LoanDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const loanId = params.loanId ?? '';
  const detail = useQuery({ ...loanDetailQuery(loanId), enabled: loanId !== '' });
  if (loanId === '' || isStatus(detail.error, LOAN_NOT_FOUND_STATUS)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <DashboardPage route={route} current="loanService">
      <PageFrame
        title={t`Loan ${loanId}`}
        breadcrumbs={[
          { label: t`Service-fee loans`, href: hrefFor('dashboard.loanService', {}, route) },
          { label: loanId },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={detail}
          label={t`Loan details`}
          skeleton={
            <div className="loan-orders" aria-hidden="true">
              <Skeleton className="loan-card" height="200px" />
              <Skeleton className="loan-card" height="160px" />
            </div>
          }
        >
          {(data) => <LoanDetailView data={data} at={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function LoanDetailView({ data, at }: { data: LoanDetail; at: LinkContext }) {
  const { t } = useLingui();
  const format = useFormat();
  const { loan } = data;
  const disbursementCol = dataColumns<LoanDisbursement>();
  const disbursementColumns = useMemo(
    () =>
      disbursementCol.columns([
        disbursementCol.accessor('at', {
          header: () => <Trans>Paid (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        disbursementCol.accessor('disbursementNo', { header: () => <Trans>Disbursement</Trans> }),
        disbursementCol.accessor('days', {
          header: () => <Trans>Service-fee days</Trans>,
          cell: (info) => format.days(info.getValue()),
        }),
        disbursementCol.accessor('amountUsd', {
          header: () => <Trans>Amount</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        disbursementCol.accessor('ltvBp', {
          header: () => <Trans>LTV before</Trans>,
          cell: (info) => {
            const bp = info.getValue();
            return bp === null ? t`no collateral yet` : format.percent(bpPercent(bp));
          },
          meta: { align: 'end' },
        }),
      ]),
    [disbursementCol, format, t],
  );
  const repaymentCol = dataColumns<LoanRepayment>();
  const repaymentColumns = useMemo(
    () =>
      repaymentCol.columns([
        repaymentCol.accessor('at', {
          header: () => <Trans>Repaid (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        repaymentCol.accessor('repaymentNo', { header: () => <Trans>Repayment</Trans> }),
        repaymentCol.accessor('payMethod', {
          header: () => <Trans>Paid with</Trans>,
          cell: (info) => (info.getValue() === 'balance' ? <Trans>Balance</Trans> : <Trans>Points</Trans>),
        }),
        repaymentCol.accessor('amountUsd', {
          header: () => <Trans>Amount</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        repaymentCol.accessor('interestUsd', {
          header: () => <Trans>To interest</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        repaymentCol.accessor('principalUsd', {
          header: () => <Trans>To principal</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
      ]),
    [repaymentCol, format],
  );
  return (
    <div className="loan-orders">
      <section className="loan-card" aria-labelledby="loan-summary">
        <div className="loan-card-head">
          <h2 id="loan-summary">
            <Trans>Summary</Trans>
          </h2>
          {loan.enabled ? (
            <span className="ui-badge ui-badge-success">
              <Trans>Loan on</Trans>
            </span>
          ) : (
            <span className="ui-badge ui-badge-neutral">
              <Trans>Loan off</Trans>
            </span>
          )}
        </div>
        <dl className="loan-facts">
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>
            <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: loan.orderNo }, at)}>{loan.orderNo}</SiteLink>{' '}
            <Trans>
              {data.goodsName}, {format.hashrate(data.hashrateTh)}
            </Trans>
          </dd>
          <dt>
            <Trans>Principal</Trans>
          </dt>
          <dd>{format.usd(loan.principalUsd)}</dd>
          <dt>
            <Trans>Interest</Trans>
          </dt>
          <dd>{format.usd(loan.interestUsd)}</dd>
          <dt>
            <Trans>Total owed</Trans>
          </dt>
          <dd>{format.usd(loan.owedUsd)}</dd>
          <dt>
            <Trans>Lent and repaid so far</Trans>
          </dt>
          <dd>
            <Trans>
              {format.usd(loan.disbursedUsd)} lent, {format.usd(loan.repaidUsd)} repaid
            </Trans>
          </dd>
          <dt>
            <Trans>Collateral</Trans>
          </dt>
          <dd>
            <Trans>
              {format.coin(loan.collateralBtc, 'BTC')} ({format.usd(loan.collateralUsd)} at{' '}
              {format.usd(data.btcPriceUsd)} a BTC, {format.dateTimeUtc(data.asOf)})
            </Trans>
          </dd>
          <dt>
            <Trans>Liquidation price</Trans>
          </dt>
          <dd>{loan.liquidationPriceUsd === null ? '—' : format.usd(loan.liquidationPriceUsd)}</dd>
          {loan.enableAfter && (
            <>
              <dt>
                <Trans>Can be turned on again</Trans>
              </dt>
              <dd>{format.dateTimeUtc(loan.enableAfter)}</dd>
            </>
          )}
        </dl>
        <LtvMeter ltvBp={loan.ltvBp} level={loan.level} />
        {loan.owedUsd !== '0.00' && (
          <div className="loan-actions">
            <SiteLink
              className="button button-primary"
              href={hrefFor('dashboard.loanService.repayDetail', { orderNo: loan.orderNo }, at)}
            >
              <Trans>Repay</Trans>
            </SiteLink>
          </div>
        )}
      </section>

      <section aria-labelledby="loan-disbursements">
        <h2 id="loan-disbursements">
          <Trans>Disbursements</Trans>
        </h2>
        <DataTable<LoanDisbursement>
          caption={t`Disbursements`}
          columns={disbursementColumns}
          rows={[...data.disbursements].reverse()}
          getRowId={(row) => row.disbursementNo}
          empty={{
            message: <Trans>The loan has paid no service-fee days yet: it pays when fewer than 3 are left.</Trans>,
          }}
          mobile="cards"
        />
      </section>

      <section aria-labelledby="loan-repayments">
        <h2 id="loan-repayments">
          <Trans>Repayments</Trans>
        </h2>
        <DataTable<LoanRepayment>
          caption={t`Repayments`}
          columns={repaymentColumns}
          rows={[...data.repayments].reverse()}
          getRowId={(row) => row.repaymentNo}
          empty={{ message: <Trans>No repayment yet.</Trans> }}
          mobile="cards"
        />
      </section>

      <section aria-labelledby="loan-toggles">
        <h2 id="loan-toggles">
          <Trans>Turned on and off</Trans>
        </h2>
        <ul className="loan-note">
          {data.toggles.map((toggle) => (
            <li key={toggle.at}>
              {toggle.enabled ? (
                <Trans>Turned on {format.dateTimeUtc(toggle.at)}</Trans>
              ) : (
                <Trans>Turned off {format.dateTimeUtc(toggle.at)}</Trans>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
