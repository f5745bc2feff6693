import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BATCH_ID_PATTERN } from '../../../runtime/http/contract/minersValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { MINER_BATCH_NOT_FOUND_STATUS, minerCheckoutInfoQuery } from '../../features/checkout/checkoutQueries.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { MinerCheckoutForm } from './minerCheckoutForm.tsx';
import '../../features/checkout/checkout.css';

/**
 * `/pay/minerSale/{id}`: buying hosted miners of one sale batch (issue #17, decision 102). The order is placed
 * here and paid in the same cashier as plans (`/pay/confirm/{orderNo}`).
 */
export default function MinerSalePayPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const batchId = params.id ?? '';
  const valid = BATCH_ID_PATTERN.test(batchId);
  const info = useQuery({ ...minerCheckoutInfoQuery(batchId), enabled: valid });
  if (!valid || isStatus(info.error, MINER_BATCH_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <PageFrame
      title={<Trans>Buy miners</Trans>}
      breadcrumbs={[
        { label: t`Miner marketplace`, href: hrefFor('minerSale', {}, route) },
        { label: info.data ? t`${info.data.batch.modelName}, batch ${batchId}` : t`Batch ${batchId}` },
        { label: t`Checkout` },
      ]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={info}
        label={t`Miner checkout`}
        skeleton={
          <div className="checkout" aria-hidden="true">
            <div className="checkout-main">
              <Skeleton className="checkout-card" height="192px" />
              <Skeleton className="checkout-card" height="112px" />
              <Skeleton className="checkout-card" height="160px" />
            </div>
            <Skeleton className="checkout-card checkout-summary" height="320px" />
          </div>
        }
      >
        {(data) => <MinerCheckoutForm key={data.batch.id} info={data} at={route} />}
      </ReadSection>
    </PageFrame>
  );
}
