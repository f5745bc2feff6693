import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AddressOrder, ChangeAddressInfo } from '../../../../runtime/http/contract/changeAddress.ts';
import { PAYOUT_COINS, type PayoutCoinCode } from '../../../../runtime/http/contract/changeAddressValues.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { ADDRESS_ORDER_STATUS } from '../../../features/changeAddress/changeAddressLabels.ts';
import { changeAddressInfoQuery } from '../../../features/changeAddress/changeAddressQueries.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/changeAddress/changeAddress.css';

/**
 * `/dashboard/address`: payout addresses per coin: which orders pay to which address, the saved addresses and the
 * default, the change history with each change's payout hold, and the way to change them (`/changeAddress`).
 */
export default function AddressPage({ route }: PageProps) {
  const { t } = useLingui();
  const info = useQuery(changeAddressInfoQuery());
  return (
    <DashboardPage route={route} current="address">
      <PageFrame
        title={t`Payout addresses`}
        actions={
          <SiteLink className="button button-primary" href={hrefFor('changeAddress', {}, route)}>
            <Trans>Change payout address</Trans>
          </SiteLink>
        }
        renderLink={(props) => <SiteLink {...props} />}
      >
        <p className="ca-sub">
          <Trans>
            Each plan pays its daily output to the payout address of its order. Changing an address needs a code sent to
            your email or phone, and holds payouts for 72 hours.
          </Trans>
        </p>
        <ReadSection
          query={info}
          label={t`Payout addresses`}
          skeleton={<Skeleton height="256px" />}
          isEmpty={(data) => data.orders.length === 0 && data.saved.length === 0}
          empty={
            <div className="ca-card">
              <p>
                <Trans>No payout addresses yet: a plan's payout address is set when you buy it.</Trans>
              </p>
              <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                <Trans>See mining plans</Trans>
              </SiteLink>
            </div>
          }
        >
          {(data) => <Addresses info={data} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function Addresses({ info, route }: { info: ChangeAddressInfo; route: PageProps['route'] }) {
  const format = useFormat();
  return (
    <div className="ca-flow">
      {info.holdUntil ? (
        <p className="ca-hold" role="status">
          <Trans>
            Payouts are held until {format.dateTimeUtc(info.holdUntil)} after your last address change. Mining goes on;
            the output is paid with the first daily payout after the hold.
          </Trans>
        </p>
      ) : null}
      {PAYOUT_COINS.map((coin) => (
        <CoinAddresses key={coin} coin={coin} info={info} route={route} />
      ))}
      <History info={info} />
    </div>
  );
}

function CoinAddresses({
  coin,
  info,
  route,
}: {
  coin: PayoutCoinCode;
  info: ChangeAddressInfo;
  route: PageProps['route'];
}) {
  const { i18n } = useLingui();
  const orders = info.orders.filter((o) => o.coin === coin);
  const saved = info.saved.filter((s) => s.coin === coin);
  const defaultAddress = saved.find((s) => s.isDefault)?.address;
  // Addresses in use: the orders that mine now, grouped by the address they pay to.
  const groups = new Map<string, AddressOrder[]>();
  for (const order of orders.filter((o) => o.changeable)) {
    groups.set(order.payoutAddress, [...(groups.get(order.payoutAddress) ?? []), order]);
  }
  const ended = orders.filter((o) => !o.changeable);
  return (
    <section className="ca-card" aria-labelledby={`ca-coin-${coin}`}>
      <h2 id={`ca-coin-${coin}`}>
        <Trans>{coin} payout addresses</Trans>
      </h2>
      <h3>
        <Trans>In use</Trans>
      </h3>
      {groups.size === 0 ? (
        <p className="ca-sub">
          <Trans>No {coin} plan is mining now.</Trans>
        </p>
      ) : (
        <ul className="ca-groups">
          {[...groups.entries()].map(([address, list]) => (
            <li key={address} className="ca-group">
              <span className="ca-address">{address}</span>
              <span className="ca-actions">
                <CopyButton value={address} />
                {address === defaultAddress && (
                  <span className="ui-badge ui-badge-info">
                    <Trans>Default</Trans>
                  </span>
                )}
              </span>
              <span className="ca-sub">
                {list.length === 1 ? <Trans>1 order:</Trans> : <Trans>{list.length} orders:</Trans>}{' '}
                {list.map((order, index) => (
                  <span key={order.orderNo}>
                    {index > 0 ? ', ' : ''}
                    <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: order.orderNo }, route)}>
                      {order.orderNo}
                    </SiteLink>{' '}
                    ({i18n._(ADDRESS_ORDER_STATUS[order.status])})
                  </span>
                ))}
              </span>
              <span>
                <SiteLink
                  href={hrefFor('changeAddress', {}, route, {
                    search: { orders: list.map((o) => o.orderNo).join(',') },
                  })}
                >
                  <Trans>Change the address of these orders</Trans>
                </SiteLink>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <Trans>Saved addresses</Trans>
      </h3>
      {saved.length === 0 ? (
        <p className="ca-sub">
          <Trans>No saved {coin} address. An address you change to is saved here.</Trans>
        </p>
      ) : (
        <ul className="ca-groups">
          {saved.map((entry) => (
            <li key={entry.address} className="ca-group">
              <span className="ca-address">{entry.address}</span>
              <span className="ca-sub">
                {entry.label ? `${entry.label} · ` : ''}
                {entry.isDefault ? (
                  <>
                    <Trans>Default</Trans> ·{' '}
                  </>
                ) : null}
                <Trans>Orders paying here now: {entry.orderCount}</Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
      {ended.length > 0 && (
        <p className="ca-sub">
          <Trans>{ended.length} ended orders keep the address they last paid to.</Trans>
        </p>
      )}
    </section>
  );
}

function History({ info }: { info: ChangeAddressInfo }) {
  const { t } = useLingui();
  const format = useFormat();
  const now = Date.parse(info.asOf);
  return (
    <section className="ca-card" aria-labelledby="ca-history">
      <h2 id="ca-history">
        <Trans>Change history</Trans>
      </h2>
      {info.history.length === 0 ? (
        <p className="ca-sub">
          <Trans>No payout address has been changed yet.</Trans>
        </p>
      ) : (
        <div className="ca-table-wrap">
          <table className="ca-table">
            <caption>{t`Payout address changes`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Changed (UTC)`}</th>
                <th scope="col">{t`Order`}</th>
                <th scope="col">{t`From`}</th>
                <th scope="col">{t`To`}</th>
                <th scope="col">{t`Payouts held until`}</th>
              </tr>
            </thead>
            <tbody>
              {info.history.map((change) => {
                const holding = Date.parse(change.holdUntil) > now;
                return (
                  <tr key={change.id}>
                    <td data-label={t`Changed (UTC)`}>{format.dateTimeUtc(change.changedAt)}</td>
                    <td data-label={t`Order`}>{change.orderNo}</td>
                    <td data-label={t`From`} className="ca-address">
                      {change.oldAddress}
                    </td>
                    <td data-label={t`To`} className="ca-address">
                      {change.newAddress}
                    </td>
                    <td data-label={t`Payouts held until`}>
                      {format.dateTimeUtc(change.holdUntil)}{' '}
                      {holding ? (
                        <span className="ui-badge ui-badge-warning">
                          <Trans>Holding</Trans>
                        </span>
                      ) : (
                        <span className="ui-badge ui-badge-success">
                          <Trans>Released</Trans>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
