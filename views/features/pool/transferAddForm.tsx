import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type TransferForm, transferAddMachine } from '../../../machines/pool/transferAddMachine.ts';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { http } from '../../../runtime/config.ts';
import type { TransferMode } from '../../../runtime/http/contract/pool.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { transferAssignInfoQuery } from './poolQueries.ts';
import { refreshTransfers } from './transferActions.tsx';
import './transfer.css';

const machine = transferAddMachine.provide({
  actors: {
    checkTransfer: fromPromise(({ input }: { input: TransferForm }) =>
      http.call('poolTransferCheck', input, { showError: false }),
    ),
    addTransfer: fromPromise(({ input }: { input: TransferForm & { requestId: string } }) =>
      http.call('poolTransferAdd', input, { showError: false }),
    ),
  },
});

/**
 * A new hashrate transfer (machines/pool/transferAddMachine.ts): from one of the user's sub-accounts to a
 * receiver sub-account, TH/s or a percentage, until a last day; checked by the server at the fields, then
 * confirmed (starting 00:00 UTC tomorrow) behind the security verification. What was typed stays on any
 * refusal or failure.
 */
export function TransferAddForm({ names, route }: { names: readonly string[]; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const client = useQueryClient();
  const [state, send] = useMachine(machine);
  const [subAccount, setSubAccount] = useState(names[0] ?? '');
  const [receiver, setReceiver] = useState('');
  const [mode, setMode] = useState<TransferMode>('percent');
  const [amount, setAmount] = useState('');
  const [endDate, setEndDate] = useState('');
  const info = useQuery({ ...transferAssignInfoQuery(subAccount), enabled: subAccount !== '' });
  const { problems, quote, error, transfer } = state.context;
  const locked = state.matches('checking') || state.matches('confirming') || state.matches('submitting');

  useEffect(() => {
    if (transfer) void refreshTransfers(client);
  }, [transfer, client]);

  if (state.matches('done') && transfer) {
    return (
      <div className="pool-success" role="status">
        <p>
          <Trans>
            Transfer {transfer.id} to <strong>{transfer.receiver}</strong> is set up. It starts at{' '}
            {format.dateTimeUtc(transfer.startAt)}.
          </Trans>
        </p>
        <p className="pool-link-actions">
          <SiteLink
            className="button button-outline"
            href={hrefFor('dashboard.pool.transferDetail', {}, route, { search: { id: transfer.id } })}
          >
            <Trans>View the transfer</Trans>
          </SiteLink>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setReceiver('');
              setAmount('');
              setEndDate('');
              send({ type: 'transfer.again' });
            }}
          >
            <Trans>Make another transfer</Trans>
          </button>
        </p>
      </div>
    );
  }

  const edit = () => {
    if (state.matches('failed')) send({ type: 'transfer.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.matches('editing'))
      send({ type: 'transfer.submit', form: { subAccount, receiver, mode, amount, endDate } });
  };
  const receiverError: Record<string, string> = {
    format: t`Enter the receiver's sub-account name: 3 to 20 lower-case letters and digits.`,
    unknown: t`No pool sub-account has this name. Check it with the receiver.`,
    itself: t`A sub-account cannot transfer hashrate to itself.`,
  };
  const amountError: Record<string, string> = {
    format: t`Enter an amount above 0 with up to 2 decimals.`,
    over: t`This is more than the hashrate available to transfer.`,
  };
  const available = info.data;
  let availableHint: ReactNode = null;
  if (available) {
    availableHint =
      available.hashrate24h === null ? (
        <Trans>Available: {format.percent(available.availablePercent)} of the hashrate (no 24 h average yet).</Trans>
      ) : (
        <Trans>
          Available: {format.hashrate(available.availableTh)} ({format.percent(available.availablePercent)} of the 24 h
          average)
        </Trans>
      );
  }

  return (
    <form className="pool-card" aria-label={t`New hashrate transfer`} noValidate onSubmit={submit}>
      <h2>
        <Trans>New hashrate transfer</Trans>
      </h2>
      <p className="pool-muted">
        <Trans>
          Send part of a sub-account's hashrate to another pool sub-account: its earnings for that hashrate go to the
          receiver. A transfer starts at 00:00 UTC the next day and runs until the end of its last day (UTC). Setting
          one up asks for your security verification.
        </Trans>
      </p>
      <fieldset className="pool-fieldset transfer-fields" disabled={locked}>
        <legend className="visually-hidden">
          <Trans>Transfer settings</Trans>
        </legend>
        <div className="pool-form-row">
          <FormField label={t`From sub-account`}>
            {(control) => (
              <select
                {...control}
                value={subAccount}
                onChange={(event) => {
                  setSubAccount(event.currentTarget.value);
                  edit();
                }}
              >
                {names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t`Receiver sub-account`}
            hint={t`The pool sub-account name of the receiver.`}
            error={problems.receiver ? receiverError[problems.receiver] : null}
          >
            {(control) => (
              <input
                {...control}
                value={receiver}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setReceiver(event.currentTarget.value);
                  edit();
                }}
              />
            )}
          </FormField>
        </div>
        <fieldset className="pool-fieldset transfer-mode">
          <legend>
            <Trans>Amount in</Trans>
          </legend>
          <label>
            <input
              type="radio"
              name="transfer-mode"
              value="percent"
              checked={mode === 'percent'}
              onChange={() => {
                setMode('percent');
                edit();
              }}
            />
            <Trans>Percent of the hashrate</Trans>
          </label>
          <label>
            <input
              type="radio"
              name="transfer-mode"
              value="th"
              checked={mode === 'th'}
              onChange={() => {
                setMode('th');
                edit();
              }}
            />
            <Trans>Fixed hashrate (TH/s)</Trans>
          </label>
        </fieldset>
        <div className="pool-form-row">
          <FormField
            label={mode === 'th' ? t`Amount (TH/s)` : t`Amount (%)`}
            hint={availableHint}
            error={problems.amount ? amountError[problems.amount] : null}
          >
            {(control) => (
              <input
                {...control}
                value={amount}
                inputMode="decimal"
                maxLength={10}
                autoComplete="off"
                onChange={(event) => {
                  setAmount(event.currentTarget.value);
                  edit();
                }}
              />
            )}
          </FormField>
          <FormField
            label={t`Last day (UTC)`}
            hint={
              available
                ? t`Starts at 00:00 UTC on ${available.startDate}; at most until ${available.maxEndDate}.`
                : null
            }
            error={problems.endDate ? t`Choose a last day from the start day to 365 days after it.` : null}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={endDate}
                min={available?.startDate}
                max={available?.maxEndDate}
                onChange={(event) => {
                  setEndDate(event.currentTarget.value);
                  edit();
                }}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {(state.matches('editing') || state.matches('checking')) && (
        <p className="pool-link-actions">
          <button type="submit" className="button button-primary" disabled={state.matches('checking')}>
            {state.matches('checking') ? <Trans>Checking…</Trans> : <Trans>Check the transfer</Trans>}
          </button>
        </p>
      )}
      {(state.matches('confirming') || state.matches('submitting')) && quote && state.context.form && (
        <section className="transfer-review" aria-label={t`Confirm the transfer`}>
          <h3>
            <Trans>Confirm the transfer</Trans>
          </h3>
          <dl>
            <dt>
              <Trans>From</Trans>
            </dt>
            <dd>{state.context.form.subAccount}</dd>
            <dt>
              <Trans>To</Trans>
            </dt>
            <dd>{state.context.form.receiver}</dd>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>
              {state.context.form.mode === 'percent' ? (
                <Trans>
                  {format.percent(quote.sharePercent)} of the hashrate, {format.hashrate(quote.th)} at today's 24 h
                  average
                </Trans>
              ) : (
                <Trans>
                  {format.hashrate(quote.th)}, {format.percent(quote.sharePercent)} of the 24 h average
                </Trans>
              )}
            </dd>
            <dt>
              <Trans>Period (UTC)</Trans>
            </dt>
            <dd>
              {format.dateTimeUtc(quote.startAt)} – {format.dateTimeUtc(quote.endAt)}
            </dd>
          </dl>
          {state.matches('submitting') ? (
            <p role="status">
              <Trans>Setting up… complete the security verification when asked.</Trans>
            </p>
          ) : (
            <p className="pool-link-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => send({ type: 'transfer.confirm' })}
              >
                <Trans>Confirm transfer</Trans>
              </button>
              <button type="button" className="button button-outline" onClick={() => send({ type: 'transfer.back' })}>
                <Trans>Change it</Trans>
              </button>
            </p>
          )}
        </section>
      )}
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The transfer could not be set up. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'transfer.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
