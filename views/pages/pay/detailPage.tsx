import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../runtime/config.ts';
import type { Cashier } from '../../../runtime/http/contract/checkout.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { PAYMENT_STATE_LABELS, PAYMENT_STATE_TONES } from '../../features/checkout/checkoutLabels.ts';
import { CASHIER_NOT_FOUND_STATUS, cashierQuery } from '../../features/checkout/checkoutQueries.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import { useFormat } from '../../format/useFormat.ts';
import type { PageProps } from '../../pageProps.ts';
import { errorMessage } from '../../ui/errorMessage.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import '../../features/checkout/checkout.css';

/** `/pay/detail/{orderNo}`: how a payment ended (paid, pending, expired, cancelled) and what happens next. */
export default function PayDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const cashier = useQuery({ ...cashierQuery(orderNo), enabled: orderNo !== '' });
  if (orderNo === '' || isStatus(cashier.error, CASHIER_NOT_FOUND_STATUS))
    return <NotFoundView locale={route.locale} />;
  return (
    <PageFrame
      title={<Trans>Order {orderNo}</Trans>}
      breadcrumbs={[
        // Miner orders are not in the plan order list: their way back is the marketplace.
        cashier.data?.kind === 'minerSale'
          ? { label: t`Miner marketplace`, href: hrefFor('minerSale', {}, route) }
          : cashier.data?.kind === 'points'
            ? { label: t`Points`, href: hrefFor('dashboard.points', {}, route) }
            : cashier.data?.kind === 'renew'
              ? { label: t`Renewals`, href: hrefFor('dashboard.renew', {}, route) }
              : { label: t`Orders`, href: hrefFor('dashboard.order', {}, route) },
        { label: orderNo },
      ]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={cashier}
        label={t`Payment result`}
        skeleton={<Skeleton className="checkout-card" height="256px" />}
      >
        {(data) => <PaymentResult cashier={data} at={route} />}
      </ReadSection>
    </PageFrame>
  );
}

function PaymentResult({ cashier, at }: { cashier: Cashier; at: LinkContext }) {
  const format = useFormat();
  const orderNo = cashier.orderNo;
  return (
    <div className="checkout-result">
      <section className="checkout-card" aria-labelledby="result-state">
        <h2 id="result-state">
          <StatusBadge status={cashier.state} labels={PAYMENT_STATE_LABELS} tones={PAYMENT_STATE_TONES} />{' '}
          {cashier.goodsName}
        </h2>
        {cashier.state === 'paid' && cashier.miner && (
          <>
            <p className="checkout-result-lead">
              <Trans>Payment received: {format.usd(cashier.totalUsd)}. Thank you.</Trans>
            </p>
            <p>
              <Trans>
                Your miners ({cashier.miner.quantity} × {cashier.miner.modelName}) are reserved in batch{' '}
                {cashier.miner.batchId}. They are installed at {cashier.miner.site.name} and expected to start mining on{' '}
                {format.dateUtc(cashier.miner.estimatedStartOn)}; their output is paid daily in BTC to your payout
                address.
              </Trans>
            </p>
          </>
        )}
        {cashier.state === 'paid' && cashier.points && (
          <>
            <p className="checkout-result-lead">
              <Trans>Payment received: {format.usd(cashier.totalUsd)}. Thank you.</Trans>
            </p>
            <p>
              <Trans>
                {format.number(cashier.points.points + cashier.points.bonusPoints)} points were added to your points
                balance; use them for plans, service fees and auto-deduct.
              </Trans>
            </p>
          </>
        )}
        {cashier.state === 'paid' && cashier.renewal && (
          <>
            <p className="checkout-result-lead">
              <Trans>Payment received: {format.usd(cashier.totalUsd)}. Thank you.</Trans>
            </p>
            <p>
              <Trans>
                Your plan {cashier.renewal.planOrderNo} was renewed by {format.days(cashier.renewal.days)}: it now runs
                until {format.dateTimeUtc(cashier.renewal.newEndAt)} (UTC).
              </Trans>
            </p>
          </>
        )}
        {cashier.state === 'paid' && !cashier.miner && !cashier.points && !cashier.renewal && (
          <>
            <p className="checkout-result-lead">
              <Trans>Payment received: {format.usd(cashier.totalUsd)}. Thank you.</Trans>
            </p>
            <p>
              <Trans>
                Your plan starts mining at 00:00 UTC after the payment. Output is settled daily from 08:00 UTC and paid
                to your payout address once it is above the pool's threshold.
              </Trans>
            </p>
          </>
        )}
        {(cashier.state === 'awaiting' || cashier.state === 'underpaid') && (
          <>
            <p className="checkout-result-lead">
              <Trans>
                Waiting for payment: {format.usd(cashier.dueUsd)} due by {format.dateTimeUtc(cashier.payExpireAt)}.
              </Trans>
            </p>
            <SiteLink className="button button-primary" href={hrefFor('pay.confirm', { orderNo }, at)}>
              <Trans>Continue to payment</Trans>
            </SiteLink>
          </>
        )}
        {(cashier.state === 'expired' || cashier.state === 'cancelled') && (
          <p className="checkout-result-lead">
            {cashier.state === 'expired' ? (
              <Trans>This order expired before it was paid. Coupons and points it used are back in your account.</Trans>
            ) : (
              <Trans>This order was cancelled. Coupons and points it used are back in your account.</Trans>
            )}
          </p>
        )}
        {cashier.miner ? (
          <div className="cashier-actions">
            <SiteLink className="button button-ghost" href={hrefFor('minerSale', {}, at)}>
              <Trans>See more miners</Trans>
            </SiteLink>
          </div>
        ) : cashier.points ? (
          <div className="cashier-actions">
            <SiteLink className="button button-ghost" href={hrefFor('dashboard.points', {}, at)}>
              <Trans>See your points</Trans>
            </SiteLink>
          </div>
        ) : cashier.renewal ? (
          <div className="cashier-actions">
            <SiteLink
              className="button button-ghost"
              href={hrefFor('dashboard.renew.detail', { orderNo: cashier.renewal.planOrderNo }, at)}
            >
              <Trans>See the renewed plan</Trans>
            </SiteLink>
            <SiteLink
              className="link-button"
              href={hrefFor('dashboard.order.detail', { orderNo: cashier.renewal.planOrderNo }, at)}
            >
              <Trans>View the order</Trans>
            </SiteLink>
          </div>
        ) : (
          <div className="cashier-actions">
            <SiteLink className="button button-ghost" href={hrefFor('dashboard.order.detail', { orderNo }, at)}>
              <Trans>View the order</Trans>
            </SiteLink>
            <SiteLink className="link-button" href={hrefFor('list', {}, at)}>
              <Trans>See more plans</Trans>
            </SiteLink>
          </div>
        )}
      </section>
      {cashier.remainUsd !== '0.00' && <RemainFunds cashier={cashier} />}
      <PaymentRecords cashier={cashier} />
    </div>
  );
}

