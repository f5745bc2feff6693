import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loanToggleMachine } from '../../../../machines/loans/loanToggleMachine.ts';
import { http } from '../../../../runtime/config.ts';
import { bpPercent } from '../../../../runtime/domain/loans.ts';
import type { LoanFigures, LoanOrder } from '../../../../runtime/http/contract/loans.ts';
import { LOAN_RULES, type LoanIneligibleReason } from '../../../../runtime/http/contract/loansValues.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { LOAN_ERROR_LABELS, LTV_LEVEL_LABELS, LTV_LEVEL_TONES } from '../../../features/loans/loanLabels.ts';
import { loanListQuery } from '../../../features/loans/loanQueries.ts';
import { securityModals } from '../../../flows/security/securityModals.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../features/loans/loans.css';

const quiet = { showError: false } as const;
type ToggleState = ReturnType<typeof useMachine<typeof loanToggleMachine>>;

/**
 * `/dashboard/loanService` (issue #18): each full plan with its loan eligibility (every unmet rule named), its loan
 * (on or off, the 24 h wait before it can be turned on again, principal, interest, what is owed, the LTV) and the
 * switch (machines/loans/loanToggleMachine.ts), the links to the loan's detail and repayment, and the rules.
 */
export default function LoanServicePage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useQuery(loanListQuery());
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      loanToggleMachine.provide({
        actors: {
          enableLoan: fromPromise(({ input }) => http.call('loanEnable', input, quiet)),
          disableLoan: fromPromise(({ input }) => http.call('loanDisable', input, quiet)),
        },
        actions: {
          changed: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const toggle = useMachine(machine);
  return (
    <DashboardPage route={route} current="loanService">
      <PageFrame
        title={t`Service-fee loans`}
        actions={
          <SiteLink className="button button-outline" href={hrefFor('dashboard.loanService.LTV', {}, route)}>
            <Trans>LTV and collateral</Trans>
          </SiteLink>
        }
        renderLink={(props) => <SiteLink {...props} />}
      >
        <p className="loan-note">
          <Trans>
            A full plan's loan pays its service fee when its paid days run low, against the plan's output held as
            collateral. Turn it on per plan; repay from your balance or points at any time.
          </Trans>
        </p>
        <ReadSection
          query={list}
          label={t`Loan orders`}
          isEmpty={(data) => data.orders.length === 0}
          empty={
            <EmptyState
              message={
                <Trans>
                  You have no full plan running. The service-fee loan is for full plans of at least{' '}
                  {format.number(LOAN_RULES.minThPerUnit)} TH per unit.
                </Trans>
              }
              action={
                <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                  <Trans>See plans</Trans>
                </SiteLink>
              }
            />
          }
          skeleton={
            <div className="loan-orders" aria-hidden="true">
              {[0, 1].map((card) => (
                <Skeleton key={card} className="loan-card" height="220px" />
              ))}
            </div>
          }
        >
          {(data) => (
            <>
              <Totals totals={data.totals} asOf={data.asOf} btcPriceUsd={data.btcPriceUsd} at={route} />
              <ul className="loan-orders">
                {data.orders.map((order) => (
                  <LoanOrderCard key={order.orderNo} order={order} toggle={toggle} at={route} />
                ))}
              </ul>
            </>
          )}
        </ReadSection>
        <LoanRules />
      </PageFrame>
    </DashboardPage>
  );
}

function Totals({
  totals,
  asOf,
  btcPriceUsd,
  at,
}: {
  totals: LoanFigures;
  asOf: string;
  btcPriceUsd: string;
  at: LinkContext;
}) {
  const format = useFormat();
  if (totals.level === 'none' && totals.collateralBtc === '0.00000000') return null;
  return (
    <section className="loan-card" aria-labelledby="loan-totals">
      <h2 id="loan-totals">
        <Trans>All your loans</Trans>
      </h2>
      <dl className="loan-facts">
        <dt>
          <Trans>Owed</Trans>
        </dt>
        <dd>
          <Trans>
            {format.usd(totals.owedUsd)} ({format.usd(totals.principalUsd)} principal, {format.usd(totals.interestUsd)}{' '}
            interest)
          </Trans>
        </dd>
        <dt>
          <Trans>Collateral</Trans>
        </dt>
        <dd>
          <Trans>
            {format.coin(totals.collateralBtc, 'BTC')} ({format.usd(totals.collateralUsd)} at {format.usd(btcPriceUsd)}{' '}
            a BTC, {format.dateTimeUtc(asOf)})
          </Trans>
        </dd>
        <dt>
          <Trans>LTV</Trans>
        </dt>
        <dd>
          <LtvText figures={totals} />{' '}
          <SiteLink className="text-link" href={hrefFor('dashboard.loanService.LTV', {}, at)}>
            <Trans>LTV details</Trans>
          </SiteLink>
        </dd>
      </dl>
    </section>
  );
}

/** The LTV as a percent with its level. */
function LtvText({ figures }: { figures: Pick<LoanFigures, 'ltvBp' | 'level'> }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <>
      {figures.ltvBp === null ? t`no collateral yet` : format.percent(bpPercent(figures.ltvBp))}{' '}
      <StatusBadge status={figures.level} labels={LTV_LEVEL_LABELS} tones={LTV_LEVEL_TONES} />
    </>
  );
}

function ReasonText({ reason, order }: { reason: LoanIneligibleReason; order: LoanOrder }) {
  const format = useFormat();
  switch (reason) {
    case 'notRunning':
      return <Trans>The plan is not running: it has not started yet, or it has ended.</Trans>;
    case 'hashrate':
      return (
        <Trans>
          At least {format.number(LOAN_RULES.minThPerUnit)} TH per unit: this plan has{' '}
          {format.hashrate(order.hashrateTh)}.
        </Trans>
      );
    case 'daysRunning':
      return (
        <Trans>
          Running for at least {format.days(LOAN_RULES.minDaysRunning)}: this plan has run{' '}
          {format.days(order.daysRunning)}.
        </Trans>
      );
    case 'prepaidDays':
      return (
        <Trans>
          At least {format.days(LOAN_RULES.minPrepaidDays)} of service fee prepaid when the loan is turned on: this plan
          has {format.days(order.serviceFeeDaysLeft)} left.
        </Trans>
      );
  }
}

function LoanOrderCard({ order, toggle, at }: { order: LoanOrder; toggle: ToggleState; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [state, send] = toggle;
  const { context } = state;
  const mine = context.orderNo === order.orderNo;
  const busy = !state.matches('idle');
  const loan = order.loan;
  const owing = loan !== null && loan.owedUsd !== '0.00';
  const headingId = `loan-order-${order.orderNo}`;
  return (
    <li className="loan-card" aria-labelledby={headingId}>
      <div className="loan-card-head">
        <h2 id={headingId}>
          {order.goodsName}{' '}
          <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: order.orderNo }, at)}>{order.orderNo}</SiteLink>
        </h2>
        {loan?.enabled ? (
          <span className="ui-badge ui-badge-success">
            <Trans>Loan on</Trans>
          </span>
        ) : order.eligible ? (
          <span className="ui-badge ui-badge-info">
            <Trans>Eligible</Trans>
          </span>
        ) : (
          <span className="ui-badge ui-badge-neutral">
            <Trans>Not eligible</Trans>
          </span>
        )}
      </div>
      <dl className="loan-facts">
        <dt>
          <Trans>Hashrate</Trans>
        </dt>
        <dd>
          <Trans>
            {format.hashrate(order.hashrateTh)} ({order.quantity} units)
          </Trans>
        </dd>
        <dt>
          <Trans>Running</Trans>
        </dt>
        <dd>{format.days(order.daysRunning)}</dd>
        <dt>
          <Trans>Service-fee days left</Trans>
        </dt>
        <dd>{order.suspended ? t`None: the plan is suspended` : format.days(order.serviceFeeDaysLeft)}</dd>
        <dt>
          <Trans>Plan ends (UTC)</Trans>
        </dt>
        <dd>{format.dateUtc(order.endAt)}</dd>
        {loan && (
          <>
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
              <Trans>Collateral</Trans>
            </dt>
            <dd>
              <Trans>
                {format.coin(loan.collateralBtc, 'BTC')} ({format.usd(loan.collateralUsd)})
              </Trans>
            </dd>
            <dt>
              <Trans>LTV</Trans>
            </dt>
            <dd>
              <LtvText figures={loan} />
            </dd>
            {loan.nextDisbursementAt && (
              <>
                <dt>
                  <Trans>Next payment by the loan</Trans>
                </dt>
                <dd>
                  <Trans>
                    3 days of service fee on {format.dateUtc(loan.nextDisbursementAt)}, if the LTV is below 65%
                  </Trans>
                </dd>
              </>
            )}
          </>
        )}
      </dl>

      {!order.eligible && !loan?.enabled && (
        <div>
          <p className="loan-note">
            <Trans>Not eligible for a loan now:</Trans>
          </p>
          <ul className="loan-reasons">
            {order.reasons.map((reason) => (
              <li key={reason}>
                <ReasonText reason={reason} order={order} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {loan?.enableAfter && (
        <p className="loan-note">
          <Trans>
            The loan was turned off: it can be turned on again from {format.dateTimeUtc(loan.enableAfter)} (24 hours
            after).
          </Trans>
        </p>
      )}
      {loan && !loan.enabled && owing && (
        <p className="loan-note">
          <Trans>The loan is off: its output stays as collateral until what is owed is repaid.</Trans>
        </p>
      )}

      <div className="loan-actions">
        {loan?.enabled ? (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => send({ type: 'loan.disable', orderNo: order.orderNo })}
          >
            <Trans>Turn off the loan</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !order.eligible || loan?.enableAfter != null}
            onClick={() => send({ type: 'loan.enable', orderNo: order.orderNo })}
          >
            <Trans>Turn on the loan</Trans>
          </button>
        )}
        {loan && (
          <SiteLink
            className="text-link"
            href={hrefFor('dashboard.loanService.loanDetail', { loanId: loan.loanId }, at)}
          >
            <Trans>Loan details</Trans>
          </SiteLink>
        )}
        {owing && (
          <SiteLink
            className="text-link"
            href={hrefFor('dashboard.loanService.repayDetail', { orderNo: order.orderNo }, at)}
          >
            <Trans>Repay</Trans>
          </SiteLink>
        )}
      </div>

      {mine && state.matches('confirming') && context.action === 'enable' && (
        <section className="loan-panel" aria-label={t`Turn on the loan`}>
          <p>
            <Trans>
              When fewer than 3 paid service-fee days are left at the start of a UTC day, the loan pays 3 more days
              while the LTV is below 65%. From now on the plan's output is held as collateral instead of being paid out.
              Interest: 1% a month on the principal. You confirm with your fund password.
            </Trans>
          </p>
          <div className="loan-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'loan.confirm' })}>
              <Trans>Confirm: turn on</Trans>
            </button>
            <button type="button" className="link-button" onClick={() => send({ type: 'loan.cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </section>
      )}
      {mine && state.matches('confirming') && context.action === 'disable' && (
        <section className="loan-panel" aria-label={t`Turn off the loan`}>
          <p>
            <Trans>
              The loan will pay no more days. What is owed stays owed, and the output stays as collateral until it is
              repaid. Turning the loan on again waits 24 hours.
            </Trans>
          </p>
          <div className="loan-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'loan.confirm' })}>
              <Trans>Confirm: turn off</Trans>
            </button>
            <button type="button" className="link-button" onClick={() => send({ type: 'loan.cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </section>
      )}
      {mine && state.matches('enabling') && (
        <p className="loan-note" role="status">
          <Trans>Turning the loan on… confirm with your fund password when asked.</Trans>
        </p>
      )}
      {mine && state.matches('disabling') && (
        <p className="loan-note" role="status">
          <Trans>Turning the loan off…</Trans>
        </p>
      )}
      {mine && state.matches('failed') && (
        <div className="ui-alert" role="alert">
          <p className="ui-alert-message">
            <Trans>
              We did not get an answer, so we cannot tell yet whether the loan changed. Trying again is safe.
            </Trans>
          </p>
          {context.message && <p className="loan-note">{context.message}</p>}
          <div className="loan-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'loan.retry' })}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="link-button" onClick={() => send({ type: 'loan.cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      {mine && state.matches('idle') && context.error && (
        <div className="ui-alert" role="alert">
          <p className="ui-alert-message">{i18n._(LOAN_ERROR_LABELS[context.error])}</p>
          {context.error === 'fundPassword' && (
            <button type="button" className="button button-ghost" onClick={() => securityModals.openFundReset()}>
              <Trans>Set fund password</Trans>
            </button>
          )}
        </div>
      )}
      {state.matches('idle') && context.done?.orderNo === order.orderNo && (
        <p className="loan-note" role="status">
          {context.done.action === 'enable' ? <Trans>The loan is on.</Trans> : <Trans>The loan is off.</Trans>}
        </p>
      )}
    </li>
  );
}

function LoanRules() {
  const format = useFormat();
  return (
    <section className="loan-rules" aria-labelledby="loan-rules-title">
      <h2 id="loan-rules-title">
        <Trans>How the service-fee loan works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Who can take it: a full plan of at least {format.number(LOAN_RULES.minThPerUnit)} TH per unit, running for
            at least {format.days(LOAN_RULES.minDaysRunning)}, with at least {format.days(LOAN_RULES.minPrepaidDays)} of
            service fee prepaid when the loan is turned on.
          </Trans>
        </li>
        <li>
          <Trans>
            What it pays: when fewer than {LOAN_RULES.thresholdDays} paid service-fee days are left at the start of a
            UTC day and auto-deduct did not pay, the loan pays exactly {LOAN_RULES.payDays} days (at most to the plan's
            end). Each payment adds to the principal.
          </Trans>
        </li>
        <li>
          <Trans>
            Collateral: while the loan is on, and while anything is owed, the plan's daily output is held as collateral
            instead of being paid out. Repaying everything releases it with your next payout.
          </Trans>
        </li>
        <li>
          <Trans>
            Interest: monthly interest = principal × 1% (accrued daily over 30 days, in whole cents), repaid before the
            principal.
          </Trans>
        </li>
        <li>
          <Trans>
            LTV = (principal + interest) ÷ collateral value, the collateral's BTC at the day's BTC price. The loan pays
            only while the LTV is below 65%; at 80% it is a margin call: repay to bring it down; 90% is the liquidation
            level, and the liquidation price is the BTC price at which the LTV reaches it.
          </Trans>
        </li>
        <li>
          <Trans>
            Turning the loan off stops its payments; turning it on again waits {LOAN_RULES.reenableWaitHours} hours.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
