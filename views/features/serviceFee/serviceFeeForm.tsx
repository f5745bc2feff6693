import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  chosenItems,
  chosenTotalCents,
  couponCents,
  type FeeFormError,
  serviceFeePayMachine,
} from '../../../machines/serviceFee/serviceFeePayMachine.ts';
import { http } from '../../../runtime/config.ts';
import { feeDaysCents } from '../../../runtime/domain/serviceFee.ts';
import type { ServiceFeeError, ServiceFeeInfo, ServiceFeeOrder } from '../../../runtime/http/contract/serviceFee.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { securityModals } from '../../flows/security/securityModals.tsx';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import './serviceFee.css';

const quiet = { showError: false } as const;
const usdOf = (cents: number) => (cents / 100).toFixed(2);
/** Quick choices of days, besides typing them. */
const QUICK_DAYS = [7, 30, 90] as const;

/** Every refusal of the payment and every check of the form, as the customer reads it. */
const FEE_ERROR_LABELS: Record<ServiceFeeError | FeeFormError, MessageDescriptor> = {
  nothingChosen: msg`Choose at least one order to pay for.`,
  funds: msg`That is more than you have. Choose fewer days, the other funds, or top up your wallet.`,
  noOrders: msg`Choose at least one order to pay for.`,
  duplicate: msg`An order is listed twice. Reload the page and choose again.`,
  notFound: msg`We cannot find one of these orders.`,
  notPayable: msg`One of these orders takes no more service-fee days: it ended or its term is covered. Reload the page.`,
  days: msg`One of the orders cannot take that many days: at most the days left in its term.`,
  balance: msg`Your balance is not enough for this payment. Top up your wallet or pay with points.`,
  points: msg`You do not have enough points for this payment.`,
  fundPassword: msg`Set a fund password first to pay from your balance or points.`,
  coupon: msg`Your service-fee coupon can no longer be used (it was used or expired). Reload the page to pay without it.`,
};

/**
 * Paying service-fee days for one order or several (machines/serviceFee/serviceFeePayMachine.ts): each
 * order with its days left and the days to add, the balance or points, the total as the server charges it.
 */
