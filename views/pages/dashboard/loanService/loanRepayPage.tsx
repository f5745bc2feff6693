import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loanRepayMachine, type RepayFormError } from '../../../../machines/loans/loanRepayMachine.ts';
import { http } from '../../../../runtime/config.ts';
import type { LoanError, LoanRepayInfo } from '../../../../runtime/http/contract/loans.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { LOAN_ERROR_LABELS } from '../../../features/loans/loanLabels.ts';
import { LOAN_NOT_FOUND_STATUS, loanRepayInfoQuery } from '../../../features/loans/loanQueries.ts';
import { securityModals } from '../../../flows/security/securityModals.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/loans/loans.css';

const quiet = { showError: false } as const;

/** The form's own checks, as the customer reads them (the server's refusals: LOAN_ERROR_LABELS). */
const FORM_ERROR_LABELS: Record<RepayFormError, MessageDescriptor> = {
  amount: msg`Enter an amount above 0, with at most 2 decimals.`,
  exceeds: msg`The repayment exceeds the amount owed. Enter at most what you owe (Max).`,
  funds: msg`That is more than you have. Choose a smaller amount, the other funds, or top up your wallet.`,
};
const errorLabel = (error: RepayFormError | LoanError) =>
  (FORM_ERROR_LABELS as Partial<Record<string, MessageDescriptor>>)[error] ?? LOAN_ERROR_LABELS[error as LoanError];

/**
 * `/dashboard/loanService/repayDetail/{orderNo}` (issue #18): repaying the loan of that order, partly or fully,
 * from the balance or points (machines/loans/loanRepayMachine.ts): the amount (Max = what is owed), the funds
 * with what they hold, a review, the pay verification, the result. An order without a loan is the 404 page.
 */
