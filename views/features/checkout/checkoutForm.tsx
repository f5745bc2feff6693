import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CheckoutField,
  type CheckoutValues,
  checkoutMachine,
  chosenAddress,
  initialCheckoutValues,
} from '../../../machines/checkout/checkoutMachine.ts';
import { http } from '../../../runtime/config.ts';
import { centsOf, checkoutPrice, couponProblem, feeDaysRange } from '../../../runtime/domain/checkout.ts';
import { planPrice, quantityRange, usdOfCents } from '../../../runtime/domain/plans.ts';
import type { CheckoutInfo } from '../../../runtime/http/contract/checkout.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { useClock } from '../../clock.tsx';
import { useFormat } from '../../format/useFormat.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { PageAlert } from '../../ui/pageAlert.tsx';
import { QuantityStepper } from '../../ui/quantityStepper.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { CHECKOUT_ERROR_LABELS } from './checkoutLabels.ts';
import { PayoutAddressChoice } from './payoutAddressChoice.tsx';
import { PriceBreakdown } from './priceBreakdown.tsx';

/** The agreement a purchase accepts (served by the protocol page). */
const PURCHASE_AGREEMENT_ID = 'BFFUSERTERM_EN';

/**
 * The checkout form of one plan (machines/checkout/checkoutMachine.ts): the choices, the price as they
 * change, prerequisites with their way forward, and the refusals at their fields. What is typed stays
 * here whatever the server says.
 */
