import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type AutoDeductChange, autoDeductMachine } from '../../../machines/loyalty/autoDeductMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { AutoDeductOrder } from '../../../runtime/http/contract/loyalty.ts';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';

const machine = autoDeductMachine.provide({
  actors: {
    save: fromPromise(({ input }: { input: AutoDeductChange }) =>
      http.call('autoDeductSet', { orderNo: input.orderNo, enabled: input.enabled }, { showError: false }),
    ),
  },
});

/** The auto-deduct switch flow (machines/loyalty/autoDeductMachine.ts); private reads reload after a save. */
export function useAutoDeduct() {
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  const saved = state.matches('saved');
  useEffect(() => {
    if (saved) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [saved, queryClient]);
  return {
    state,
    toggle: (orderNo: string, enabled: boolean) => send({ type: 'autoDeduct.toggle', orderNo, enabled }),
    confirm: () => send({ type: 'autoDeduct.confirm' }),
    cancel: () => send({ type: 'autoDeduct.cancel' }),
    retry: () => send({ type: 'autoDeduct.retry' }),
    dismiss: () => send({ type: 'autoDeduct.dismiss' }),
  };
}
export type AutoDeductFlow = ReturnType<typeof useAutoDeduct>;

/**
 * What the switch is doing for one order, under its row: the confirmation (what turning it on or off means, in
 * points and days), saving, saved, or failed with a retry.
 */
export function AutoDeductPanel({
  flow,
  order,
  thresholdDays,
  chargeDays,
}: {
  flow: AutoDeductFlow;
  order: AutoDeductOrder;
  thresholdDays: number;
  chargeDays: number;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { state } = flow;
  const change = state.context.change;
  const mine = change?.orderNo === order.orderNo || state.context.saved?.orderNo === order.orderNo;
  if (!mine) return null;
  const charge = format.number(Number(order.chargeUsd));

  if (state.matches('confirming') && change) {
    return (
      <fieldset className="auto-deduct-confirm" aria-label={t`Confirm auto-deduct for ${order.orderNo}`}>
        <p>
          {change.enabled ? (
            <Trans>
              Turn auto-deduct on for {order.orderNo}? When fewer than {thresholdDays} service-fee days are left,{' '}
              {chargeDays} days ({charge} points) are paid from your points.
            </Trans>
          ) : (
            <Trans>
              Turn auto-deduct off for {order.orderNo}? When its service-fee days run out the plan is suspended, and
              days without a paid fee are not compensated.
            </Trans>
          )}
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
        <Trans>Saving…</Trans>
      </p>
    );
  }
  if (state.matches('saved') && state.context.saved) {
    return (
      <div className="auto-deduct-status" role="status">
        <p>
          {state.context.saved.enabled ? (
            <Trans>Auto-deduct is on for {order.orderNo}.</Trans>
          ) : (
            <Trans>Auto-deduct is off for {order.orderNo}.</Trans>
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
