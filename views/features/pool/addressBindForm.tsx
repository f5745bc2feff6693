import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type AddressBindRequest, addressBindMachine } from '../../../machines/pool/addressBindMachine.ts';
import { http } from '../../../runtime/config.ts';
import { maskAddress } from '../../../runtime/validation/mask.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { poolAddressListQuery, subAccountListQuery } from './poolQueries.ts';

const machine = addressBindMachine.provide({
  actors: {
    bindAddress: fromPromise(({ input }: { input: AddressBindRequest }) =>
      http.call('poolAddressBind', input, { showError: false }),
    ),
  },
});

/**
 * Binding a payout address to a sub-account (machines/pool/addressBindMachine.ts): checked at the
 * field (a mainnet Bitcoin address with its checksum), confirmed by the security verification the
 * server asks for, then listed. What was typed stays on any error.
 */
export function AddressBindForm({ names }: { names: readonly string[] }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [state, send] = useMachine(machine);
  const [subAccount, setSubAccount] = useState(names[0] ?? '');
  const [address, setAddress] = useState('');
  const { invalid, error, bound } = state.context;
  const busy = state.matches('binding');

  useEffect(() => {
    if (!bound) return;
    void client.invalidateQueries({ queryKey: poolAddressListQuery().queryKey });
    void client.invalidateQueries({ queryKey: subAccountListQuery().queryKey });
  }, [bound, client]);

  if (state.matches('bound') && bound) {
    return (
      <div className="pool-success" role="status">
        <p>
          <Trans>
            Payouts of <strong>{bound.subAccount}</strong> go to <code>{maskAddress(bound.address ?? '')}</code> from
            the next payout on.
          </Trans>
        </p>
        <p className="pool-link-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setAddress('');
              send({ type: 'bind.again' });
            }}
          >
            <Trans>Bind another address</Trans>
          </button>
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'bind.submit', request: { subAccount, address } });
  };
  const edit = () => {
    if (state.matches('failed')) send({ type: 'bind.edit' });
  };

  return (
    <form className="pool-card" aria-label={t`Bind a payout address`} noValidate onSubmit={submit}>
      <h2>
        <Trans>Bind a payout address</Trans>
      </h2>
      <p className="pool-muted">
        <Trans>
          Payouts go to a Bitcoin address of your own (1…, 3… or bc1…). Check it twice: a payout sent to a wrong address
          cannot be recovered. Binding asks for your security verification.
        </Trans>
      </p>
      <div className="pool-form-row">
        <FormField label={t`Sub-account`}>
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
          label={t`BTC payout address`}
          error={invalid ? t`This is not a valid Bitcoin address. Check it and try again.` : null}
        >
          {(control) => (
            <input
              {...control}
              value={address}
              maxLength={120}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                edit();
              }}
            />
          )}
        </FormField>
        {!state.matches('failed') && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? <Trans>Binding…</Trans> : <Trans>Bind address</Trans>}
          </button>
        )}
      </div>
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The address could not be bound. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'bind.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