export default function LoanRepayPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const info = useQuery({ ...loanRepayInfoQuery(orderNo), enabled: orderNo !== '' });
  if (orderNo === '' || isStatus(info.error, LOAN_NOT_FOUND_STATUS)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <DashboardPage route={route} current="loanService">
      <PageFrame
        title={t`Repay the loan of ${orderNo}`}
        breadcrumbs={[
          { label: t`Service-fee loans`, href: hrefFor('dashboard.loanService', {}, route) },
          { label: t`Repay` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={info}
          label={t`Loan repayment`}
          skeleton={<Skeleton className="loan-card" height="320px" />}
        >
          {(data) => <RepayForm info={data} at={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function RepayForm({ info, at }: { info: LoanRepayInfo; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      loanRepayMachine.provide({
        actors: {
          loadInfo: fromPromise(() => http.call('loanRepayInfo', { orderNo: info.orderNo }, quiet)),
          repay: fromPromise(({ input }) => http.call('loanRepay', input, quiet)),
        },
        actions: {
          repaid: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient, info.orderNo],
  );
  const [state, send] = useMachine(machine, { input: { info } });
  const { context } = state;
  const figures = context.info;
  const editing = state.matches('editing');
  const methodLabel = context.method === 'balance' ? t`your balance` : t`your points`;

  if (state.matches('repaid') || state.matches('reloading')) {
    const result = context.result;
    return (
      <section className="loan-card" aria-labelledby="repay-done">
        <h2 id="repay-done">
          <Trans>Repayment made</Trans>
        </h2>
        {result && (
          <>
            <p role="status">
              <Trans>
                {format.usd(result.repayment.amountUsd)} repaid from{' '}
                {result.repayment.payMethod === 'balance' ? t`your balance` : t`your points`} (
                {format.usd(result.repayment.interestUsd)} interest, {format.usd(result.repayment.principalUsd)}{' '}
                principal). Repayment {result.repayment.repaymentNo}. Still owed: {format.usd(result.owedUsd)}.
              </Trans>
            </p>
            {result.collateralReleased && (
              <p>
                <Trans>Everything is repaid: the collateral goes back to your payouts with the next one.</Trans>
              </p>
            )}
          </>
        )}
        {context.message && (
          <p className="field-error" role="alert">
            <Trans>We could not load the loan again: {context.message}</Trans>
          </p>
        )}
        <div className="loan-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={state.matches('reloading')}
            onClick={() => send({ type: 'repay.again' })}
          >
            <Trans>Repay more</Trans>
          </button>
          <SiteLink
            className="button button-ghost"
            href={hrefFor('dashboard.loanService.loanDetail', { loanId: figures.loanId }, at)}
          >
            <Trans>Loan details</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  const nothingOwed = figures.owedUsd === '0.00';
  return (
    <section className="loan-card" aria-labelledby="repay-form-title">
      <h2 id="repay-form-title">
        <Trans>
          {figures.goodsName}, loan {figures.loanId}
        </Trans>
      </h2>
      <dl className="loan-facts">
        <dt>
          <Trans>Principal</Trans>
        </dt>
        <dd>{format.usd(figures.principalUsd)}</dd>
        <dt>
          <Trans>Interest</Trans>
        </dt>
        <dd>{format.usd(figures.interestUsd)}</dd>
        <dt>
          <Trans>Total owed</Trans>
        </dt>
        <dd>{format.usd(figures.owedUsd)}</dd>
      </dl>
      {nothingOwed && editing ? (
        <p className="loan-note">
          <Trans>Nothing is owed on this loan.</Trans>
        </p>
      ) : (
        <form
          className="loan-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (editing) send({ type: 'repay.review' });
          }}
        >
          <FormField
            label={<Trans>Amount (USD)</Trans>}
            error={editing && context.error ? i18n._(errorLabel(context.error)) : null}
            hint={<Trans>Interest is repaid first, then the principal. At most {format.usd(figures.owedUsd)}.</Trans>}
            after={
              <button
                type="button"
                className="button button-outline"
                disabled={!editing}
                onClick={() => send({ type: 'repay.max' })}
              >
                <Trans>Max</Trans>
              </button>
            }
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={context.amount}
                readOnly={!editing}
                onChange={(event) => send({ type: 'repay.amount', value: event.currentTarget.value })}
              />
            )}
          </FormField>
          <fieldset disabled={!editing}>
            <legend>
              <Trans>Repay from</Trans>
            </legend>
            <label className="loan-choice">
              <input
                type="radio"
                name="repay-method"
                checked={context.method === 'balance'}
                onChange={() => send({ type: 'repay.method', method: 'balance' })}
              />
              <span>
                <Trans>Wallet balance ({format.usd(figures.balanceUsd)} available)</Trans>
              </span>
            </label>
            <label className="loan-choice">
              <input
                type="radio"
                name="repay-method"
                checked={context.method === 'points'}
                onChange={() => send({ type: 'repay.method', method: 'points' })}
              />
              <span>
                <Trans>Points ({format.usd(figures.pointsBalance)} available)</Trans>
              </span>
            </label>
          </fieldset>
          {context.error === 'fundPassword' && editing && (
            <button type="button" className="button button-ghost" onClick={() => securityModals.openFundReset()}>
              <Trans>Set fund password</Trans>
            </button>
          )}
          {editing && (
            <button type="submit" className="button button-primary">
              <Trans>Review the repayment</Trans>
            </button>
          )}
        </form>
      )}

      {state.matches('reviewing') && (
        <section className="loan-panel" aria-label={t`Review the repayment`}>
          <h3>
            <Trans>Review</Trans>
          </h3>
          <p>
            <Trans>
              Repay {format.usd(context.amount)} of {format.usd(figures.owedUsd)} owed from {methodLabel}. You confirm
              with your fund password.
            </Trans>
          </p>
          <div className="loan-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'repay.confirm' })}>
              <Trans>Confirm the repayment</Trans>
            </button>
            <button type="button" className="link-button" onClick={() => send({ type: 'repay.back' })}>
              <Trans>Change</Trans>
            </button>
          </div>
        </section>
      )}
      {state.matches('repaying') && (
        <p className="loan-note" role="status">
          <Trans>Repaying… confirm with your fund password when asked.</Trans>
        </p>
      )}
      {state.matches('unknown') && (
        <div className="ui-alert" role="alert">
          <p className="ui-alert-message">
            <Trans>
              We did not get an answer, so we cannot tell yet whether the repayment went through. Trying again is safe:
              it is never charged twice.
            </Trans>
          </p>
          {context.message && <p className="loan-note">{context.message}</p>}
          <button type="button" className="button button-primary" onClick={() => send({ type: 'repay.retry' })}>
            <Trans>Try the repayment again</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