export function ServiceFeeForm({ info, days, at }: { info: ServiceFeeInfo; days: number; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      serviceFeePayMachine.provide({
        actors: {
          loadInfo: fromPromise(() => http.call('serviceFeeInfo', {}, quiet)),
          payFees: fromPromise(({ input }) => http.call('serviceFeePay', input, quiet)),
        },
        actions: {
          paid: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { info, days } });
  const { context } = state;
  const editing = state.matches('editing');
  const totalCents = chosenTotalCents(context);
  const coupon = context.info.coupon;
  const offCents = couponCents(context);
  const chosenCount = chosenItems(context).length;
  const errorText = context.error ? i18n._(FEE_ERROR_LABELS[context.error]) : null;

  if (state.matches('paid') || state.matches('reloading')) {
    const payment = context.payment;
    return (
      <section className="checkout-card fee-result" aria-labelledby="fee-paid">
        <h2 id="fee-paid">
          <Trans>Service fee paid</Trans>
        </h2>
        {payment && (
          <>
            <p role="status">
              <Trans>
                {format.usd(payment.totalUsd)} paid from{' '}
                {payment.payMethod === 'balance' ? t`your balance` : t`your points`}. Payment {payment.paymentNo}.
              </Trans>
              {payment.couponUsd !== '0.00' && (
                <>
                  {' '}
                  <Trans>Your service-fee coupon took {format.usd(payment.couponUsd)} off.</Trans>
                </>
              )}
            </p>
            <ul className="fee-paid-items">
              {payment.items.map((item) => (
                <li key={item.orderNo}>
                  <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: item.orderNo }, at)}>
                    {item.orderNo}
                  </SiteLink>
                  : <Trans>{format.days(item.days)} added</Trans> · {format.usd(item.amountUsd)}
                </li>
              ))}
            </ul>
          </>
        )}
        {context.message && (
          <p className="field-error" role="alert">
            {failureMessage(context.message, t`That did not work. Try again in a moment.`)}
          </p>
        )}
        <div className="cashier-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={state.matches('reloading')}
            onClick={() => send({ type: 'fee.again' })}
          >
            <Trans>Pay more days</Trans>
          </button>
          <SiteLink className="button button-ghost" href={hrefFor('dashboard.order', {}, at)}>
            <Trans>My orders</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  if (context.info.orders.length === 0) {
    return (
      <section className="checkout-card" aria-labelledby="fee-none">
        <h2 id="fee-none">
          <Trans>Nothing to pay</Trans>
        </h2>
        <p>
          <Trans>
            None of your plans takes service-fee days now: all-inclusive plans have none, and an ended plan or one whose
            whole term is paid takes no more.
          </Trans>
        </p>
        <SiteLink className="button button-ghost" href={hrefFor('dashboard.order', {}, at)}>
          <Trans>My orders</Trans>
        </SiteLink>
      </section>
    );
  }

  return (
    <div className="checkout">
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="fee-orders">
          <h2 id="fee-orders">
            <Trans>Orders</Trans>
          </h2>
          <p className="checkout-sub">
            <Trans>
              Days are paid in advance. A plan without paid days is suspended and earns nothing for those days, and they
              are not made up later; paying resumes it from today.
            </Trans>
          </p>
          <ul className="fee-orders">
            {context.info.orders.map((order) => (
              <FeeOrderRow
                key={order.orderNo}
                order={order}
                days={context.chosen[order.orderNo]}
                disabled={!editing}
                onToggle={() => send({ type: 'fee.toggle', orderNo: order.orderNo })}
                onDays={(value) => send({ type: 'fee.days', orderNo: order.orderNo, days: value })}
                at={at}
              />
            ))}
          </ul>
        </section>
      </div>

      <aside className="checkout-card checkout-summary" aria-labelledby="fee-summary">
        <h2 id="fee-summary">
          <Trans>Summary</Trans>
        </h2>
        <dl className="checkout-facts">
          <dt>
            <Trans>Orders</Trans>
          </dt>
          <dd>{chosenCount}</dd>
          {coupon && (
            <>
              <dt>
                <Trans>Service-fee coupon</Trans>
              </dt>
              <dd>
                {offCents > 0 ? (
                  <>
                    −{format.usd(usdOf(offCents))} <span className="checkout-sub">{coupon.name}</span>
                  </>
                ) : (
                  <span className="checkout-sub">
                    <Trans>
                      {coupon.name}: applies from {format.usd(coupon.minSpendUsd)} of service fee, until{' '}
                      {format.dateTimeUtc(coupon.expireAt)}
                    </Trans>
                  </span>
                )}
              </dd>
            </>
          )}
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="fee-total">{format.usd(usdOf(totalCents))}</dd>
        </dl>
        <fieldset className="checkout-choices" disabled={!editing}>
          <legend>
            <Trans>Pay with</Trans>
          </legend>
          <label className="checkout-choice">
            <input
              type="radio"
              name="fee-method"
              checked={context.method === 'balance'}
              onChange={() => send({ type: 'fee.method', method: 'balance' })}
            />
            <span>
              <Trans>Wallet balance</Trans>{' '}
              <span className="checkout-sub">
                <Trans>{format.usd(context.info.balanceUsd)} available</Trans>
              </span>
            </span>
          </label>
          <label className="checkout-choice">
            <input
              type="radio"
              name="fee-method"
              checked={context.method === 'points'}
              onChange={() => send({ type: 'fee.method', method: 'points' })}
            />
            <span>
              <Trans>Points</Trans>{' '}
              <span className="checkout-sub">
                <Trans>{format.usd(context.info.pointsBalance)} available</Trans>
              </span>
            </span>
          </label>
        </fieldset>
        {errorText && (
          <p className="field-error" role="alert">
            {errorText}
          </p>
        )}

        {editing && (
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => send({ type: 'fee.pay' })}
          >
            <Trans>Pay {format.usd(usdOf(totalCents))}</Trans>
          </button>
        )}

        {state.matches('paying') && (
          <p className="cashier-busy" role="status">
            <Trans>Paying… confirm with your fund password when asked.</Trans>
          </p>
        )}

        {(state.matches('fundPassword') || state.matches('rechecking')) && (
          <div className="checkout-notice">
            <p>{i18n._(FEE_ERROR_LABELS.fundPassword)}</p>
            {context.error === 'fundPassword' && (
              <p className="field-error" role="alert">
                <Trans>The fund password is not set yet.</Trans>
              </p>
            )}
            {context.message && (
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
                onClick={() => send({ type: 'fee.recheck' })}
              >
                <Trans>Continue to payment</Trans>
              </button>
              <button type="button" className="link-button" onClick={() => send({ type: 'fee.back' })}>
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
            {context.message && <p className="checkout-sub">{context.message}</p>}
            <button type="button" className="button button-primary" onClick={() => send({ type: 'fee.retry' })}>
              <Trans>Try the payment again</Trans>
            </button>
          </div>
        )}
      </aside>
    </div>
  );
}

function FeeOrderRow({
  order,
  days,
  disabled,
  onToggle,
  onDays,
  at,
}: {
  order: ServiceFeeOrder;
  /** Days to add; undefined when the order is left out. */
  days: number | undefined;
  disabled: boolean;
  onToggle: () => void;
  onDays: (days: number) => void;
  at: LinkContext;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const chosen = days !== undefined;
  const cents = chosen ? feeDaysCents({ ...order, days }) : 0;
  const daysId = `fee-days-${order.orderNo}`;
  return (
    <li className={`fee-order${chosen ? ' fee-order-chosen' : ''}`}>
      <label className="fee-order-pick">
        <input type="checkbox" checked={chosen} disabled={disabled} onChange={onToggle} />
        <span>
          <strong>{order.goodsName}</strong>{' '}
          <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: order.orderNo }, at)}>{order.orderNo}</SiteLink>
        </span>
      </label>
      <dl className="checkout-facts fee-order-facts">
        <dt>
          <Trans>Hashrate</Trans>
        </dt>
        <dd>{format.hashrate(Number(order.hashrateTh))}</dd>
        <dt>
          <Trans>Service fee</Trans>
        </dt>
        <dd>
          <Trans>
            {format.usd(order.perDayUsd)} a day ({order.serviceFeePerThDayUsd} USD per TH per day)
          </Trans>
        </dd>
        <dt>
          <Trans>Days left</Trans>
        </dt>
        <dd>
          {order.suspended ? (
            <span className="fee-days fee-days-warning">
              <Trans>Suspended: no paid days left</Trans>
            </span>
          ) : (
            <>
              {format.days(order.daysLeft)}
              {order.paidUntil && (
                <span className="checkout-sub">
                  {' '}
                  <Trans>paid until {format.dateUtc(order.paidUntil)}</Trans>
                </span>
              )}
            </>
          )}
        </dd>
        <dt>
          <Trans>Plan ends</Trans>
        </dt>
        <dd>{format.dateUtc(order.endAt)}</dd>
      </dl>
      {chosen && (
        <div className="fee-order-days">
          <label htmlFor={daysId}>{t`Days to pay for ${order.orderNo}`}</label>
          <input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={1}
            max={order.maxDays}
            value={days}
            disabled={disabled}
            onChange={(e) => onDays(Number(e.currentTarget.value))}
          />
          <span className="fee-quick">
            {QUICK_DAYS.filter((quick) => quick < order.maxDays).map((quick) => (
              <button
                key={quick}
                type="button"
                className="fee-chip"
                disabled={disabled}
                aria-pressed={days === quick}
                onClick={() => onDays(quick)}
              >
                {format.days(quick)}
              </button>
            ))}
            <button
              type="button"
              className="fee-chip"
              disabled={disabled}
              aria-pressed={days === order.maxDays}
              onClick={() => onDays(order.maxDays)}
            >
              <Trans>To the end ({format.days(order.maxDays)})</Trans>
            </button>
          </span>
          <span className="fee-order-amount">{format.usd(usdOf(cents))}</span>
        </div>
      )}
    </li>
  );
}
