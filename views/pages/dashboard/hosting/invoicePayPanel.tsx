import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  hostingInvoicePayMachine,
  type InvoicePayFormError,
} from '../../../../machines/hosting/hostingInvoicePayMachine.ts';
import { http } from '../../../../runtime/config.ts';
import type { HostingError, HostingInvoice } from '../../../../runtime/http/contract/hosting.ts';
import { securityModals } from '../../../flows/security/securityModals.tsx';
import { useFormat } from '../../../format/useFormat.ts';

const quiet = { showError: false } as const;

/** Every refusal of the payment and every check of the form, as the customer reads it. */
const PAY_ERROR_LABELS: Record<HostingError | InvoicePayFormError, MessageDescriptor> = {
  funds: msg`Your balance is not enough for this invoice. Top up your wallet first.`,
  balance: msg`Your balance is not enough for this invoice. Top up your wallet first.`,
  fundPassword: msg`The fund password is not set yet.`,
  notFound: msg`We cannot find this invoice. Reload the page.`,
  paid: msg`This invoice is already paid. Reload the page to see it.`,
  minerNotFound: msg`We cannot find this invoice. Reload the page.`,
};

/**
 * Paying one hosting fee invoice from the balance (machines/hosting/hostingInvoicePayMachine.ts): the amount
 * against the balance, then the payment behind the fund-password verification the server asks for.
 */
export function InvoicePayPanel({
  invoice,
  balanceUsd,
  fundPasswordSet,
  onClose,
}: {
  invoice: HostingInvoice;
  balanceUsd: string;
  fundPasswordSet: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      hostingInvoicePayMachine.provide({
        actors: {
          loadInvoices: fromPromise(() => http.call('hostingInvoices', {}, quiet)),
          payInvoice: fromPromise(({ input }) => http.call('hostingInvoicePay', input, quiet)),
        },
        actions: {
          // The invoices, the balance and an order's stopped miners follow the payment.
          paid: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { invoice, balanceUsd, fundPasswordSet } });
  const { context } = state;
  const headingId = `pay-${invoice.invoiceNo}`;
  const amount = format.usd(invoice.amountUsd);

  if (state.matches('paid') && context.paid) {
    return (
      <section className="hosting-pay" aria-labelledby={headingId}>
        <h3 id={headingId}>
          <Trans>Invoice {invoice.invoiceNo} paid</Trans>
        </h3>
        <p role="status">
          <Trans>
            {amount} paid from your balance. Your balance is now {format.usd(context.paid.balanceUsd)}.
          </Trans>
        </p>
        <button type="button" className="button button-ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </section>
    );
  }

  const busy = state.matches('paying') || state.matches('rechecking');
  return (
    <section className="hosting-pay" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Pay invoice {invoice.invoiceNo}</Trans>
      </h3>
      <dl className="hosting-facts">
        <dt>
          <Trans>Amount due</Trans>
        </dt>
        <dd>{amount}</dd>
        <dt>
          <Trans>Wallet balance</Trans>
        </dt>
        <dd>
          <Trans>{format.usd(context.balanceUsd)} available</Trans>
        </dd>
        <dt>
          <Trans>Due</Trans>
        </dt>
        <dd>{format.dateTimeUtc(invoice.dueAt)}</dd>
      </dl>
      {context.error && context.error !== 'fundPassword' && (
        <p className="hosting-error" role="alert">
          {i18n._(PAY_ERROR_LABELS[context.error])}
        </p>
      )}

      {state.matches('reviewing') && (
        <div className="hosting-actions">
          <button type="button" className="button button-primary" onClick={() => send({ type: 'invoice.pay' })}>
            <Trans>Pay {amount} from balance</Trans>
          </button>
          <button type="button" className="button button-ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}

      {state.matches('paying') && (
        <p className="hosting-busy" role="status">
          <Trans>Paying… confirm with your fund password when asked.</Trans>
        </p>
      )}

      {(state.matches('fundPassword') || state.matches('rechecking')) && (
        <div className="hosting-notice">
          <p>
            <Trans>Set a fund password first to pay from your balance.</Trans>
          </p>
          {context.error === 'fundPassword' && (
            <p className="hosting-error" role="alert">
              {i18n._(PAY_ERROR_LABELS.fundPassword)}
            </p>
          )}
          {context.message !== null && (
            <p className="hosting-error" role="alert">
              <Trans>We could not check your account. Try again.</Trans>
            </p>
          )}
          <div className="hosting-actions">
            <button type="button" className="button button-ghost" onClick={() => securityModals.openFundReset()}>
              <Trans>Set fund password</Trans>
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => send({ type: 'invoice.recheck' })}
            >
              <Trans>Continue to payment</Trans>
            </button>
            <button type="button" className="link-button" onClick={() => send({ type: 'invoice.back' })}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      )}

      {state.matches('unknown') && (
        <div className="ui-alert" role="alert">
          <p className="ui-alert-message">
            <Trans>
              We did not get an answer, so we cannot tell yet whether the payment went through. Trying again is safe:
              you are never charged twice for it.
            </Trans>
          </p>
          {context.message && <p className="hosting-sub">{context.message}</p>}
          <button type="button" className="button button-primary" onClick={() => send({ type: 'invoice.retry' })}>
            <Trans>Try the payment again</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
