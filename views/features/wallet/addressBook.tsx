import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../../machines/wallet/addressBookMachine.ts';
import { http } from '../../../runtime/config.ts';
import {
  NETWORK_RULES,
  networksOf,
  type WalletCoin,
  type WalletNetwork,
} from '../../../runtime/domain/walletNetworks.ts';
import type { BookAddress } from '../../../runtime/http/contract/wallet.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { WALLET_ERROR_LABELS } from './walletLabels.ts';

const quiet = { showError: false } as const;
const COINS = [...new Set(NETWORK_RULES.map((rule) => rule.coin))];

/** The withdrawal address book: label, coin, network, its 24 h lock; adding (checked) and deleting. */
export function AddressBook({ addresses }: { addresses: readonly BookAddress[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      addressBookMachine.provide({
        actors: {
          addAddress: fromPromise(({ input }) => http.call('walletAddressAdd', input, quiet)),
          deleteAddress: fromPromise(({ input }) => http.call('walletAddressDelete', input, quiet)),
          renameAddress: fromPromise(({ input }) => http.call('walletAddressModify', input, quiet)),
        },
        actions: {
          changed: () => {
            void queryClient.invalidateQueries({ queryKey: ['private'] });
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine);
  const [coin, setCoin] = useState<WalletCoin>('USDT');
  const [network, setNetwork] = useState<WalletNetwork>('ERC20');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  /** The entry being renamed and the label typed for it. */
  const [renaming, setRenaming] = useState<{ id: number; label: string } | null>(null);
  const { error, message, added } = state.context;
  const errorOf = (kinds: string[]) =>
    error && kinds.includes(error) ? i18n._(WALLET_ERROR_LABELS[error as keyof typeof WALLET_ERROR_LABELS]) : null;
  const busy = !state.matches('idle');

  return (
    <section className="wallet-card" aria-labelledby="wallet-book-title">
      <h2 id="wallet-book-title">
        <Trans>Address book</Trans>
      </h2>
      <p className="wallet-note">
        <Trans>
          A new address can receive withdrawals 24 hours after it is added, so a stolen session cannot add one and empty
          your wallet.
        </Trans>
      </p>
      {addresses.length === 0 ? (
        <p>
          <Trans>No saved addresses yet.</Trans>
        </p>
      ) : (
        <ul className="wallet-book">
          {addresses.map((entry) => (
            <li key={entry.id} className="wallet-book-entry">
              <div>
                <strong>{entry.label}</strong> · {entry.coin} · {entry.network}
                <div className="wallet-mono">{entry.address}</div>
                {entry.locked ? (
                  <span className="ui-badge ui-badge-warning">
                    <Trans>Locked until {format.dateTimeUtc(entry.unlockAt)} UTC</Trans>
                  </span>
                ) : (
                  <span className="ui-badge ui-badge-success">
                    <Trans>Ready</Trans>
                  </span>
                )}
              </div>
              <div className="wallet-actions">
                {renaming?.id === entry.id ? (
                  <form
                    className="wallet-actions"
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      send({ type: 'book.rename', id: entry.id, label: renaming.label });
                      if (renaming.label.trim()) setRenaming(null);
                    }}
                  >
                    <FormField label={<Trans>New label for {entry.label}</Trans>} error={errorOf(['label'])}>
                      {(control) => (
                        <input
                          {...control}
                          maxLength={40}
                          value={renaming.label}
                          onChange={(event) => setRenaming({ id: entry.id, label: event.target.value })}
                        />
                      )}
                    </FormField>
                    <button type="submit" className="button button-outline" disabled={busy}>
                      <Trans>Save label</Trans>
                    </button>
                    <button type="button" className="button button-ghost" onClick={() => setRenaming(null)}>
                      <Trans>Cancel</Trans>
                    </button>
                  </form>
                ) : (
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={busy}
                    onClick={() => setRenaming({ id: entry.id, label: entry.label })}
                  >
                    <Trans>Rename {entry.label}</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={busy}
                  onClick={() => send({ type: 'book.delete', id: entry.id })}
                >
                  <Trans>Delete {entry.label}</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-label={t`Add an address`}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'book.add', entry: { coin, network, address, label } });
        }}
      >
        <h3>
          <Trans>Add an address</Trans>
        </h3>
        <div className="wallet-row">
          <FormField label={<Trans>Address coin</Trans>}>
            {(control) => (
              <select
                {...control}
                value={coin}
                onChange={(event) => {
                  const next = event.target.value as WalletCoin;
                  setCoin(next);
                  setNetwork(networksOf(next)[0]?.network ?? 'BTC');
                }}
              >
                {COINS.map((one) => (
                  <option key={one} value={one}>
                    {one}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={<Trans>Address network</Trans>}>
            {(control) => (
              <select
                {...control}
                value={network}
                onChange={(event) => setNetwork(event.target.value as WalletNetwork)}
              >
                {networksOf(coin).map((one) => (
                  <option key={one.network} value={one.network}>
                    {one.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label={<Trans>Label</Trans>} error={renaming ? null : errorOf(['label'])}>
          {(control) => (
            <input {...control} maxLength={40} value={label} onChange={(event) => setLabel(event.target.value)} />
          )}
        </FormField>
        <FormField label={<Trans>New address</Trans>} error={errorOf(['address', 'network', 'duplicate'])}>
          {(control) => (
            <input
              {...control}
              className="wallet-mono"
              autoComplete="off"
              spellCheck={false}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button-outline" disabled={busy}>
          {state.matches('adding') ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </button>
        {errorOf(['bookFull', 'addressNotFound']) && (
          <p className="field-error" role="alert">
            {errorOf(['bookFull', 'addressNotFound'])}
          </p>
        )}
        {message !== null && (
          <p className="field-error" role="alert">
            {failureMessage(message, t`That did not work. Try again in a moment.`)}
          </p>
        )}
        {added && (
          <p role="status">
            <Trans>
              {added.label} saved. It can receive withdrawals from {format.dateTimeUtc(added.unlockAt)} UTC.
            </Trans>
          </p>
        )}
      </form>
    </section>
  );
}
