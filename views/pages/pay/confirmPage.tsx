import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { CashierPanel } from '../../features/checkout/cashierPanel.tsx';
import { CASHIER_NOT_FOUND_STATUS, cashierQuery } from '../../features/checkout/checkoutQueries.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/checkout/checkout.css';

/**
 * `/pay/confirm/{orderNo}`: the review and cashier of an unpaid order. An order that is paid, expired or
 * cancelled has nothing to pay: the page says so and links to its result.
 */
export default function ConfirmPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const cashier = useQuery({ ...cashierQuery(orderNo), enabled: orderNo !== '' });
  if (orderNo === '' || isStatus(cashier.error, CASHIER_NOT_FOUND_STATUS))
    return <NotFoundView locale={route.locale} />;
  return (
    <PageFrame
      title={<Trans>Pay order {orderNo}</Trans>}
      breadcrumbs={[
        // Miner orders are not in the plan order list: their way back is the marketplace.
        cashier.data?.kind === 'minerSale'
          ? { label: t`Miner marketplace`, href: hrefFor('minerSale', {}, route) }
          : cashier.data?.kind === 'points'
            ? { label: t`Points`, href: hrefFor('dashboard.points', {}, route) }
            : cashier.data?.kind === 'renew'
              ? { label: t`Renewals`, href: hrefFor('dashboard.renew', {}, route) }
              : { label: t`Orders`, href: hrefFor('dashboard.order', {}, route) },
        { label: orderNo },
      ]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={cashier}
        label={t`Cashier`}
        skeleton={
          <div className="checkout" aria-hidden="true">
            <div className="checkout-main">
              <Skeleton className="checkout-card" height="160px" />
              <Skeleton className="checkout-card" height="224px" />
            </div>
            <Skeleton className="checkout-card checkout-summary" height="256px" />
          </div>
        }
      >
        {(data) =>
          data.state === 'awaiting' || data.state === 'underpaid' ? (
            // Keyed by order: another order's cashier starts its own flow.
            <CashierPanel key={data.orderNo} cashier={data} at={route} />
          ) : (
            <div className="checkout-card checkout-closed">
              <p>
                {data.state === 'paid' ? (
                  <Trans>This order is paid: there is nothing more to pay.</Trans>
                ) : data.kind === 'points' ? (
                  data.state === 'expired' ? (
                    <Trans>This order expired before it was paid. Choose a points package again to buy points.</Trans>
                  ) : (
                    <Trans>This order was cancelled. Choose a points package again to buy points.</Trans>
                  )
                ) : data.kind === 'renew' ? (
                  data.state === 'expired' ? (
                    <Trans>This renewal expired before it was paid. Renew the plan again while it is running.</Trans>
                  ) : (
                    <Trans>This renewal was cancelled. Renew the plan again while it is running.</Trans>
                  )
                ) : data.kind === 'minerSale' ? (
                  data.state === 'expired' ? (
                    <Trans>This order expired before it was paid. Place a new order to buy the miners.</Trans>
                  ) : (
                    <Trans>This order was cancelled. Place a new order to buy the miners.</Trans>
                  )
                ) : data.state === 'expired' ? (
                  <Trans>This order expired before it was paid. Place a new order to buy the plan.</Trans>
                ) : (
                  <Trans>This order was cancelled. Place a new order to buy the plan.</Trans>
                )}
              </p>
              <SiteLink className="button button-primary" href={hrefFor('pay.detail', { orderNo }, route)}>
                <Trans>See the result</Trans>
              </SiteLink>
            </div>
          )
        }
      </ReadSection>
    </PageFrame>
  );
}
