import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { WalletBalances } from '../../../../runtime/http/contract/wallet.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { AddressBook } from '../../../features/wallet/addressBook.tsx';
import { DepositPanel } from '../../../features/wallet/depositPanel.tsx';
import { addressBookQuery, walletBalancesQuery } from '../../../features/wallet/walletQueries.ts';
import { WithdrawForm } from '../../../features/wallet/withdrawForm.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../features/wallet/wallet.css';

/**
 * `/dashboard/wallet`: balances per coin and points, deposit (network, confirmations, address with QR and
 * copy), withdraw (machines/wallet/withdrawMachine.ts) and the withdrawal address book.
 */
export default function WalletPage({ route }: PageProps) {
  const { t } = useLingui();
  const balances = useQuery(walletBalancesQuery());
  const book = useQuery(addressBookQuery());
  return (
    <DashboardPage route={route} current="wallet">
      <PageFrame
        title={t`Wallet`}
        actions={
          <SiteLink className="button button-outline" href={hrefFor('dashboard.wallet.history', {}, route)}>
            <Trans>Transaction history</Trans>
          </SiteLink>
        }
      >
        <ReadSection query={balances} label={t`Wallet balances`} skeleton={<Skeleton height="256px" />}>
          {(data) => (
            <>
              <Balances data={data} />
              <div className="wallet-grid">
                <DepositPanel rules={data.rules} />
                <WithdrawForm balances={data} book={book.data?.addresses ?? []} at={route} />
              </div>
            </>
          )}
        </ReadSection>
        <ReadSection query={book} label={t`Saved addresses`} skeleton={<Skeleton height="128px" />}>
          {(data) => <AddressBook addresses={data.addresses} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function Balances({ data }: { data: WalletBalances }) {
  const format = useFormat();
  return (
    <section className="wallet-balances" aria-labelledby="wallet-balances-title">
      <h2 id="wallet-balances-title" className="visually-hidden">
        <Trans>Balances</Trans>
      </h2>
      {data.balances.map((balance) => (
        <StatCard
          key={balance.coin}
          label={balance.coin === 'USDT' ? <Trans>USD balance (USDT)</Trans> : <Trans>{balance.coin} balance</Trans>}
          value={
            <span data-testid={`balance-${balance.coin}`}>
              {balance.available} {balance.coin}
            </span>
          }
          hint={
            Number(balance.inWithdrawal) > 0 ? (
              <Trans>
                {balance.inWithdrawal} {balance.coin} in withdrawal
              </Trans>
            ) : undefined
          }
        />
      ))}
      <StatCard
        label={<Trans>FuFu Points</Trans>}
        value={format.number(Number(data.points))}
        hint={<Trans>1 point = 1 USD</Trans>}
      />
    </section>
  );
}
