import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type RenewRequest, renewPurchaseMachine } from '../../../../machines/renew/renewPurchaseMachine.ts';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { http } from '../../../../runtime/config.ts';
import type { RenewInfo } from '../../../../runtime/http/contract/renew.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { renewErrorLabel } from '../../../features/renew/renewLabels.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { failureMessage } from '../../../ui/errorMessage.ts';

const machine = renewPurchaseMachine.provide({
  actors: {
    place: fromPromise(async ({ input }: { input: RenewRequest }) => {
      const { orderNo } = await http.call('renewCreate', input, { showError: false });
      return { orderNo };
    }),
  },
});

const newRequestId = () => `renew-${crypto.randomUUID()}`;

/**
 * Choosing a renewal term and buying it (machines/renew/renewPurchaseMachine.ts): the terms with their price, the
 * new end (UTC) and the fee breakdown of the chosen one; buying places the renewal and opens the checkout's cashier
 * (`/pay/confirm/{renewNo}`), where it is paid like any order. A refusal shows under the terms with a retry of the
 * same renewal (its request id kept, so never two), a dismissal, or another term to buy.
 */
export function RenewBuy({ info, route }: { info: RenewInfo; route: LocalizedRoute }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const [state, send] = useMachine(machine);
  const { error, renewNo } = state.context;
  const [days, setDays] = useState(info.options[0]?.days ?? 0);
  const option = info.options.find((one) => one.days === days) ?? info.options[0];

  useEffect(() => {
    if (state.matches('toCashier') && renewNo) {
      void router.navigate({ href: hrefFor('pay.confirm', { orderNo: renewNo }, route) });
    }
  }, [state, renewNo, router, route]);

  if (!option) return null;
  const busy = state.matches('placing') || state.matches('toCashier');
  const refusal = renewErrorLabel(error);
  const message = refusal ? i18n._(refusal) : failureMessage(error ?? '', t`That did not work. Try again in a moment.`);
  const full = info.serviceFeePerDayUsd !== null;

  return (
    <section className="renew-card" aria-labelledby="renew-buy">
      <h2 id="renew-buy">
        <Trans>Renew this plan</Trans>
      </h2>
      <fieldset disabled={busy}>
        <legend>
          <Trans>Renewal term</Trans>
        </legend>
        <div className="renew-options">
          {info.options.map((one) => (
            <label key={one.days} className="renew-option">
              <input
                type="radio"
                name="renew-days"
                value={one.days}
                checked={one.days === option.days}
                onChange={() => setDays(one.days)}
              />
              <span>{format.days(one.days)}</span>
              <span className="renew-option-price">{format.usd(one.hashrateFeeUsd)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="renew-new-end">
        <Trans>
          New end: <strong>{format.dateTimeUtc(option.newEndAt)}</strong>
        </Trans>
      </p>
      <table className="checkout-breakdown" aria-label={t`Fee breakdown`}>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>
                Hashrate fee: {format.hashrate(info.hashrateTh)} ×{' '}
                {format.usd(info.hashrateFeePerThDayUsd, { decimals: 4 })} per TH per day × {format.days(option.days)}
              </Trans>
            </th>
            <td>{format.usd(option.hashrateFeeUsd)}</td>
          </tr>
          <tr>
            <th scope="row">
              {full && info.serviceFeePerDayUsd ? (
                <Trans>
                  Service fee: not part of the renewal; paid by the day as before (
                  {format.usd(info.serviceFeePerDayUsd)} a day)
                </Trans>
              ) : (
                <Trans>Service fee: included in the hashrate fee</Trans>
              )}
            </th>
            <td>{format.usd('0.00')}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Pool fee: {format.percent(Number(info.poolFeePercent))} of the daily output</Trans>
            </th>
            <td>—</td>
          </tr>
          <tr className="checkout-total">
            <th scope="row">
              <Trans>Total to pay</Trans>
            </th>
            <td data-testid="renew-total">{format.usd(option.hashrateFeeUsd)}</td>
          </tr>
        </tbody>
      </table>
      <div className="renew-actions">
        <button
          type="button"
          className="button button-primary button-large"
          disabled={busy}
          onClick={() =>
            send({ type: 'renew.buy', orderNo: info.orderNo, days: option.days, requestId: newRequestId() })
          }
        >
          {busy ? <Trans>Placing the renewal…</Trans> : <Trans>Buy {format.days(option.days)}</Trans>}
        </button>
      </div>
      <p className="checkout-sub">
        <Trans>You pay at the cashier next, from your balance, points or in crypto.</Trans>
      </p>
      {state.matches('failed') && (
        <div className="form-error" role="alert">
          <p>{message}</p>
          <button type="button" className="button button-outline" onClick={() => send({ type: 'renew.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'renew.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
