import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  chosenMinerAddress,
  initialMinerValues,
  MINER_PAYOUT_COIN,
  type MinerCheckoutField,
  type MinerCheckoutValues,
  minerCheckoutMachine,
  minerPreview,
  minerQuantityRange,
} from '../../../machines/checkout/minerCheckoutMachine.ts';
import { http } from '../../../runtime/config.ts';
import { PREPAID_ELECTRICITY_DAYS } from '../../../runtime/domain/minerCheckout.ts';
import type { MinerCheckoutInfo } from '../../../runtime/http/contract/checkout.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { useClock } from '../../clock.tsx';
import { CHECKOUT_ERROR_LABELS } from '../../features/checkout/checkoutLabels.ts';
import { MinerBreakdown } from '../../features/checkout/minerBreakdown.tsx';
import { PayoutAddressChoice } from '../../features/checkout/payoutAddressChoice.tsx';
import { ManagementFee } from '../../features/miners/batchCard.tsx';
import { BILLING_LABELS, CONDITION_LABELS } from '../../features/miners/minerLabels.ts';
import { useFormat } from '../../format/useFormat.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { PageAlert } from '../../ui/pageAlert.tsx';
import { QuantityStepper } from '../../ui/quantityStepper.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';

/** The agreement a purchase accepts (served by the protocol page), as for plans. */
const PURCHASE_AGREEMENT_ID = 'BFFUSERTERM_EN';

/**
 * The checkout form of a miner sale batch (machines/checkout/minerCheckoutMachine.ts): the batch and its
 * hosting terms, the quantity within the batch's minimum and stock, where the output is paid, the price as the
 * quantity changes, prerequisites with their way forward, and refusals at their fields. The miners are hosted
 * at the batch's farm (not shipped), so the only delivery choice is the BTC payout address.
 */