export function CheckoutForm({ info, quantity, at }: { info: CheckoutInfo; quantity: number; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const clock = useClock();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refresh: refreshSession } = useSession();
  const plan = info.goods;

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          createOrder: fromPromise(async ({ input }) => {
            const { values, requestId } = input;
            const feeDays = plan.allInclusive ? 0 : Number(values.serviceFeeDays);
            return http.call(
              'orderCreate',
              {
                requestId,
                goodsId: plan.goodsId,
                quantity: Number(values.quantity),
                pool: values.pool,
                payoutAddress: chosenAddress(values),
                saveAddress: values.savedAddress === '' && values.saveAddress,
                serviceFeeDays: feeDays,
                ...(values.couponId ? { couponId: values.couponId } : {}),
                ...(values.pointsUsd.trim() ? { pointsUsd: values.pointsUsd.trim() } : {}),
                agreed: values.agreed,
              },
              { showError: false },
            );
          }),
        },
        actions: {
          showOrder: ({ context }) => {
            const order = context.order;
            if (!order) return;
            // The account's balances, coupons and orders changed with the new order.
            void queryClient.invalidateQueries({ queryKey: ['private'] });
            // The header's unpaid-orders dot counts the new order.
            void refreshSession();
            const href = order.zero
              ? hrefFor('pay.detail', { orderNo: order.orderNo }, at)
              : hrefFor('pay.confirm', { orderNo: order.orderNo }, at);
            void router.navigate({ href });
          },
        },
      }),
    [plan, at, queryClient, router, refreshSession],
  );
  const [state, send] = useMachine(machine, { input: { info, now: () => clock.now() }, clock });
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckoutValues(info, quantity));
  const { fieldErrors, error } = state.context;
  const busy = state.matches('creating') || state.matches('created');

  const range = quantityRange(plan);
  const days = feeDaysRange(plan);
  const now = clock.now();
  const quantityNumber = Number(values.quantity) || range.min;
  const feeDayNumber = plan.allInclusive ? 0 : Number(values.serviceFeeDays) || days.min;
  const coupon = info.coupons.find((c) => c.couponId === values.couponId) ?? null;
  const price = checkoutPrice(
    plan,
    { quantity: quantityNumber, serviceFeeDays: feeDayNumber, coupon, pointsUsd: values.pointsUsd },
    now,
    info.inviteeDiscount,
  );
  const { serviceFeePerDayUsd: perDayUsd, totalTh } = planPrice({
    hashrateTh: plan.hashrateTh,
    quantity: quantityNumber,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: 0,
  });

  const errorOf = (field: CheckoutField) => {
    const refusal = fieldErrors[field];
    return refusal ? i18n._(CHECKOUT_ERROR_LABELS[refusal]) : null;
  };
  const change = (patch: Partial<CheckoutValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (state.matches('failed')) send({ type: 'checkout.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.matches('failed')) send({ type: 'checkout.edit' });
    send({ type: 'checkout.submit', values });
  };
  const pointsLeftCents = price.totalCents + price.pointsCents;
  const pointsBalanceCents = centsOf(info.pointsBalance) ?? 0;
  const accountError = errorOf('account');

  return (
    <form className="checkout" aria-label={t`Checkout`} noValidate onSubmit={submit}>
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="checkout-plan">
          <h2 id="checkout-plan">{plan.goodsName}</h2>
          <p className="checkout-sub">
            {plan.minerModel} · {format.efficiency(plan.efficiencyJt)} · {format.days(plan.durationDays)} ·{' '}
            <Trans>{format.hashrate(plan.hashrateTh)} per unit</Trans>
          </p>
          <dl className="checkout-account">
            <div>
              <dt>
                <Trans>Wallet balance</Trans>
              </dt>
              <dd>{format.usd(info.balanceUsd)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Points</Trans>
              </dt>
              <dd>{format.usd(info.pointsBalance)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Verification</Trans>
              </dt>
              <dd>
                {info.kycLevel === 0 ? (
                  <Trans>Not verified</Trans>
                ) : (
                  <Trans>
                    Level {info.kycLevel}, {format.usd(info.kycRemainingUsd)} left to buy
                  </Trans>
                )}
              </dd>
            </div>
          </dl>
          {(info.kycLevel === 0 || accountError) && (
            <div className="checkout-notice" role={accountError ? 'alert' : undefined}>
              <p>{accountError ?? i18n._(CHECKOUT_ERROR_LABELS.kyc)}</p>
              <SiteLink className="button button-ghost" href={hrefFor('dashboard.kyc', {}, at)}>
                <Trans>Verify your identity</Trans>
              </SiteLink>
            </div>
          )}
        </section>

        <section className="checkout-card" aria-labelledby="checkout-hashrate">
          <h2 id="checkout-hashrate">
            <Trans>Hashrate</Trans>
          </h2>
          {range.soldOut ? (
            <p className="field-error" role="alert">
              {i18n._(CHECKOUT_ERROR_LABELS.stock)}
            </p>
          ) : (
            <QuantityStepper
              label={<Trans>Quantity (units of {format.hashrate(plan.hashrateTh)})</Trans>}
              value={quantityNumber}
              onChange={(n) => change({ quantity: String(n) })}
              min={range.min}
              max={range.max}
            />
          )}
          <p className="field-hint">
            <Trans>
              {plan.stock} units in stock · {format.hashrate(totalTh.toNumber())} in total
            </Trans>
          </p>
          {errorOf('quantity') && !range.soldOut && (
            <p className="field-error" role="alert">
              {errorOf('quantity')}
            </p>
          )}
        </section>

        <fieldset className="checkout-card checkout-choices" aria-describedby="checkout-pool-note">
          <legend>
            <Trans>Mining pool</Trans>
          </legend>
          {info.pools.map((pool) => (
            <label key={pool.pool} className="checkout-choice">
              <input
                type="radio"
                name="pool"
                value={pool.pool}
                checked={values.pool === pool.pool}
                onChange={() => change({ pool: pool.pool })}
              />
              <span>
                {pool.pool}{' '}
                <span className="checkout-sub">
                  <Trans>pool fee {format.percent(pool.feePercent)} of the output</Trans>
                </span>
              </span>
            </label>
          ))}
          <p id="checkout-pool-note" className="field-hint">
            <Trans>The pool cannot be changed after the purchase.</Trans>
          </p>
          {errorOf('pool') && (
            <p className="field-error" role="alert">
              {errorOf('pool')}
            </p>
          )}
        </fieldset>

        <PayoutAddressChoice
          coin={plan.currency}
          addresses={info.addresses}
          values={values}
          change={change}
          error={errorOf('address')}
        />

        <section className="checkout-card" aria-labelledby="checkout-fee">
          <h2 id="checkout-fee">
            <Trans>Service fee</Trans>
          </h2>
          {plan.allInclusive ? (
            <p>
              <Trans>
                This plan is all-inclusive: electricity and maintenance for the whole term are in the price.
              </Trans>
            </p>
          ) : (
            <>
              <QuantityStepper
                label={<Trans>First payment: service-fee days</Trans>}
                value={feeDayNumber}
                onChange={(n) => change({ serviceFeeDays: String(n) })}
                min={days.min}
                max={days.max}
              />
              <p className="field-hint">
                <Trans>
                  At least {format.days(days.min)}, up to the whole term. {format.usd(perDayUsd.toFixed(2))} per day for
                  this order. Days not paid are not mined and not compensated; pay more days any time from the
                  dashboard.
                </Trans>
              </p>
              {errorOf('feeDays') && (
                <p className="field-error" role="alert">
                  {errorOf('feeDays')}
                </p>
              )}
            </>
          )}
        </section>

        <section className="checkout-card" aria-labelledby="checkout-discounts">
          <h2 id="checkout-discounts">
            <Trans>Coupons and points</Trans>
          </h2>
          <FormField label={<Trans>Coupon</Trans>} error={errorOf('coupon')}>
            {(control) => (
              <select
                {...control}
                value={values.couponId}
                onChange={(e) => change({ couponId: e.currentTarget.value })}
              >
                <option value="">{info.coupons.length ? t`No coupon` : t`You have no coupons`}</option>
                {info.coupons.map((c) => {
                  const problem = couponProblem(c, plan.goodsType, price.hashrateFeeCents, now);
                  const reason =
                    problem === 'minSpend'
                      ? t`needs a hashrate fee of ${format.usd(c.minSpendUsd)}`
                      : problem === 'goodsType'
                        ? t`not for this plan type`
                        : problem === 'expired'
                          ? t`expired`
                          : null;
                  return (
                    <option key={c.couponId} value={c.couponId} disabled={problem !== null}>
                      {c.name} (−{format.usd(c.amountUsd)}){reason ? ` · ${reason}` : ''}
                    </option>
                  );
                })}
              </select>
            )}
          </FormField>
          <FormField
            label={<Trans>Points to use (1 point = 1 USD)</Trans>}
            error={errorOf('points')}
            hint={<Trans>You have {format.usd(info.pointsBalance)} in points.</Trans>}
            after={
              <button
                type="button"
                className="button button-ghost"
                disabled={pointsBalanceCents === 0}
                onClick={() => change({ pointsUsd: usdOfCents(Math.min(pointsBalanceCents, pointsLeftCents)) })}
              >
                <Trans>Use the most</Trans>
              </button>
            }
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={values.pointsUsd}
                placeholder="0.00"
                onChange={(e) => change({ pointsUsd: e.currentTarget.value })}
              />
            )}
          </FormField>
        </section>
      </div>

      <aside className="checkout-card checkout-summary" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">
          <Trans>Summary</Trans>
        </h2>
        <PriceBreakdown figures={price} allInclusive={plan.allInclusive} feeDays={feeDayNumber} />
        {price.discountCents > 0 && info.inviteeDiscount && (
          <p className="field-hint">
            <Trans>
              As an invited friend you get {info.inviteeDiscount.percent}% off hashrate fees until{' '}
              {format.dateTimeUtc(info.inviteeDiscount.until)}.
            </Trans>
          </p>
        )}
        <p className="field-hint">
          <Trans>
            Mining starts at 00:00 UTC after payment, within {plan.startWithinHours} hours. The 24-hour average hashrate
            is guaranteed; outages are compensated by extending the term.
          </Trans>
        </p>
        <label className="checkout-check">
          <input
            type="checkbox"
            checked={values.agreed}
            aria-invalid={fieldErrors.agreement ? true : undefined}
            onChange={(e) => change({ agreed: e.currentTarget.checked })}
          />
          <span>
            <Trans>
              I have read and accept the{' '}
              <a
                href={hrefFor('protocol', { agreementId: PURCHASE_AGREEMENT_ID }, at)}
                target="_blank"
                rel="noreferrer"
              >
                purchase agreement
              </a>
            </Trans>
          </span>
        </label>
        {errorOf('agreement') && (
          <p className="field-error" role="alert">
            {errorOf('agreement')}
          </p>
        )}
        {state.matches('failed') && (
          <PageAlert
            message={failureMessage(error ?? '', t`The order could not be placed. Nothing was charged.`)}
            onRetry={() => send({ type: 'checkout.retry' })}
          />
        )}
        <button type="submit" className="button button-primary button-large checkout-submit" disabled={busy}>
          {busy ? <Trans>Placing the order…</Trans> : <Trans>Place order</Trans>}
        </button>
        <p className="checkout-sub">
          <Trans>Next: choose how to pay. The order waits for payment for 30 minutes.</Trans>
        </p>
      </aside>
    </form>
  );
}
