import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { changeAddressMachine } from '../../../machines/changeAddress/changeAddressMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { ChangeAddressInfo } from '../../../runtime/http/contract/changeAddress.ts';
import { CHANGE_ADDRESS_CODE_TYPE, type CodeChannel } from '../../../runtime/http/contract/changeAddressValues.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { SendCodeButton } from '../../flows/sendCode/sendCodeButton.tsx';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { ADDRESS_ORDER_STATUS, CHANGE_ERROR_LABELS } from './changeAddressLabels.ts';
import './changeAddress.css';

const quiet = { showError: false } as const;

/**
 * The payout-address change (machines/changeAddress/changeAddressMachine.ts), the same on `/changeAddress` and
 * `/app/changeAddress`: the orders whose address can change, the new address (typed or saved, checked for the
 * coin), the code by email or SMS, the 72 h payout hold explained before confirming and shown after.
 */
export function ChangeAddressForm({
  info,
  orderNos,
  at,
}: {
  info: ChangeAddressInfo;
  orderNos: string[];
  at: LinkContext;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      changeAddressMachine.provide({
        actors: {
          submitChange: fromPromise(({ input }) => {
            const [first] = input.orderNos;
            const fields = { address: input.address, channel: input.channel, code: input.code };
            return input.orderNos.length === 1 && first
              ? http.call('changeAddressConfirm', { ...fields, orderNo: first }, quiet)
              : http.call('changeAddressBatchSubmit', { ...fields, orderNos: input.orderNos }, quiet);
          }),
        },
        actions: {
          changed: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { info, orderNos } });
  const { context } = state;
  const [channel, setChannel] = useState<CodeChannel>(info.contact.email ? 'email' : 'sms');
  const editing = state.matches('editing');
  const confirming = state.matches('confirming');
  const errorText = context.error ? i18n._(CHANGE_ERROR_LABELS[context.error]) : null;
  const changeable = context.info.orders.filter((o) => o.changeable);
  const holdHours = context.info.holdHours;

  if (state.matches('done') && context.result) {
    const { result } = context;
    const address = result.changes[0]?.newAddress ?? context.address;
    const count = result.changes.length;
    const until = format.dateTimeUtc(result.holdUntil);
    return (
      <section className="ca-card" aria-labelledby="ca-done">
        <h2 id="ca-done">
          <Trans>Payout address changed</Trans>
        </h2>
        <p role="status">
          {count === 1 ? (
            <Trans>1 order now pays to this address:</Trans>
          ) : (
            <Trans>{count} orders now pay to this address:</Trans>
          )}{' '}
          <span className="ca-address">{address}</span>
        </p>
        <p className="ca-hold">
          <Trans>
            Payouts are held until {until}. Mining goes on: the output accumulates and is paid with the first daily
            payout (00:00 UTC) after the hold.
          </Trans>
        </p>
        <ul className="ca-groups">
          {result.changes.map((change) => (
            <li key={change.id} className="ca-group">
              <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: change.orderNo }, at)}>
                {change.orderNo}
              </SiteLink>
              <span className="ca-sub">
                <Trans>Before:</Trans> <span className="ca-address">{change.oldAddress}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="ca-actions">
          <button type="button" className="button button-primary" onClick={() => send({ type: 'addr.again' })}>
            <Trans>Change another address</Trans>
          </button>
          <SiteLink className="button button-ghost" href={hrefFor('dashboard.address', {}, at)}>
            <Trans>Payout addresses</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  if (changeable.length === 0) {
    return (
      <section className="ca-card" aria-labelledby="ca-none">
        <h2 id="ca-none">
          <Trans>No order can change its payout address</Trans>
        </h2>
        <p>
          <Trans>
            Only plans that are running or waiting for their start pay out, so only their payout address can change. Buy
            a plan to start mining.
          </Trans>
        </p>
        <div className="ca-actions">
          <SiteLink className="button button-primary" href={hrefFor('list', {}, at)}>
            <Trans>See mining plans</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  const allChosen = changeable.every((o) => context.selected.includes(o.orderNo));
  const chosenCount = context.selected.length;
  const contactOf = (kind: CodeChannel) => (kind === 'email' ? context.info.contact.email : context.info.contact.phone);
  const destination = contactOf(channel) ?? '';

  return (
    <form
      className="ca-flow"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'addr.submit', channel });
      }}
    >
      {context.info.holdUntil && (
        <p className="ca-hold">
          <Trans>
            Payouts are held until {format.dateTimeUtc(context.info.holdUntil)} after your last address change.
          </Trans>
        </p>
      )}
      <section className="ca-card" aria-labelledby="ca-orders">
        <h2 id="ca-orders">
          <Trans>1. Orders</Trans>
        </h2>
        <p className="ca-sub">
          <Trans>Choose the orders whose output should go to the new address. Ended orders pay nothing more.</Trans>
        </p>
        <div className="ca-actions">
          <button
            type="button"
            className="button button-ghost"
            disabled={!editing || allChosen}
            onClick={() => {
              for (const order of changeable) {
                if (!context.selected.includes(order.orderNo)) send({ type: 'addr.toggle', orderNo: order.orderNo });
              }
            }}
          >
            <Trans>Choose all</Trans>
          </button>
          <span className="ca-sub" aria-live="polite">
            <Trans>{chosenCount} chosen</Trans>
          </span>
        </div>
        <ul className="ca-orders">
          {changeable.map((order) => {
            const chosen = context.selected.includes(order.orderNo);
            return (
              <li key={order.orderNo} className={chosen ? 'ca-order ca-order-chosen' : 'ca-order'}>
                <input
                  type="checkbox"
                  id={`ca-order-${order.orderNo}`}
                  checked={chosen}
                  disabled={!editing}
                  onChange={() => send({ type: 'addr.toggle', orderNo: order.orderNo })}
                />
                <label htmlFor={`ca-order-${order.orderNo}`} className="ca-order-body">
                  <strong>
                    {order.orderNo} · {order.goodsName}
                  </strong>
                  <span className="ca-sub">
                    {format.hashrate(Number(order.hashrateTh))} · {i18n._(ADDRESS_ORDER_STATUS[order.status])} ·{' '}
                    {order.coin}
                  </span>
                  <span className="ca-sub">
                    <Trans>Pays to</Trans> <span className="ca-address">{order.payoutAddress}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="ca-card" aria-labelledby="ca-address">
        <h2 id="ca-address">
          <Trans>2. New address</Trans>
        </h2>
        <FormField
          label={<Trans>New BTC payout address</Trans>}
          hint={<Trans>A Bitcoin mainnet address: it starts with 1, 3 or bc1.</Trans>}
          error={context.error === 'badAddress' || context.error === 'invalidAddress' ? errorText : null}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              className="ca-address"
              autoComplete="off"
              spellCheck={false}
              value={context.address}
              disabled={!editing}
              onChange={(event) => send({ type: 'addr.address', value: event.target.value })}
            />
          )}
        </FormField>
        {context.info.saved.length > 0 && (
          <fieldset className="ca-saved ca-choices" disabled={!editing}>
            <legend className="ca-sub">{t`Or use a saved address`}</legend>
            {context.info.saved.map((saved) => (
              <button
                key={saved.address}
                type="button"
                className="button button-ghost"
                disabled={!editing}
                aria-label={t`Use saved address ${saved.address}`}
                onClick={() => send({ type: 'addr.address', value: saved.address })}
              >
                <span className="ca-address">{saved.address}</span>
                {saved.isDefault && (
                  <>
                    {' '}
                    <Trans>(default)</Trans>
                  </>
                )}
              </button>
            ))}
          </fieldset>
        )}
      </section>

      <section className="ca-card" aria-labelledby="ca-verify">
        <h2 id="ca-verify">
          <Trans>3. Verification code</Trans>
        </h2>
        <fieldset className="ca-choices" disabled={!editing}>
          <legend>
            <Trans>Send the code to</Trans>
          </legend>
          {(['email', 'sms'] as const).map((kind) => {
            const to = contactOf(kind);
            return (
              <label key={kind}>
                <input
                  type="radio"
                  name="ca-channel"
                  checked={channel === kind}
                  disabled={!to}
                  onChange={() => setChannel(kind)}
                />{' '}
                {kind === 'email' ? <Trans>Email</Trans> : <Trans>SMS</Trans>}{' '}
                <span className="ca-sub">{to ?? t`not bound`}</span>
              </label>
            );
          })}
        </fieldset>
        <FormField
          label={<Trans>Verification code</Trans>}
          error={context.error === 'badCode' || context.error === 'wrongCode' ? errorText : null}
          after={
            <SendCodeButton
              type={CHANGE_ADDRESS_CODE_TYPE}
              account={`${channel}:${destination}`}
              disabled={!destination || !editing}
              send={async () => http.call('changeAddressSms', { channel })}
            />
          }
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={context.code}
              disabled={!editing}
              onChange={(event) => send({ type: 'addr.code', value: event.target.value })}
            />
          )}
        </FormField>
      </section>

      <p className="ca-hold">
        <Trans>
          For your safety, payouts of your account are held for {holdHours} hours after a payout-address change. Mining
          goes on during the hold: the output accumulates and is paid with the first daily payout (00:00 UTC) after it.
        </Trans>
      </p>

      {errorText &&
        context.error !== 'badAddress' &&
        context.error !== 'invalidAddress' &&
        context.error !== 'badCode' &&
        context.error !== 'wrongCode' && (
          <p className="field-error" role="alert">
            {errorText}
            {context.error === 'fundPassword' && (
              <>
                {' '}
                <SiteLink href={hrefFor('dashboard.setting', {}, at)}>
                  <Trans>Security settings</Trans>
                </SiteLink>
              </>
            )}
          </p>
        )}

      {state.matches('unknown') ? (
        <div className="ca-card" role="alert">
          <p>
            <Trans>
              We did not get an answer, so we cannot tell whether the address changed. Try again: a change already made
              is not made twice.
            </Trans>
          </p>
          {context.message && <p>{failureMessage(context.message, t`That did not work. Try again in a moment.`)}</p>}
          <div className="ca-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'addr.retry' })}>
              <Trans>Try the change again</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="ca-actions">
          <button type="submit" className="button button-primary" disabled={!editing}>
            {confirming ? (
              <Trans>Changing…</Trans>
            ) : chosenCount > 1 ? (
              <Trans>Change address of {chosenCount} orders</Trans>
            ) : (
              <Trans>Change payout address</Trans>
            )}
          </button>
          {confirming && (
            <span role="status" className="ca-sub">
              <Trans>Changing… confirm with your security verification when asked.</Trans>
            </span>
          )}
        </div>
      )}
    </form>
  );
}