export function MinerCheckoutForm({ info, at }: { info: MinerCheckoutInfo; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const clock = useClock();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refresh: refreshSession } = useSession();
  const { batch } = info;

  const machine = useMemo(
    () =>
      minerCheckoutMachine.provide({
        actors: {
          createOrder: fromPromise(({ input }) => {
            const { values, requestId } = input;
            return http.call(
              'minerOrderCreate',
              {
                requestId,
                batchId: batch.id,
                quantity: Number(values.quantity),
                payoutAddress: chosenMinerAddress(values),
                saveAddress: values.savedAddress === '' && values.saveAddress,
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
            void queryClient.invalidateQueries({ queryKey: ['private'] });
            void refreshSession();
            void router.navigate({ href: hrefFor('pay.confirm', { orderNo: order.orderNo }, at) });
          },
        },
      }),
    [batch.id, at, queryClient, router, refreshSession],
  );
  const [state, send] = useMachine(machine, { input: { info, now: () => clock.now() }, clock });
  const [values, setValues] = useState<MinerCheckoutValues>(() => initialMinerValues(info));
  const { fieldErrors, error } = state.context;
  const busy = state.matches('creating') || state.matches('created');

  const range = minerQuantityRange(batch);
  const closed = batch.status === 'closed' || clock.now() >= Date.parse(batch.paymentDeadline);
  const unavailable = closed || range.soldOut;
  const quantity = Number(values.quantity) || range.min;
  const price = minerPreview(batch, quantity);
  const prepaid = batch.electricityBilling === 'prepaidMonthly';
  const totalTh = Math.round(batch.hashrateTh * quantity * 100) / 100;

  const errorOf = (field: MinerCheckoutField) => {
    const refusal = fieldErrors[field];
    return refusal ? i18n._(CHECKOUT_ERROR_LABELS[refusal]) : null;
  };
  const change = (patch: Partial<MinerCheckoutValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (state.matches('failed')) send({ type: 'minerCheckout.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.matches('failed')) send({ type: 'minerCheckout.edit' });
    send({ type: 'minerCheckout.submit', values });
  };
  const accountError = errorOf('account');
  const modelName = batch.modelName;
  const batchId = batch.id;
  const siteName = batch.site.name;
  const stock = batch.stock;
  const minimum = batch.minQuantity;

  return (
    <form className="checkout" aria-label={t`Miner checkout`} noValidate onSubmit={submit}>
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="miner-checkout-batch">
          <h2 id="miner-checkout-batch">{modelName}</h2>
          <p className="checkout-sub">
            {i18n._(CONDITION_LABELS[batch.condition])} · <Trans>Batch {batchId}</Trans> ·{' '}
            {format.hashrate(batch.hashrateTh)} · {format.number(batch.powerW)} W ·{' '}
            {format.efficiency(batch.efficiencyJt)}
          </p>
          <dl className="checkout-facts">
            <dt>
              <Trans>Price per miner</Trans>
            </dt>
            <dd>
              {format.usd(batch.unitPriceUsd)}{' '}
              <span className="checkout-sub">
                <Trans>{format.usd(batch.pricePerThUsd)} per TH/s</Trans>
              </span>
            </dd>
            <dt>
              <Trans>Payment deadline</Trans>
            </dt>
            <dd>{format.dateTimeUtc(batch.paymentDeadline)}</dd>
            <dt>
              <Trans>Estimated start</Trans>
            </dt>
            <dd>
              <Trans>Mining from {format.dateUtc(batch.estimatedStartOn)}</Trans>
            </dd>
          </dl>
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
          {unavailable ? (
            <div className="checkout-notice" role="alert">
              <p>
                {closed
                  ? i18n._(CHECKOUT_ERROR_LABELS.batchClosed)
                  : t`This batch is sold out. New batches are listed as miners arrive from the factory.`}
              </p>
              <SiteLink className="button button-ghost" href={hrefFor('minerSale', {}, at)}>
                <Trans>See the batches on sale</Trans>
              </SiteLink>
            </div>
          ) : (
            (info.kycLevel === 0 || accountError) && (
              <div className="checkout-notice" role={accountError ? 'alert' : undefined}>
                <p>{accountError ?? i18n._(CHECKOUT_ERROR_LABELS.kyc)}</p>
                <SiteLink className="button button-ghost" href={hrefFor('dashboard.kyc', {}, at)}>
                  <Trans>Verify your identity</Trans>
                </SiteLink>
              </div>
            )
          )}
        </section>

        <section className="checkout-card" aria-labelledby="miner-checkout-quantity">
          <h2 id="miner-checkout-quantity">
            <Trans>Miners</Trans>
          </h2>
          {unavailable ? (
            <p className="field-hint">
              <Trans>Nothing can be ordered from this batch now.</Trans>
            </p>
          ) : (
            <QuantityStepper
              label={<Trans>Quantity (miners)</Trans>}
              value={quantity}
              onChange={(n) => change({ quantity: String(n) })}
              min={range.min}
              max={range.max}
            />
          )}
          <p className="field-hint">
            <Trans>
              {stock} miners left · at least {minimum} per order · {format.hashrate(totalTh)} in total
            </Trans>
          </p>
          {errorOf('quantity') && (
            <p className="field-error" role="alert">
              {errorOf('quantity')}
            </p>
          )}
        </section>

        <section className="checkout-card" aria-labelledby="miner-checkout-hosting">
          <h2 id="miner-checkout-hosting">
            <Trans>Hosting</Trans>
          </h2>
          <p>
            <Trans>
              The miners are installed and run at {siteName}; they are not shipped. Their output is mined into the{' '}
              {batch.pool} pool and paid to your payout address every day.
            </Trans>
          </p>
          <dl className="checkout-facts">
            <dt>
              <Trans>Electricity</Trans>
            </dt>
            <dd>
              <Trans>{format.usd(batch.electricityUsdPerKwh, { decimals: 3 })} per kWh</Trans>
              <span className="checkout-sub"> · {i18n._(BILLING_LABELS[batch.electricityBilling])}</span>
            </dd>
            <dt>
              <Trans>Management fee</Trans>
            </dt>
            <dd>
              <ManagementFee batch={batch} format={format} />
            </dd>
            <dt>
              <Trans>Warranty</Trans>
            </dt>
            <dd>
              <Plural value={batch.warrantyMonths} one="# month" other="# months" />
            </dd>
          </dl>
        </section>

        <PayoutAddressChoice
          coin={MINER_PAYOUT_COIN}
          addresses={info.addresses}
          values={values}
          change={change}
          error={errorOf('address')}
        />
      </div>

      <aside className="checkout-card checkout-summary" aria-labelledby="miner-checkout-summary">
        <h2 id="miner-checkout-summary">
          <Trans>Summary</Trans>
        </h2>
        <MinerBreakdown
          figures={price}
          quantity={quantity}
          unitPriceUsd={batch.unitPriceUsd}
          electricityDays={prepaid ? PREPAID_ELECTRICITY_DAYS : 0}
        />
        <p className="field-hint">
          {prepaid ? (
            <Trans>
              Electricity after the first month is prepaid monthly in USDT; a miner whose 30-day output cannot cover its
              electricity may be stopped.
            </Trans>
          ) : (
            <Trans>
              Electricity is deducted from each day's output before it is paid; a miner whose 30-day output cannot cover
              its electricity may be stopped.
            </Trans>
          )}
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
            onRetry={() => send({ type: 'minerCheckout.retry' })}
          />
        )}
        <button
          type="submit"
          className="button button-primary button-large checkout-submit"
          disabled={busy || unavailable}
        >
          {busy ? <Trans>Placing the order…</Trans> : <Trans>Place order</Trans>}
        </button>
        <p className="checkout-sub">
          <Trans>
            Next: choose how to pay (balance, points or crypto). The order waits for payment for {info.payWindowMinutes}{' '}
            minutes, and no later than the batch's payment deadline.
          </Trans>
        </p>
      </aside>
    </form>
  );
}
