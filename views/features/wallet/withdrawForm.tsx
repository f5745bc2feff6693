import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  availableMinor,
  ruleOf,
  type WithdrawFormError,
  withdrawMachine,
} from '../../../machines/wallet/withdrawMachine.ts';
import { http } from '../../../runtime/config.ts';
import {
  addressNetwork,
  formatAmount,
  type WalletCoin,
  type WalletNetwork,
} from '../../../runtime/domain/walletNetworks.ts';
import type { BookAddress, WalletBalances, WalletError, Withdrawal } from '../../../runtime/http/contract/wallet.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { useFormat } from '../../format/useFormat.ts';
import { CopyButton } from '../../ui/copyButton.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { STATUS_LABELS, STATUS_TONES, WALLET_ERROR_LABELS } from './walletLabels.ts';

const quiet = { showError: false } as const;
const ADDRESS_ERRORS = new Set<string>(['address', 'wrongNetwork', 'addressLocked']);
const AMOUNT_ERRORS = new Set<string>(['amount', 'min', 'balance']);

/** The withdrawal flow (machines/wallet/withdrawMachine.ts): form, review, verification, status timeline. */
export function WithdrawForm({
  balances,
  book,
  at,
}: {
  balances: WalletBalances;
  book: readonly BookAddress[];
  at: LinkContext;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      withdrawMachine.provide({
        actors: {
          quoteWithdrawal: fromPromise(({ input }) => http.call('walletWithdraw', input, quiet)),
          confirmWithdrawal: fromPromise(({ input }) => http.call('walletWithdrawConfirm', input, quiet)),
          loadWithdrawal: fromPromise(({ input }) => http.call('walletWithdrawal', input, quiet)),
          loadBalances: fromPromise(() => http.call('walletBalances', {}, quiet)),
        },
        actions: {
          withdrawn: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { balances } });
  const { context } = state;
  const { form } = context;
  const rule = ruleOf(form);
  const coinRules = context.balances.rules.find((one) => one.coin === form.coin);
  const available = formatAmount(availableMinor(context.balances, form.coin), rule.decimals);
  const fee = formatAmount(rule.feeMinor, rule.decimals);
  const min = formatAmount(rule.minMinor, rule.decimals);
  const errorLabel = (error: WithdrawFormError | WalletError | null) =>
    error ? i18n._(WALLET_ERROR_LABELS[error]) : null;
  const addressError = context.error && ADDRESS_ERRORS.has(context.error) ? errorLabel(context.error) : null;
  const amountError = context.error && AMOUNT_ERRORS.has(context.error) ? errorLabel(context.error) : null;
  const formError = context.error && !addressError && !amountError ? errorLabel(context.error) : null;
  const choices = book.filter((entry) => entry.coin === form.coin && entry.network === form.network);
  const coinName = (coin: WalletCoin) => coin;
  // A wrong-network warning while typing, before the form's own check.
  const seen = addressNetwork(form.address);

  if (state.matches('tracking') || state.matches('refreshing') || state.matches('reloading')) {
    const w = context.withdrawal as Withdrawal;
    return (
      <section className="wallet-card" aria-labelledby="wallet-withdraw-title">
        <h2 id="wallet-withdraw-title">
          <Trans>Withdrawal {w.withdrawalNo}</Trans>
        </h2>
        <p>
          <Trans>
            {w.amount} {w.coin} to {w.address} (fee {w.fee} {w.coin})
          </Trans>{' '}
          <StatusBadge status={w.status} labels={STATUS_LABELS} tones={STATUS_TONES} />
        </p>
        <Timeline withdrawal={w} />
        {w.txid && (
          <p className="wallet-txid">
            <Trans>TXID</Trans> <code className="wallet-mono">{w.txid}</code> <CopyButton value={w.txid} />
          </p>
        )}
        {w.status === 'failed' && (
          <p className="ui-alert" role="note">
            <Trans>The network refused this transfer. The amount and the fee are back in your balance.</Trans>
          </p>
        )}
        {context.message !== null && (
          <p className="field-error" role="alert">
            {failureMessage(context.message, t`That did not work. Try again in a moment.`)}
          </p>
        )}
        <div className="wallet-actions">
          <button
            type="button"
            className="button button-outline"
            disabled={!state.matches('tracking')}
            onClick={() => send({ type: 'withdraw.refresh' })}
          >
            <Trans>Refresh status</Trans>
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!state.matches('tracking')}
            onClick={() => send({ type: 'withdraw.again' })}
          >
            <Trans>New withdrawal</Trans>
          </button>
          <SiteLink className="button button-ghost" href={hrefFor('dashboard.wallet.history', {}, at)}>
            <Trans>History</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  if (state.matches('review') || state.matches('confirming') || state.matches('unknown')) {
    const quote = context.quote;
    return (
      <section className="wallet-card" aria-labelledby="wallet-withdraw-title">
        <h2 id="wallet-withdraw-title">
          <Trans>Review the withdrawal</Trans>
        </h2>
        {quote && (
          <dl className="wallet-review">
            <dt>
              <Trans>Coin and network</Trans>
            </dt>
            <dd>
              {quote.coin} · {coinRules?.networks.find((one) => one.network === quote.network)?.name}
            </dd>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd className="wallet-mono">
              {quote.label ? `${quote.label}: ` : ''}
              {quote.address}
            </dd>
            <dt>
              <Trans>Amount received</Trans>
            </dt>
            <dd>
              {quote.amount} {quote.coin}
            </dd>
            <dt>
              <Trans>Network fee</Trans>
            </dt>
            <dd>
              {quote.fee} {quote.coin}
            </dd>
            <dt>
              <Trans>Deducted from your balance</Trans>
            </dt>
            <dd>
              <strong>
                {quote.total} {quote.coin}
              </strong>
            </dd>
          </dl>
        )}
        {quote && (
          <p>
            <strong>
              <Trans>
                {quote.total} {quote.coin} will be deducted from your balance.
              </Trans>
            </strong>
          </p>
        )}
        <p className="wallet-note">
          <Trans>
            A withdrawal cannot be undone once sent. Check that the address and the network match the receiving wallet.
            You will confirm it with your security verification.
          </Trans>
        </p>
        {state.matches('confirming') && (
          <p role="status">
            <Trans>Confirming… complete the security verification when asked.</Trans>
          </p>
        )}
        {state.matches('unknown') && (
          <div role="alert" className="field-error">
            <p>
              <Trans>
                We did not get an answer, so we cannot tell whether the withdrawal was made. Trying again is safe: it is
                never sent twice.
              </Trans>
            </p>
            {context.message && <p>{context.message}</p>}
          </div>
        )}
        <div className="wallet-actions">
          {state.matches('unknown') ? (
            <button type="button" className="button button-primary" onClick={() => send({ type: 'withdraw.retry' })}>
              <Trans>Try the withdrawal again</Trans>
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button-ghost"
                disabled={!state.matches('review')}
                onClick={() => send({ type: 'withdraw.back' })}
              >
                <Trans>Back</Trans>
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={!state.matches('review')}
                onClick={() => send({ type: 'withdraw.confirm' })}
              >
                <Trans>Confirm withdrawal</Trans>
              </button>
            </>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="wallet-card" aria-labelledby="wallet-withdraw-title">
      <h2 id="wallet-withdraw-title">
        <Trans>Withdraw</Trans>
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'withdraw.review' });
        }}
      >
        <div className="wallet-row">
          <FormField label={<Trans>Coin to withdraw</Trans>}>
            {(control) => (
              <select
                {...control}
                value={form.coin}
                onChange={(event) => send({ type: 'withdraw.coin', coin: event.target.value as WalletCoin })}
              >
                {context.balances.rules.map((one) => (
                  <option key={one.coin} value={one.coin}>
                    {coinName(one.coin)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={<Trans>Withdrawal network</Trans>}>
            {(control) => (
              <select
                {...control}
                value={form.network}
                onChange={(event) => send({ type: 'withdraw.network', network: event.target.value as WalletNetwork })}
              >
                {coinRules?.networks.map((one) => (
                  <option key={one.network} value={one.network}>
                    {one.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {choices.length > 0 && (
          <FormField label={<Trans>From the address book</Trans>}>
            {(control) => (
              <select
                {...control}
                value={choices.some((c) => c.address === form.address) ? form.address : ''}
                onChange={(event) => send({ type: 'withdraw.address', address: event.target.value })}
              >
                <option value="">{t`Type an address instead`}</option>
                {choices.map((entry) => (
                  <option key={entry.id} value={entry.address} disabled={entry.locked}>
                    {entry.locked
                      ? t`${entry.label} (locked until ${format.dateTimeUtc(entry.unlockAt)} UTC)`
                      : `${entry.label} · ${entry.address}`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField
          label={<Trans>Receiving address</Trans>}
          error={addressError}
          hint={
            seen && seen !== form.network && !addressError ? (
              <Trans>This looks like a {seen} address: choose that network if the receiving wallet uses it.</Trans>
            ) : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              className="wallet-mono"
              autoComplete="off"
              spellCheck={false}
              value={form.address}
              onChange={(event) => send({ type: 'withdraw.address', address: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={<Trans>Amount ({form.coin})</Trans>}
          error={amountError}
          hint={
            <Trans>
              Available: {available} {form.coin}
            </Trans>
          }
          after={
            <button type="button" className="button button-outline" onClick={() => send({ type: 'withdraw.max' })}>
              <Trans>Max</Trans>
            </button>
          }
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={form.amount}
              onChange={(event) => send({ type: 'withdraw.amount', amount: event.target.value })}
            />
          )}
        </FormField>
        <dl className="wallet-terms" aria-label={t`Withdrawal terms`}>
          <dt>
            <Trans>Network fee</Trans>
          </dt>
          <dd>
            {fee} {form.coin}
          </dd>
          <dt>
            <Trans>Minimum withdrawal</Trans>
          </dt>
          <dd>
            {min} {form.coin}
          </dd>
          <dt>
            <Trans>Arrives in about</Trans>
          </dt>
          <dd>
            <Trans>{rule.arrivalMinutes} min after review</Trans>
          </dd>
        </dl>
        <button type="submit" className="button button-primary" disabled={state.matches('quoting')}>
          {state.matches('quoting') ? <Trans>Checking…</Trans> : <Trans>Review withdrawal</Trans>}
        </button>
        {formError && (
          <p className="field-error" role="alert">
            {formError}{' '}
            {context.error === 'kyc' && (
              <SiteLink href={hrefFor('dashboard.kyc', {}, at)}>
                <Trans>Verify your identity</Trans>
              </SiteLink>
            )}
            {context.error === 'fundPassword' && (
              <SiteLink href={hrefFor('dashboard.setting', {}, at)}>
                <Trans>Security settings</Trans>
              </SiteLink>
            )}
          </p>
        )}
        {context.message !== null && (
          <p className="field-error" role="alert">
            {failureMessage(context.message, t`That did not work. Try again in a moment.`)}
          </p>
        )}
      </form>
    </section>
  );
}

function Timeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const reached = new Map(withdrawal.timeline.map((step) => [step.status, step.at]));
  const last = withdrawal.status === 'failed' ? 'failed' : 'sent';
  const steps = ['submitted', 'reviewing', last] as const;
  return (
    <ol className="wallet-timeline" aria-label={t`Withdrawal status`}>
      {steps.map((step) => {
        const when = reached.get(step);
        return (
          <li
            key={step}
            className={when ? 'wallet-step wallet-step-done' : 'wallet-step'}
            aria-current={withdrawal.status === step ? 'step' : undefined}
          >
            <span className="wallet-step-name">{i18n._(STATUS_LABELS[step] as MessageDescriptor)}</span>
            <span className="wallet-step-time">{when ? `${format.dateTimeUtc(when)} UTC` : '—'}</span>
          </li>
        );
      })}
    </ol>
  );
}