/** Money received over the price (or on an order that closed): back to the balance, or into points. */
function RemainFunds({ cashier }: { cashier: Cashier }) {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const settle = useMutation({
    mutationFn: (action: 'refund' | 'points') =>
      http.call('orderRemain', { orderNo: cashier.orderNo, action }, { showError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['private'] }),
  });
  return (
    <section className="checkout-card" aria-labelledby="result-remain">
      <h2 id="result-remain">
        <Trans>Remaining funds</Trans>
      </h2>
      <p>
        <Trans>
          {format.usd(cashier.remainUsd)} was received beyond what this order needs. Refund it to your wallet balance or
          convert it to points (1 point = 1 USD).
        </Trans>
      </p>
      {settle.isError && (
        <p className="field-error" role="alert">
          {errorMessage(settle.error, t`That did not work. Try again in a moment.`)}
        </p>
      )}
      <div className="cashier-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={settle.isPending}
          onClick={() => settle.mutate('refund')}
        >
          <Trans>Refund to balance</Trans>
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={settle.isPending}
          onClick={() => settle.mutate('points')}
        >
          <Trans>Convert to points</Trans>
        </button>
      </div>
    </section>
  );
}

function PaymentRecords({ cashier }: { cashier: Cashier }) {
  const { t } = useLingui();
  const format = useFormat();
  if (cashier.payments.length === 0) return null;
  return (
    <section className="checkout-card" aria-labelledby="result-payments">
      <h2 id="result-payments">
        <Trans>Payment record</Trans>
      </h2>
      <table className="checkout-payments" aria-label={t`Payment record`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time (UTC)</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Value</Trans>
            </th>
            <th scope="col">
              <Trans>Transaction</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {cashier.payments.map((p) => (
            <tr key={`${p.at}-${p.txId ?? p.method}`}>
              <td>{format.dateTimeUtc(p.at)}</td>
              <td>
                {p.method === 'crypto' ? (
                  `${p.coin ?? ''} ${p.network ?? ''}`.trim()
                ) : p.method === 'balance' ? (
                  <Trans>Wallet balance</Trans>
                ) : (
                  <Trans>Points</Trans>
                )}
              </td>
              <td>{p.method === 'crypto' ? `${p.amount} ${p.coin ?? ''}` : format.usd(p.amount)}</td>
              <td>{format.usd(p.usd)}</td>
              <td>{p.txId ? <code>{p.txId}</code> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
