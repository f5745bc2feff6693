import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { elecWithholdMachine, type WithholdChange } from '../../../../machines/renew/elecWithholdMachine.ts';
import { http } from '../../../../runtime/config.ts';
import type { ElecWithholdOrder } from '../../../../runtime/http/contract/renew.ts';
import { PRIVATE_QUERIES } from '../../../../runtime/query/index.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { failureMessage } from '../../../ui/errorMessage.ts';

const machine = elecWithholdMachine.provide({
  actors: {
    save: fromPromise(({ input }: { input: WithholdChange }) =>
      http.call('elecWithholdSet', { orderNo: input.orderNo, enabled: input.enabled }, { showError: false }),
    ),
  },
});

/** The withholding switch flow (machines/renew/elecWithholdMachine.ts); private reads reload after a save. */
export function useWithholdSwitch() {
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  const saved = state.matches('saved');
  useEffect(() => {
    if (saved) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [saved, queryClient]);
  return {
    state,
    toggle: (orderNo: string, enabled: boolean) => send({ type: 'withhold.toggle', orderNo, enabled }),
    confirm: () => send({ type: 'withhold.confirm' }),
    cancel: () => send({ type: 'withhold.cancel' }),
    retry: () => send({ type: 'withhold.retry' }),
    dismiss: () => send({ type: 'withhold.dismiss' }),
  };
}
export type WithholdFlow = ReturnType<typeof useWithholdSwitch>;

/**
 * What the switch is doing for one order, under its row: the confirmation (what turning it on or off means for this
 * order, with today's figures as an estimate), saving (the security verification comes up), saved, or failed.
 */
export function WithholdPanel({ flow, order }: { flow: WithholdFlow; order: ElecWithholdOrder }) {
  const { t } = useLingui();
  const format = useFormat();
  const { state } = flow;
  const change = state.context.change;
  const mine = change?.orderNo === order.orderNo || state.context.saved?.orderNo === order.orderNo;
  if (!mine) return null;

  if (state.matches('confirming') && change) {
    return (
      <fieldset className="auto-deduct-confirm" aria-label={t`Confirm electricity withholding for ${order.orderNo}`}>
        <p>
          {change.enabled ? (
            <Trans>
              Turn electricity withholding on for {order.orderNo}? On a day without a prepaid service-fee day, the day's
              fee ({format.usd(order.feePerDayUsd)}) is converted to BTC at that day's price and taken from that day's
              output. A day whose output is smaller than the fee is suspended.
            </Trans>
          ) : (
            <Trans>
              Turn electricity withholding off for {order.orderNo}? When its prepaid service-fee days run out the plan
              is suspended, and days without a paid fee are not compensated.
            </Trans>
          )}
        </p>
        <p className="checkout-sub">
          <Trans>You confirm this change with your security verification.</Trans>
        </p>
        <button type="button" className="button button-primary" onClick={flow.confirm}>
          {change.enabled ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
        </button>
        <button type="button" className="button button-outline" onClick={flow.cancel}>
          <Trans>Cancel</Trans>
        </button>
      </fieldset>
    );
  }
  if (state.matches('saving')) {
    return (
      <p className="auto-deduct-status" role="status">
        <Trans>Saving… complete the security verification when asked.</Trans>
      </p>
    );
  }
  if (state.matches('saved') && state.context.saved) {
    return (
      <div className="auto-deduct-status" role="status">
        <p>
          {state.context.saved.enabled ? (
            <Trans>Electricity withholding is on for {order.orderNo}.</Trans>
          ) : (
            <Trans>Electricity withholding is off for {order.orderNo}.</Trans>
          )}
        </p>
        <button type="button" className="button button-outline" onClick={flow.dismiss}>
          <Trans>Close</Trans>
        </button>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="page-alert" role="alert">
        <p>{failureMessage(state.context.error ?? '', t`The setting could not be saved. Please try again.`)}</p>
        <button type="button" className="button button-primary" onClick={flow.retry}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className="button button-outline" onClick={flow.dismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    );
  }
  return null;
}
