import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { networksOf, type WalletCoin, type WalletNetwork } from '../../../runtime/domain/walletNetworks.ts';
import type { WalletBalances } from '../../../runtime/http/contract/wallet.ts';
import { CopyButton } from '../../ui/copyButton.tsx';
import { FormField } from '../../ui/formField.tsx';
import { QrCode } from '../../ui/qrCode.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { depositAddressQuery } from './walletQueries.ts';

/**
 * Deposit: the coin and network (with its confirmations), the account's address on it as a QR code and
 * text to copy, and the warning that coins sent on another network are lost.
 */
export function DepositPanel({ rules }: { rules: WalletBalances['rules'] }) {
  const { t } = useLingui();
  const [coin, setCoin] = useState<WalletCoin>('USDT');
  const networks = rules.find((rule) => rule.coin === coin)?.networks ?? [];
  const [picked, setPicked] = useState<WalletNetwork>('ERC20');
  const network = networks.some((one) => one.network === picked) ? picked : (networks[0]?.network ?? 'BTC');
  const info = networks.find((one) => one.network === network);
  const address = useQuery(depositAddressQuery(coin, network));
  return (
    <section className="wallet-card" aria-labelledby="wallet-deposit-title">
      <h2 id="wallet-deposit-title">
        <Trans>Deposit</Trans>
      </h2>
      <div className="wallet-row">
        <FormField label={<Trans>Coin</Trans>}>
          {(control) => (
            <select
              {...control}
              value={coin}
              onChange={(event) => {
                const next = event.target.value as WalletCoin;
                setCoin(next);
                setPicked(networksOf(next)[0]?.network ?? 'BTC');
              }}
            >
              {rules.map((rule) => (
                <option key={rule.coin} value={rule.coin}>
                  {rule.coin}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={<Trans>Network</Trans>}>
          {(control) => (
            <select {...control} value={network} onChange={(event) => setPicked(event.target.value as WalletNetwork)}>
              {networks.map((one) => (
                <option key={one.network} value={one.network}>
                  {one.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {info && (
        <p className="wallet-note">
          <Trans>
            Credited after {info.confirmations} network confirmations. Deposits are free; the smallest we credit is{' '}
            {info.min} {coin}.
          </Trans>
        </p>
      )}
      <p className="ui-alert wallet-warning" role="note">
        <Trans>
          Send only {coin} on {info?.name ?? network} to this address. Coins sent on another network or another coin
          cannot be recovered.
        </Trans>
      </p>
      <ReadSection query={address} label={t`Deposit address`} skeleton={<Skeleton height="160px" />}>
        {(data) => (
          <div className="wallet-deposit-address">
            <QrCode value={data.address} label={t`QR code of your ${coin} deposit address`} size={148} />
            <div className="wallet-address-text">
              <p className="wallet-label">
                <Trans>Your {coin} deposit address</Trans>
              </p>
              <code className="wallet-mono" data-testid="deposit-address">
                {data.address}
              </code>
              <CopyButton value={data.address} label={<Trans>Copy address</Trans>} />
            </div>
          </div>
        )}
      </ReadSection>
    </section>
  );
}
