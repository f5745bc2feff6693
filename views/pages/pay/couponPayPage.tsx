import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CouponOrderRequest,
  couponPurchaseMachine,
} from '../../../machines/minerCoupons/couponPurchaseMachine.ts';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { http } from '../../../runtime/config.ts';
import { multiplyUsd } from '../../../runtime/domain/minerCoupons.ts';
import type { CouponOrderPrepare } from '../../../runtime/http/contract/minerCoupons.ts';
import { DELEGATE_ID_PATTERN } from '../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../runtime/router/links.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import { CouponFactsList } from '../../features/minerCoupons/couponFacts.tsx';
import { MINER_COUPON_ERROR_LABELS, minerCouponRefusal } from '../../features/minerCoupons/minerCouponLabels.ts';
import {
  couponOrderPrepareQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../format/useFormat.ts';
import type { PageProps } from '../../pageProps.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/minerCoupons/minerCoupons.css';

const machine = couponPurchaseMachine.provide({
  actors: {
    order: fromPromise(async ({ input }: { input: CouponOrderRequest }) => {
      const { orderNo } = await http.call('bmOrderCreate', input, { showError: false });
      return { orderNo };
    }),
  },
});

/**
 * `/pay/coupons/{couponId}`: ordering coupons of a market listing (its id is the URL's couponId): the quantity
 * (the detail page's choice, `?quantity=`), what it costs, then the order is placed and the checkout's cashier
 * opens (`/pay/confirm/coupons/{orderNo}`). Your own listing, an ended one or none left: the page says so.
 */
export default function CouponPayPage({ route, params, search }: PageProps) {
  const { t } = useLingui();
  const delegateId = params.couponId ?? '';
  const valid = DELEGATE_ID_PATTERN.test(delegateId);
  const prepare = useQuery({ ...couponOrderPrepareQuery(delegateId), enabled: valid });
  if (!valid || isStatus(prepare.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  const quantity = (search as SearchOf<'pay.coupons'>).quantity ?? 1;
  return (
    <div className="coupon-page">
      <PageFrame
        title={<Trans>Buy miner coupons</Trans>}
        breadcrumbs={[
          { label: t`Coupon market`, href: hrefFor('coupons', {}, route) },
          { label: t`Listing ${delegateId}`, href: hrefFor('coupons.detail', { couponId: delegateId }, route) },
          { label: t`Order` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={prepare}
          label={t`Coupon order`}
          skeleton={
            <div className="coupon-layout" aria-hidden="true">
              <Skeleton className="coupon-card" height="320px" />
              <Skeleton className="coupon-card" height="240px" />
            </div>
          }
        >
          {(data) => <OrderForm info={data} initialQuantity={quantity} route={route} />}
        </ReadSection>
      </PageFrame>
    </div>
  );
}

function OrderForm({
  info,
  initialQuantity,
  route,
}: {
  info: CouponOrderPrepare;
  initialQuantity: number;
  route: LocalizedRoute;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(machine);
  const { listing } = info;
  const [quantity, setQuantity] = useState(() =>
    String(Math.max(1, Math.min(initialQuantity, listing.remainingQuantity || 1))),
  );
  const { orderNo, error, problem } = state.context;

  useEffect(() => {
    if (state.matches('toCashier') && orderNo) {
      // The listing's remaining coupons and the account's orders changed.
      void queryClient.invalidateQueries();
      void router.navigate({ href: hrefFor('pay.confirm.coupons', { orderNo }, route) });
    }
  }, [state, orderNo, router, route, queryClient]);

  const refusal = minerCouponRefusal(error);
  const failure = refusal
    ? i18n._(MINER_COUPON_ERROR_LABELS[refusal])
    : failureMessage(error ?? '', t`That did not work. Try again in a moment.`);
  const typed = /^\s*\d{1,4}\s*$/.test(quantity) ? Number(quantity) : 0;
  const busy = state.matches('ordering') || state.matches('toCashier');
  const open = listing.state === 'listed' || listing.state === 'partiallySold';
  const buyable = !listing.own && open && listing.remainingQuantity > 0;
  const summary = useMemo(
    () => (typed > 0 ? format.usd(multiplyUsd(listing.unitPriceUsd, typed)) : '—'),
    [typed, listing.unitPriceUsd, format],
  );

  return (
    <div className="coupon-layout">
      <section className="coupon-card" aria-labelledby="order-coupon">
        <h2 id="order-coupon">{listing.name}</h2>
        <CouponFactsList coupon={listing} />
        <dl className="coupon-facts">
          <dt>
            <Trans>Seller</Trans>
          </dt>
          <dd>{listing.seller}</dd>
          <dt>
            <Trans>Price per coupon</Trans>
          </dt>
          <dd>
            <Trans>
              {format.usd(listing.unitPriceUsd)} ({format.percent(listing.discountPercent)} below face value)
            </Trans>
          </dd>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd>{format.number(listing.remainingQuantity)}</dd>
        </dl>
      </section>

      <section className="coupon-card" aria-labelledby="order-pay">
        <h2 id="order-pay">
          <Trans>Your order</Trans>
        </h2>
        {!buyable ? (
          <>
            <p>
              {listing.own ? (
                <Trans>This is your own listing: you cannot buy it.</Trans>
              ) : listing.state === 'sold' ? (
                <Trans>Every coupon of this listing has been sold.</Trans>
              ) : listing.state === 'cancelled' ? (
                <Trans>The seller has cancelled this listing.</Trans>
              ) : listing.state === 'expired' ? (
                <Trans>This coupon has expired: it can no longer be sold or used.</Trans>
              ) : (
                <Trans>
                  Every coupon left is reserved by a buyer who is paying now. If their order is not paid within 30
                  minutes, the coupons come back.
                </Trans>
              )}
            </p>
            <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
              <Trans>See the coupons for sale</Trans>
            </SiteLink>
          </>
        ) : (
          <form
            className="coupon-form"
            aria-label={t`Coupon order`}
            onSubmit={(event) => {
              event.preventDefault();
              send({
                type: 'purchase.submit',
                delegateId: listing.delegateId,
                quantity,
                remaining: listing.remainingQuantity,
              });
            }}
          >
            <FormField
              label={<Trans>Quantity</Trans>}
              error={problem ? t`Choose between 1 and ${listing.remainingQuantity} coupons.` : null}
              hint={<Trans>{format.number(listing.remainingQuantity)} available on this listing.</Trans>}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={quantity}
                  disabled={busy}
                  onChange={(event) => setQuantity(event.target.value)}
                />
              )}
            </FormField>
            <p>
              <Trans>Total</Trans> <span className="coupon-total">{summary}</span>
            </p>
            <p className="coupon-sub">
              <Trans>
                Your wallet balance: {format.usd(info.balanceUsd)}. Pay from it or in crypto within{' '}
                {info.payWindowMinutes} minutes of placing the order; the coupons are reserved for you meanwhile.
              </Trans>
            </p>
            {state.matches('failed') ? (
              <div className="form-error" role="alert">
                <p>{failure}</p>
                <div className="coupon-actions">
                  <button
                    type="button"
                    className="button button-outline"
                    onClick={() => send({ type: 'purchase.retry' })}
                  >
                    <Trans>Try again</Trans>
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      send({ type: 'purchase.edit' });
                      // What is left may have changed meanwhile.
                      void queryClient.invalidateQueries({
                        queryKey: couponOrderPrepareQuery(listing.delegateId).queryKey,
                      });
                    }}
                  >
                    <Trans>Change the quantity</Trans>
                  </button>
                </div>
              </div>
            ) : (
              <button type="submit" className="button button-primary button-large" disabled={busy}>
                {busy ? <Trans>Placing the order…</Trans> : <Trans>Place order</Trans>}
              </button>
            )}
          </form>
        )}
      </section>
    </div>
  );
}
