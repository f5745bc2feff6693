import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { cashierMachine, type FundsMethod } from '../../../machines/checkout/cashierMachine.ts';
import type { AppClock } from '../../../runtime/clock.ts';
import { http } from '../../../runtime/config.ts';
import { centsOf } from '../../../runtime/domain/checkout.ts';
import type { Cashier } from '../../../runtime/http/contract/checkout.ts';
import { CASHIER_COINS, CASHIER_NETWORKS, type CashierCoin } from '../../../runtime/http/contract/checkoutValues.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { maskAddress } from '../../../runtime/validation/mask.ts';
import { useClock } from '../../clock.tsx';
import { securityModals } from '../../flows/security/securityModals.tsx';
import { useFormat } from '../../format/useFormat.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { CopyButton } from '../../ui/copyButton.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { QrCode } from '../../ui/qrCode.tsx';
import { CHECKOUT_ERROR_LABELS } from './checkoutLabels.ts';
import { MinerBreakdown } from './minerBreakdown.tsx';
import { PriceBreakdown } from './priceBreakdown.tsx';

const quiet = { showError: false } as const;

/** Milliseconds left until `iso`, ticking every second on the app's clock. */
function useMsLeft(clock: AppClock, iso: string): number {
  const [now, setNow] = useState(() => clock.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick re-arms the next one
  useEffect(() => {
    const id = clock.setTimeout(() => setNow(clock.now()), 1_000);
    return () => clock.clearTimeout(id);
  }, [clock, now]);
  return Math.max(0, Date.parse(iso) - now);
}

function mmss(ms: number): string {
  const seconds = Math.ceil(ms / 1_000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The cashier of one unpaid order (machines/checkout/cashierMachine.ts): the order and its price, the
 * time left to pay, then balance, points or crypto. A payment whose answer was lost is shown as
 * unknown with a retry that cannot charge twice; paid or closed, the result page takes over.
 */
export function CashierPanel({ cashier: loaded, at }: { cashier: Cashier; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const clock = useClock();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refresh: refreshSession } = useSession();

  const machine = useMemo(
    () =>
      cashierMachine.provide({
        actors: {
          loadCashier: fromPromise(({ input }) => http.call('orderCashier', input, quiet)),
          payOrder: fromPromise(async ({ input }) => {
            await http.call(
              'orderPay',
              { orderNo: input.orderNo, payMethod: input.method, requestId: input.requestId },
              quiet,
            );
            return http.call('orderCashier', { orderNo: input.orderNo }, quiet);
          }),
          openAddress: fromPromise(({ input }) => http.call('cashierAddress', input, quiet)),
          cancelOrder: fromPromise(async ({ input }) => {
            await http.call('orderCancel', input, quiet);
            return http.call('orderCashier', input, quiet);
          }),
        },
        actions: {
          showResult: ({ context }) => {
            // Balances, the order list and the header's unpaid count follow the payment.
            void queryClient.invalidateQueries({ queryKey: ['private'] });
            void refreshSession();
            const { orderNo, kind } = context.cashier;
            // A coupon purchase has its own result page (the purchase order); every other order pay.detail.
            void router.navigate({
              href:
                kind === 'minerCoupon'
                  ? hrefFor('pay.coupons.purchaseOrder', {}, at, { search: { orderNo } })
                  : hrefFor('pay.detail', { orderNo }, at),
            });
          },
        },
      }),
    [at, queryClient, router, refreshSession],
  );
  const [state, send] = useMachine(machine, { input: { cashier: loaded, now: () => clock.now() }, clock });
  // The machine begins from the order as the page loaded it (an open address is waited on at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel mounts
  useEffect(() => {
    send({ type: 'cashier.loaded', cashier: loaded });
  }, []);
  const { cashier, error, message, offline } = state.context;
  const msLeft = useMsLeft(clock, cashier.payExpireAt);
  const [method, setMethod] = useState<FundsMethod | 'crypto'>('balance');
  const [coin, setCoin] = useState<CashierCoin>('USDT');
  const [network, setNetwork] = useState<string>(CASHIER_NETWORKS.USDT[0]);

  const figures = {
    hashrateFeeCents: centsOf(cashier.hashrateFeeUsd) ?? 0,
    serviceFeeCents: centsOf(cashier.serviceFeeUsd) ?? 0,
    discountCents: centsOf(cashier.discountUsd) ?? 0,
    couponCents: centsOf(cashier.couponUsd) ?? 0,
    pointsCents: centsOf(cashier.pointsUsd) ?? 0,
    totalCents: centsOf(cashier.totalUsd) ?? 0,
  };
  const errorText =
    error === null
      ? null
      : error === 'failed'
        ? failureMessage(message ?? '', t`That did not work. Try again in a moment.`)
        : i18n._(CHECKOUT_ERROR_LABELS[error]);

  return (
    <div className="checkout">
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="cashier-order">
          <h2 id="cashier-order">{cashier.goodsName}</h2>
          <p className="checkout-deadline" role="timer" aria-live="off">
            <Trans>
              Pay within <strong>{mmss(msLeft)}</strong> (by {format.dateTimeUtc(cashier.payExpireAt)}), or the order is
              cancelled.
            </Trans>
          </p>
          <dl className="checkout-facts">
            <dt>
              <Trans>Order</Trans>
            </dt>
            <dd>{cashier.orderNo}</dd>
            {cashier.coupon ? (
              <>
                <dt>
                  <Trans>Miner coupons</Trans>
                </dt>
                <dd>
                  <Trans>
                    {format.number(cashier.coupon.quantity)} × {cashier.coupon.name} (
                    {format.usd(cashier.coupon.faceValueUsd)} face value), listing {cashier.coupon.delegateId}
                  </Trans>
                </dd>
                <dt>
                  <Trans>Seller</Trans>
                </dt>
                <dd>{cashier.coupon.seller}</dd>
                <dt>
                  <Trans>Valid until</Trans>
                </dt>
                <dd>{format.dateTimeUtc(cashier.coupon.expireAt)}</dd>
              </>
            ) : cashier.points ? (
              <>
                <dt>
                  <Trans>Points package</Trans>
                </dt>
                <dd>
                  <Trans>
                    {format.number(cashier.points.points)} points + {format.number(cashier.points.bonusPoints)} bonus
                  </Trans>
                </dd>
              </>
            ) : cashier.miner ? (
              <>
                <dt>
                  <Trans>Miners</Trans>
                </dt>
                <dd>
                  <Trans>
                    {cashier.miner.quantity} × {cashier.miner.modelName}, batch {cashier.miner.batchId}
                  </Trans>{' '}
                  · {format.hashrate(cashier.hashrateTh)}
                </dd>
                <dt>
                  <Trans>Hosting site</Trans>
                </dt>
                <dd>
                  {cashier.miner.site.name} · {cashier.miner.pool}
                </dd>
                <dt>
                  <Trans>Estimated start</Trans>
                </dt>
                <dd>
                  <Trans>Mining from {format.dateUtc(cashier.miner.estimatedStartOn)}</Trans>
                </dd>
              </>
            ) : (
              <>
                <dt>
                  <Trans>Quantity</Trans>
                </dt>
                <dd>
                  {cashier.quantity} · {format.hashrate(cashier.hashrateTh)} · {format.days(cashier.durationDays)}
                </dd>
                <dt>
                  <Trans>Pool</Trans>
                </dt>
                <dd>{cashier.pool}</dd>
              </>
            )}
            {cashier.renewal && (
              <>
                <dt>
                  <Trans>Renewal of</Trans>
                </dt>
                <dd>
                  <Trans>
                    Order {cashier.renewal.planOrderNo}: its end moves from {format.dateTimeUtc(cashier.renewal.endAt)}{' '}
                    to {format.dateTimeUtc(cashier.renewal.newEndAt)} (UTC)
                  </Trans>
                </dd>
              </>
            )}
            {!cashier.points && !cashier.coupon && (
              <>
                <dt>
                  <Trans>Payout address</Trans>
                </dt>
                <dd className="checkout-address">{maskAddress(cashier.payoutAddress)}</dd>
              </>
            )}
          </dl>
        </section>

        <section className="checkout-card" aria-labelledby="cashier-pay">
          <h2 id="cashier-pay">
            <Trans>Payment</Trans>
          </h2>

          {state.matches('choosing') && (
            <div className="cashier-methods">
              <fieldset className="checkout-choices">
                <legend>
                  <Trans>Pay with</Trans>
                </legend>
                <label className="checkout-choice">
                  <input
                    type="radio"
                    name="method"
                    checked={method === 'balance'}
                    onChange={() => setMethod('balance')}
                  />
                  <span>
                    <Trans>Wallet balance</Trans>{' '}
                    <span className="checkout-sub">
                      <Trans>{format.usd(cashier.balanceUsd)} available</Trans>
                    </span>
                  </span>
                </label>
                {/* Points are bought with money, never with points; market coupons too. */}
                {!cashier.points && !cashier.coupon && (
                  <label className="checkout-choice">
                    <input
                      type="radio"
                      name="method"
                      checked={method === 'points'}
                      onChange={() => setMethod('points')}
                    />
                    <span>
                      <Trans>Points</Trans>{' '}
                      <span className="checkout-sub">
                        <Trans>{format.usd(cashier.pointsBalance)} available</Trans>
                      </span>
                    </span>
                  </label>
                )}
                <label className="checkout-choice">
                  <input
                    type="radio"
                    name="method"
                    checked={method === 'crypto'}
                    onChange={() => setMethod('crypto')}
                  />
                  <span>
                    <Trans>Crypto (USDT, BTC or ETH)</Trans>
                  </span>
                </label>
              </fieldset>
              {method === 'crypto' && (
                <div className="cashier-coin">
                  <label>
                    <Trans>Coin</Trans>{' '}
                    <select
                      value={coin}
                      onChange={(e) => {
                        const next = e.currentTarget.value as CashierCoin;
                        setCoin(next);
                        setNetwork(CASHIER_NETWORKS[next][0]);
                      }}
                    >
                      {CASHIER_COINS.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <Trans>Network</Trans>{' '}
                    <select value={network} onChange={(e) => setNetwork(e.currentTarget.value)}>
                      {CASHIER_NETWORKS[coin].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              )}
              {errorText && (
                <p className="field-error" role="alert">
                  {errorText}
                </p>
              )}
              <div className="cashier-actions">
                {method === 'crypto' ? (
                  <button
                    type="button"
                    className="button button-primary button-large"
                    onClick={() => send({ type: 'cashier.crypto', coin, network })}
                  >
                    <Trans>Get the payment address</Trans>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-primary button-large"
                    onClick={() => send({ type: 'cashier.payFunds', method })}
                  >
                    {method === 'balance' ? (
                      <Trans>Pay {format.usd(cashier.dueUsd)} from balance</Trans>
                    ) : (
                      <Trans>Pay {format.usd(cashier.dueUsd)} with points</Trans>
                    )}
                  </button>
                )}
                <button type="button" className="link-button" onClick={() => send({ type: 'cashier.cancel' })}>
                  <Trans>Cancel order</Trans>
                </button>
              </div>
            </div>
          )}

          {(state.matches('fundPassword') || state.matches('rechecking')) && (
            <div className="checkout-notice">
              <p>{i18n._(CHECKOUT_ERROR_LABELS.fundPassword)}</p>
              {error === 'fundPassword' && (
                <p className="field-error" role="alert">
                  <Trans>The fund password is not set yet.</Trans>
                </p>
              )}
              {error === 'failed' && (
                <p className="field-error" role="alert">
                  <Trans>We could not check your account. Try again.</Trans>
                </p>
              )}
              <div className="cashier-actions">
                <button type="button" className="button button-ghost" onClick={() => securityModals.openFundReset()}>
                  <Trans>Set fund password</Trans>
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={state.matches('rechecking')}
                  onClick={() => send({ type: 'cashier.recheck' })}
                >
                  <Trans>Continue to payment</Trans>
                </button>
                <button type="button" className="link-button" onClick={() => send({ type: 'cashier.back' })}>
                  <Trans>Back</Trans>
                </button>
              </div>
            </div>
          )}

          {state.matches('paying') && (
            <p className="cashier-busy" role="status">
              <Trans>Paying… confirm with your fund password when asked.</Trans>
            </p>
          )}

          {state.matches('unknown') && (
            <div className="ui-alert" role="alert">
              <p className="ui-alert-message">
                <Trans>
                  We did not get an answer, so we cannot tell yet whether the payment went through. Trying again is
                  safe: you are never charged twice for this order.
                </Trans>
              </p>
              {message && <p className="checkout-sub">{message}</p>}
              <div className="cashier-actions">
                <button type="button" className="button button-primary" onClick={() => send({ type: 'cashier.retry' })}>
                  <Trans>Try the payment again</Trans>
                </button>
                <button type="button" className="button button-ghost" onClick={() => send({ type: 'cashier.check' })}>
                  <Trans>Check the order status</Trans>
                </button>
              </div>
            </div>
          )}

          {state.matches('checking') && (
            <p className="cashier-busy" role="status">
              <Trans>Checking the order…</Trans>
            </p>
          )}

          {state.matches('opening') && (
            <p className="cashier-busy" role="status">
              <Trans>Getting a payment address…</Trans>
            </p>
          )}

          {(state.matches('waiting') || state.matches('polling')) && cashier.crypto && (
            <CryptoWaiting
              checking={state.matches('polling')}
              cashier={cashier}
              offline={offline}
              onChangeCoin={() => send({ type: 'cashier.changeCoin' })}
              onCancel={() => send({ type: 'cashier.cancel' })}
            />
          )}

          {(state.matches('confirmingCancel') || state.matches('cancelling')) && (
            <div className="checkout-notice" role="alertdialog" aria-labelledby="cashier-cancel">
              <p id="cashier-cancel">
                {cashier.paidUsd !== '0.00' ? (
                  <Trans>
                    Cancel this order? Coupons and points it used come back to your account, and what you sent stays on
                    the order to refund or convert to points.
                  </Trans>
                ) : (
                  <Trans>Cancel this order? Coupons and points it used come back to your account.</Trans>
                )}
              </p>
              <div className="cashier-actions">
                <button
                  type="button"
                  className="button checkout-danger"
                  disabled={state.matches('cancelling')}
                  onClick={() => send({ type: 'cashier.confirmCancel' })}
                >
                  <Trans>Yes, cancel the order</Trans>
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={state.matches('cancelling')}
                  onClick={() => send({ type: 'cashier.back' })}
                >
                  <Trans>Keep the order</Trans>
                </button>
              </div>
            </div>
          )}

          {(state.matches('paid') || state.matches('closed')) && (
            <p className="cashier-busy" role="status">
              <Trans>Opening the result…</Trans>
            </p>
          )}
        </section>
      </div>

      <aside className="checkout-card checkout-summary" aria-labelledby="cashier-summary">
        <h2 id="cashier-summary">
          <Trans>Summary</Trans>
        </h2>
        {cashier.miner ? (
          <MinerBreakdown
            figures={{
              minersCents: centsOf(cashier.miner.minersUsd) ?? 0,
              electricityCents: centsOf(cashier.miner.electricityUsd) ?? 0,
              totalCents: figures.totalCents,
            }}
            quantity={cashier.miner.quantity}
            unitPriceUsd={cashier.miner.unitPriceUsd}
            electricityDays={cashier.miner.electricityDays}
          />
        ) : cashier.renewal ? (
          <dl className="checkout-facts">
            <dt>
              <Trans>
                Hashrate fee: {format.hashrate(cashier.hashrateTh)} ×{' '}
                {format.usd(cashier.renewal.hashrateFeePerThDayUsd, { decimals: 4 })} per TH per day ×{' '}
                {format.days(cashier.renewal.days)}
              </Trans>
            </dt>
            <dd>{format.usd(cashier.hashrateFeeUsd)}</dd>
            <dt>
              <Trans>Service fee</Trans>
            </dt>
            <dd>
              <Trans>Not part of a renewal</Trans>
            </dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>
              <strong>{format.usd(cashier.totalUsd)}</strong>
            </dd>
          </dl>
        ) : cashier.coupon ? (
          <dl className="checkout-facts">
            <dt>
              <Trans>
                {format.number(cashier.coupon.quantity)} × {format.usd(cashier.coupon.unitPriceUsd)}
              </Trans>
            </dt>
            <dd>{format.usd(cashier.totalUsd)}</dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>
              <strong>{format.usd(cashier.totalUsd)}</strong>
            </dd>
          </dl>
        ) : cashier.points ? (
          <dl className="checkout-facts">
            <dt>
              <Trans>{format.number(cashier.points.points)} points at 1 USD</Trans>
            </dt>
            <dd>{format.usd(cashier.totalUsd)}</dd>
            <dt>
              <Trans>Bonus points</Trans>
            </dt>
            <dd>
              <Trans>{format.number(cashier.points.bonusPoints)} free</Trans>
            </dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>
              <strong>{format.usd(cashier.totalUsd)}</strong>
            </dd>
          </dl>
        ) : (
          <PriceBreakdown
            figures={figures}
            allInclusive={cashier.serviceFeePaidDays === 0}
            feeDays={cashier.serviceFeePaidDays}
          />
        )}
        {cashier.paidUsd !== '0.00' && (
          <p>
            <Trans>
              Received {format.usd(cashier.paidUsd)}; {format.usd(cashier.dueUsd)} still to pay.
            </Trans>
          </p>
        )}
      </aside>
    </div>
  );
}

function CryptoWaiting({
  cashier,
  checking,
  offline,
  onChangeCoin,
  onCancel,
}: {
  cashier: Cashier;
  /** A check for the payment is on its way (the status pulses). */
  checking: boolean;
  offline: boolean;
  onChangeCoin: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const crypto = cashier.crypto;
  if (!crypto) return null;
  const received = cashier.paidUsd !== '0.00';
  return (
    <section className="cashier-crypto" aria-label={t`Crypto payment`} data-state={checking ? 'checking' : 'waiting'}>
      <p>
        <Trans>
          Send exactly{' '}
          <strong>
            {crypto.amount} {crypto.coin}
          </strong>{' '}
          on the <strong>{crypto.network}</strong> network to this address. Coins sent on another network are lost.
        </Trans>
      </p>
      <div className="cashier-address">
        <QrCode value={crypto.address} label={t`QR code of the payment address`} size={160} />
        <dl className="checkout-facts">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <code>{crypto.amount}</code> {crypto.coin}{' '}
            <CopyButton value={crypto.amount} label={<Trans>Copy amount</Trans>} />
          </dd>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd className="checkout-address">
            <code className="cashier-address-text">{crypto.address}</code>{' '}
            <CopyButton value={crypto.address} label={<Trans>Copy address</Trans>} />
          </dd>
          <dt>
            <Trans>Rate</Trans>
          </dt>
          <dd>
            <Trans>
              1 {crypto.coin} = {crypto.rateUsd} USD until the order expires
            </Trans>
          </dd>
          {received && (
            <>
              <dt>
                <Trans>Received</Trans>
              </dt>
              <dd>
                {crypto.received} {crypto.coin}
              </dd>
            </>
          )}
        </dl>
      </div>
      <p className="cashier-busy" role="status">
        {cashier.state === 'underpaid' ? (
          <Trans>Part of the amount arrived. Send the rest shown above before the order expires.</Trans>
        ) : (
          <Trans>Waiting for your payment. This page updates by itself.</Trans>
        )}
      </p>
      {offline && (
        <p className="field-hint">
          <Trans>We could not check just now; trying again in a few seconds.</Trans>
        </p>
      )}
      <div className="cashier-actions">
        {!received && (
          <button type="button" className="button button-ghost" onClick={onChangeCoin}>
            <Trans>Pay with another coin</Trans>
          </button>
        )}
        <button type="button" className="link-button" onClick={onCancel}>
          <Trans>Cancel order</Trans>
        </button>
      </div>
    </section>
  );
}
