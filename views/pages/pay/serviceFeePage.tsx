import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../runtime/router/links.ts';
import { ServiceFeeForm } from '../../features/serviceFee/serviceFeeForm.tsx';
import { serviceFeeInfoQuery } from '../../features/serviceFee/serviceFeeQueries.ts';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/checkout/checkout.css';

/** Days to start from when the link does not say. */
const DEFAULT_DAYS = 30;

/**
 * `/pay/serviceFee`: service-fee days for one order or several (`?orders=A,B`, else every order that takes
 * days), from the balance or points (issue #17; the hashrate dashboard and the order pages link here).
 */
export default function ServiceFeePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const orders = search.orders as string | undefined;
  const days = (search.days as number | undefined) ?? DEFAULT_DAYS;
  const info = useQuery(serviceFeeInfoQuery(orders));
  return (
    <PageFrame
      title={<Trans>Pay service fee</Trans>}
      breadcrumbs={[{ label: t`Orders`, href: hrefFor('dashboard.order', {}, route) }, { label: t`Pay service fee` }]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={info}
        label={t`Service fee payment`}
        skeleton={
          <div className="checkout" aria-hidden="true">
            <div className="checkout-main">
              <Skeleton className="checkout-card" height="192px" />
            </div>
            <Skeleton className="checkout-card checkout-summary" height="256px" />
          </div>
        }
      >
        {(data) => <ServiceFeeForm info={data} days={days} at={route} />}
      </ReadSection>
    </PageFrame>
  );
}
