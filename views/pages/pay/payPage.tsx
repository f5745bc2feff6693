import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { GOODS_DISCONTINUED } from '../../../runtime/http/contract/plansValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { CheckoutForm } from '../../features/checkout/checkoutForm.tsx';
import { checkoutInfoQuery } from '../../features/checkout/checkoutQueries.ts';
import { DETAIL_DISCONTINUED, NotFoundView } from '../../features/errors/errorView.tsx';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/checkout/checkout.css';

/** `/pay/{id}/{num}`: checkout of a plan for a quantity (issue #17); the order is placed here, paid next. */
export default function PayPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const goodsId = params.id ?? '';
  const quantity = Number(params.num ?? '1');
  const info = useQuery({ ...checkoutInfoQuery(goodsId), enabled: goodsId !== '' });
  if (goodsId === '') return <NotFoundView locale={route.locale} />;
  if (isStatus(info.error, GOODS_DISCONTINUED)) {
    return <NotFoundView locale={route.locale} detail={DETAIL_DISCONTINUED} />;
  }
  return (
    <PageFrame
      title={<Trans>Checkout</Trans>}
      breadcrumbs={[
        { label: t`Plans`, href: hrefFor('list', {}, route) },
        { label: info.data?.goods.goodsName ?? t`Plan`, href: hrefFor('detail', { id: goodsId }, route) },
        { label: t`Checkout` },
      ]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={info}
        label={t`Checkout`}
        skeleton={
          <div className="checkout" aria-hidden="true">
            <div className="checkout-main">
              <Skeleton className="checkout-card" height="144px" />
              <Skeleton className="checkout-card" height="112px" />
              <Skeleton className="checkout-card" height="160px" />
            </div>
            <Skeleton className="checkout-card checkout-summary" height="352px" />
          </div>
        }
      >
        {(data) => <CheckoutForm info={data} quantity={Number.isSafeInteger(quantity) ? quantity : 1} at={route} />}
      </ReadSection>
    </PageFrame>
  );
}
