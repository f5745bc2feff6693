import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  couponListingMachine,
  type ListingProblems,
  type ListingRequest,
} from '../../../../machines/minerCoupons/couponListingMachine.ts';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { http } from '../../../../runtime/config.ts';
import {
  centsOfUsd,
  discountPercent,
  priceRangeCents,
  saleProceeds,
  usdOfCents,
} from '../../../../runtime/domain/minerCoupons.ts';
import type { CouponSellPrepare } from '../../../../runtime/http/contract/minerCoupons.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { RemainingValidity } from '../../../features/minerCoupons/couponFacts.tsx';
import { MINER_COUPON_ERROR_LABELS, minerCouponRefusal } from '../../../features/minerCoupons/minerCouponLabels.ts';
import { couponSellPrepareQuery } from '../../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { failureMessage } from '../../../ui/errorMessage.ts';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/minerCoupons/minerCoupons.css';

/**
 * `/coupons/sale`: listing held coupons on the market (machines/minerCoupons/couponListingMachine.ts): pick a
 * coupon, a quantity and a price per coupon with its face value and the discount it makes, the market's fee and
 * what reaches the wallet; a review; the listing is made behind the security verification.
 */
export default function CouponSalePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const prepare = useQuery(couponSellPrepareQuery());
  // `?couponId=BMC…` (the holdings' "List for sale"): that coupon is chosen when the form opens.
  const chosen = (search as SearchOf<'coupons.sale'>).couponId;
  return (
    <div className="coupon-page">
      <PageFrame
        title={<Trans>Sell miner coupons</Trans>}
        breadcrumbs={[{ label: t`Coupon market`, href: hrefFor('coupons', {}, route) }, { label: t`Selling` }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <p className="coupon-sub">
          <Trans>
            List transferable coupons you hold for a price per coupon, all of them or part. Buyers may buy part of a
            listing; what is sold reaches your wallet balance at once, less the market's fee. Cancel the listing any
            time to get the unsold coupons back.
          </Trans>
        </p>
        <ReadSection
          query={prepare}
          label={t`Coupons to sell`}
          isEmpty={(data) => data.holdings.length === 0}
          skeleton={<Skeleton className="coupon-card" height="360px" />}
          empty={
            <EmptyState
              message={
                <Trans>
                  You hold no coupon that can be listed: it must be transferable, unexpired and not listed already.
                </Trans>
              }
              action={
                <SiteLink
                  className="button button-primary"
                  href={hrefFor('dashboard.coupons.importCouponGuides', {}, route)}
                >
                  <Trans>Import coupons from Bitmain</Trans>
                </SiteLink>
              }
            />
          }
        >
          {(data) => <SaleForm info={data} route={route} chosen={chosen} />}
        </ReadSection>
      </PageFrame>
    </div>
  );
}

function SaleForm({ info, route, chosen }: { info: CouponSellPrepare; route: LocalizedRoute; chosen?: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      couponListingMachine.provide({
        actors: {
          createListing: fromPromise(async ({ input }: { input: ListingRequest }) => {
            const { delegateId } = await http.call('bmDelegateCreate', input, { showError: false });
            // The market and the account's coupons changed; this form's read is refreshed when another listing
            // starts (refreshing it now could empty it and take the confirmation away).
            void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'bmSellPrepare' });
            return { delegateId };
          }),
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine);
  // The URL's coupon when it can be listed, else the first that can.
  const named = info.holdings.find((row) => row.couponId === chosen);
  const initial = named ?? info.holdings[0];
  const [couponId, setCouponId] = useState(initial?.couponId ?? '');
  const [quantity, setQuantity] = useState(String(initial?.quantity ?? 1));
  const [picked, setPicked] = useState(false);
  const [price, setPrice] = useState('');
  // A coupon no longer listable (all of it listed meanwhile) falls back to the first that is.
  const holding = info.holdings.find((row) => row.couponId === couponId) ?? info.holdings[0];
  const { problems, error, delegateId } = state.context;

  const faceCents = holding ? centsOfUsd(holding.faceValueUsd) : 0;
  const range = priceRangeCents(faceCents);
  const priceCents = centsOfUsd(price);
  const qty = /^\d{1,4}$/.test(quantity.trim()) ? Number(quantity) : 0;
  const figures = Number.isNaN(priceCents) || qty === 0 ? null : saleProceeds(priceCents, qty);
  const draft = {
    couponId: holding?.couponId ?? '',
    quantity,
    price,
    faceValueUsd: holding?.faceValueUsd ?? '0',
    held: holding?.quantity ?? 0,
  };
  const fieldMessage = (which: keyof ListingProblems): string | null => {
    const problem = problems[which];
    if (!problem) return null;
    if (which === 'coupon') return t`Choose a coupon you hold.`;
    if (which === 'quantity') return t`Choose between 1 and ${holding?.quantity ?? 0} coupons.`;
    if (problem === 'format') return t`Enter a price in USD with up to 2 decimals.`;
    return t`Between ${format.usd(usdOfCents(range.min))} and ${format.usd(usdOfCents(range.max))} per coupon (10% to 100% of the face value).`;
  };
  const refusal = minerCouponRefusal(error);
  const failure = refusal
    ? i18n._(MINER_COUPON_ERROR_LABELS[refusal])
    : failureMessage(error ?? '', t`That did not work. Try again in a moment.`);
  const editable = state.matches('editing');

  if (state.matches('listed') && delegateId) {
    return (
      <section className="coupon-card" aria-labelledby="sale-done" role="status">
        <h2 id="sale-done">
          <Trans>Your coupons are on the market</Trans>
        </h2>
        <p>
          <Trans>
            Listing {delegateId}: {format.number(Number(state.context.draft?.quantity ?? 0))} ×{' '}
            {holding?.name ?? couponId} at {format.usd(state.context.draft?.price ?? '0')} each.
          </Trans>
        </p>
        <div className="coupon-actions">
          <SiteLink className="button button-primary" href={hrefFor('coupons.detail', { couponId: delegateId }, route)}>
            <Trans>View the listing</Trans>
          </SiteLink>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setPrice('');
              send({ type: 'listing.again' });
              void queryClient.invalidateQueries({ queryKey: couponSellPrepareQuery().queryKey });
            }}
          >
            <Trans>List more coupons</Trans>
          </button>
          <SiteLink href={hrefFor('dashboard.coupons', {}, route)}>
            <Trans>My coupons</Trans>
          </SiteLink>
        </div>
      </section>
    );
  }

  return (
    <div className="coupon-layout">
      <form
        className="coupon-card coupon-form"
        aria-label={t`New listing`}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'listing.review', draft });
        }}
      >
        {chosen && !named && !picked && editable && (
          <p className="coupon-sub" role="note">
            <Trans>
              Coupon {chosen} cannot be listed: it is not held, expired, not transferable or all of it is listed
              already. Choose another.
            </Trans>
          </p>
        )}
        <FormField label={<Trans>Coupon</Trans>} error={fieldMessage('coupon')}>
          {(control) => (
            <select
              {...control}
              value={holding?.couponId ?? ''}
              disabled={!editable}
              onChange={(event) => {
                setCouponId(event.target.value);
                setPicked(true);
                const next = info.holdings.find((row) => row.couponId === event.target.value);
                if (next) setQuantity(String(next.quantity));
              }}
            >
              {info.holdings.map((row) => (
                <option key={row.couponId} value={row.couponId}>
                  {t`${row.name} · ${format.usd(row.faceValueUsd)} face value · ${format.number(row.quantity)} held`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {holding && (
          <p className="coupon-sub">
            <Trans>
              {holding.models.join(', ')} · up to {format.percent(holding.maxDeductionPercent)} of a miner order · valid
              until {format.dateUtc(holding.expireAt)}
            </Trans>{' '}
            (<RemainingValidity days={holding.remainingDays} expired={false} />)
          </p>
        )}
        <FormField
          label={<Trans>Quantity</Trans>}
          error={fieldMessage('quantity')}
          hint={<Trans>You hold {format.number(holding?.quantity ?? 0)} of this coupon.</Trans>}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={quantity}
              disabled={!editable}
              onChange={(event) => setQuantity(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={<Trans>Price per coupon (USD)</Trans>}
          error={fieldMessage('price')}
          hint={
            <Trans>
              Face value {format.usd(holding?.faceValueUsd ?? '0')}: between {format.usd(usdOfCents(range.min))} and{' '}
              {format.usd(usdOfCents(range.max))}.
            </Trans>
          }
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={price}
              disabled={!editable}
              onChange={(event) => setPrice(event.target.value)}
            />
          )}
        </FormField>
        {editable && (
          <div className="coupon-actions">
            <button type="submit" className="button button-primary button-large">
              <Trans>Review the listing</Trans>
            </button>
          </div>
        )}
      </form>

      <section className="coupon-card" aria-labelledby="sale-summary">
        <h2 id="sale-summary">
          {state.matches('editing') ? <Trans>Summary</Trans> : <Trans>Confirm the listing</Trans>}
        </h2>
        <dl className="coupon-facts">
          <dt>
            <Trans>Discount to face value</Trans>
          </dt>
          <dd>{figures && faceCents > 0 ? format.percent(discountPercent(faceCents, priceCents)) : '—'}</dd>
          <dt>
            <Trans>Buyers pay</Trans>
          </dt>
          <dd>{figures ? format.usd(usdOfCents(figures.grossCents)) : '—'}</dd>
          <dt>
            <Trans>Market fee ({format.percent(info.feeBp / 100)})</Trans>
          </dt>
          <dd>{figures ? format.usd(usdOfCents(figures.feeCents)) : '—'}</dd>
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd className="coupon-total">{figures ? format.usd(usdOfCents(figures.netCents)) : '—'}</dd>
        </dl>
        <p className="coupon-sub">
          <Trans>
            If all are sold. The fee is taken from each sale, rounded to the cent; the rest reaches your wallet balance
            when the buyer pays.
          </Trans>
        </p>
        {state.matches('reviewing') && (
          <div className="coupon-actions">
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => send({ type: 'listing.confirm' })}
            >
              <Trans>Confirm and list</Trans>
            </button>
            <button type="button" className="button button-ghost" onClick={() => send({ type: 'listing.back' })}>
              <Trans>Change it</Trans>
            </button>
          </div>
        )}
        {state.matches('submitting') && (
          <p role="status">
            <Trans>Listing… complete the security verification when asked.</Trans>
          </p>
        )}
        {state.matches('failed') && (
          <div className="form-error" role="alert">
            <p>{failure}</p>
            <div className="coupon-actions">
              <button type="button" className="button button-outline" onClick={() => send({ type: 'listing.retry' })}>
                <Trans>Try again</Trans>
              </button>
              <button type="button" className="link-button" onClick={() => send({ type: 'listing.edit' })}>
                <Trans>Change it</Trans>
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
