import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { planPrice, quantityRange, usdOfCents } from '../../../../runtime/domain/plans.ts';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { GOODS_DISCONTINUED } from '../../../../runtime/http/contract/plansValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DETAIL_DISCONTINUED, NotFoundView } from '../../../features/errors/errorView.tsx';
import { PlanEstimate } from '../../../features/plans/planEstimate.tsx';
import { PLAN_KIND_LABELS } from '../../../features/plans/planLabels.ts';
import { goodsDetailQuery, networkStatsQuery } from '../../../features/plans/planQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { QuantityStepper } from '../../../ui/quantityStepper.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/plans/plans.css';
import '../../../styles/pages/planCards.css';

/**
 * `/easy/detail/{id}`, `/full/detail/{id}`, `/stable/detail/{id}` (the free trial has its own view: ../free),
 * `/rental/detail/{id}` and `/detail/{id}`: one plan, its fees for the chosen quantity, its rules and an
 * estimate of its output. The `detailCheck` guard has already sent away plans that are not on sale here.
 */
export default function PlanDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const goodsId = params.id ?? '';
  const plan = useQuery({ ...goodsDetailQuery(goodsId), enabled: goodsId !== '' });
  if (goodsId === '') return <NotFoundView locale={route.locale} />;
  if (isStatus(plan.error, GOODS_DISCONTINUED)) {
    return <NotFoundView locale={route.locale} detail={DETAIL_DISCONTINUED} />;
  }
  return (
    <div className="plan-detail-page">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            {route.id === 'rental.detail' ? (
              <SiteLink href={hrefFor('rental', {}, route)}>
                <Trans>Miner rental</Trans>
              </SiteLink>
            ) : (
              <SiteLink href={hrefFor('list', {}, route)}>
                <Trans>Plans</Trans>
              </SiteLink>
            )}
          </li>
          <li aria-current="page">{plan.data?.goodsName ?? t`Plan`}</li>
        </ol>
      </nav>
      <ReadSection query={plan} label={t`Plan`} skeleton={<PlanDetailSkeleton />}>
        {(data) => <PlanDetailView plan={data} at={route} />}
      </ReadSection>
    </div>
  );
}

function PlanDetailSkeleton() {
  return (
    <div className="plan-detail" aria-hidden="true">
      <div className="plan-detail-main">
        <Skeleton height="88px" />
        <Skeleton className="plan-detail-card" height="288px" />
        <Skeleton className="plan-detail-card" height="192px" />
      </div>
      <Skeleton className="plan-detail-card plan-buy-card" height="416px" />
    </div>
  );
}

function PlanDetailView({ plan, at }: { plan: GoodsDetail; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const range = quantityRange(plan);
  const [quantity, setQuantity] = useState(range.min);
  const network = useQuery(networkStatsQuery());
  const price = planPrice({
    hashrateTh: plan.hashrateTh,
    quantity,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: plan.minServiceFeeDays,
  });
  const unitPrice = planPrice({
    hashrateTh: plan.hashrateTh,
    quantity: 1,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: 0,
  });
  const perTh = (fee: string) => t`${format.usd(fee, { decimals: 4 })} per TH per day`;
  const unitHashrate = format.hashrate(plan.hashrateTh);
  const totalHashrate = format.hashrate(price.totalTh.toNumber());
  const minDays = format.days(plan.minServiceFeeDays);
  const hours = plan.startWithinHours;
  const soldOutId = `plan-sold-out-${plan.goodsId}`;

  return (
    <div className="plan-detail">
      <div className="plan-detail-main">
        <header className="plan-detail-head">
          <span className={`plan-kind plan-kind-${plan.goodsType}`}>{i18n._(PLAN_KIND_LABELS[plan.goodsType])}</span>
          <h1>{plan.goodsName}</h1>
          <p className="plan-detail-sub">
            {plan.minerModel} · {format.efficiency(plan.efficiencyJt)} · {format.days(plan.durationDays)}
          </p>
        </header>

        <section className="plan-detail-card" aria-labelledby="plan-facts">
          <h2 id="plan-facts">
            <Trans>Plan facts</Trans>
          </h2>
          <dl className="plan-detail-facts">
            <div>
              <dt>
                <Trans>Miner</Trans>
              </dt>
              <dd>{plan.minerModel}</dd>
            </div>
            <div>
              <dt>
                <Trans>Efficiency</Trans>
              </dt>
              <dd>{format.efficiency(plan.efficiencyJt)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Hashrate per unit</Trans>
              </dt>
              <dd>{unitHashrate}</dd>
            </div>
            <div>
              <dt>
                <Trans>Term</Trans>
              </dt>
              <dd>{format.days(plan.durationDays)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Hashrate fee</Trans>
              </dt>
              <dd>{perTh(plan.hashrateFeePerThDay)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Service fee (electricity and maintenance)</Trans>
              </dt>
              <dd>
                {perTh(plan.serviceFeePerThDay)}
                <span className="plan-sub">
                  {plan.allInclusive ? (
                    <Trans>Included in the price</Trans>
                  ) : (
                    <Trans>Paid by the day, at least {minDays} with the first payment</Trans>
                  )}
                </span>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Price per unit</Trans>
              </dt>
              <dd>{format.usd(usdOfCents(unitPrice.hashrateFeeCents))}</dd>
            </div>
            <div>
              <dt>
                <Trans>Pool</Trans>
              </dt>
              <dd>
                {plan.pool}
                <span className="plan-sub">{t`pool fee ${format.percent(plan.poolFeePercent)} of the output`}</span>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Payout</Trans>
              </dt>
              <dd>{plan.currency}</dd>
            </div>
            <div>
              <dt>
                <Trans>Starts</Trans>
              </dt>
              <dd>
                <Trans>Within {hours} hours after payment</Trans>
              </dd>
            </div>
          </dl>
        </section>

        {/* The card's region is the read's own (named like its heading), so the estimate is one landmark. */}
        <div className="plan-detail-card">
          <h2>
            <Trans>Estimated output</Trans>
          </h2>
          <ReadSection
            query={network}
            label={t`Estimated output`}
            skeleton={<Skeleton className="plan-estimate-skeleton" height="144px" />}
          >
            {(figures) => (
              <PlanEstimate
                network={figures}
                totalTh={price.totalTh}
                durationDays={plan.durationDays}
                poolFeePercent={plan.poolFeePercent}
              />
            )}
          </ReadSection>
        </div>

        <section className="plan-detail-card" aria-labelledby="plan-rules">
          <h2 id="plan-rules">
            <Trans>Rules</Trans>
          </h2>
          <ul className="plan-rules">
            <li>
              <Trans>
                The plan takes effect within {hours} hours after payment. Mining days run from 00:00 to 24:00 UTC.
              </Trans>
            </li>
            <li>
              <Trans>
                What is guaranteed is the 24-hour average hashrate, not the hashrate at any moment: it moves with the
                pool's luck and the network.
              </Trans>
            </li>
            <li>
              <Trans>
                Outages on our side (power, maintenance, network) are compensated by extending the plan by the time
                lost.
              </Trans>
            </li>
            {plan.allInclusive ? (
              <li>
                <Trans>
                  This plan is all-inclusive: electricity and maintenance are paid for the whole term with the price.
                </Trans>
              </li>
            ) : (
              <li>
                <Trans>
                  The service fee is paid by the day. When the paid days run out, mining is suspended until you pay;
                  days without a paid service fee are not compensated.
                </Trans>
              </li>
            )}
          </ul>
        </section>
      </div>

      <aside className="plan-detail-card plan-buy-card" aria-labelledby="plan-buy">
        <h2 id="plan-buy">
          <Trans>Buy this plan</Trans>
        </h2>
        <p className={range.soldOut ? 'plan-stock plan-stock-out' : 'plan-stock'}>
          {range.soldOut ? <Trans>Sold out</Trans> : <Trans>{plan.stock} units in stock</Trans>}
        </p>
        {!range.soldOut && (
          <QuantityStepper
            label={<Trans>Quantity (units of {unitHashrate})</Trans>}
            value={quantity}
            onChange={setQuantity}
            min={range.min}
            max={range.max}
          />
        )}
        <table className="plan-breakdown" aria-label={t`Fee breakdown`}>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Hashrate</Trans>
              </th>
              <td>{totalHashrate}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>
                  Hashrate fee: {totalHashrate} × {format.usd(plan.hashrateFeePerThDay, { decimals: 4 })} ×{' '}
                  {format.days(plan.durationDays)}
                </Trans>
              </th>
              <td>{format.usd(usdOfCents(price.hashrateFeeCents))}</td>
            </tr>
            {plan.allInclusive ? (
              <tr>
                <th scope="row">
                  <Trans>Service fee (included in the price)</Trans>
                </th>
                <td>{format.usd('0')}</td>
              </tr>
            ) : (
              <>
                <tr>
                  <th scope="row">
                    <Trans>Service fee per day for this order</Trans>
                  </th>
                  <td>{format.usd(price.serviceFeePerDayUsd, { decimals: 4 })}</td>
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Service fee, first payment: {minDays}</Trans>
                  </th>
                  <td>{format.usd(usdOfCents(price.serviceFeeCents))}</td>
                </tr>
              </>
            )}
            <tr className="plan-breakdown-total">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td data-testid="plan-total">{format.usd(usdOfCents(price.totalCents))}</td>
            </tr>
          </tbody>
        </table>
        {!plan.allInclusive && (
          <p className="fine-print">
            <Trans>
              After the first payment, pay the service fee before the paid days run out: unpaid days are not
              compensated.
            </Trans>
          </p>
        )}
        {range.soldOut ? (
          <>
            <button
              type="button"
              className="button button-primary button-large plan-buy"
              disabled
              aria-describedby={soldOutId}
            >
              <Trans>Buy now</Trans>
            </button>
            <p id={soldOutId} className="plan-sold-out-reason">
              <Trans>
                This plan is sold out. New hashrate is added as miners come online; see the other plans meanwhile.
              </Trans>{' '}
              <SiteLink href={hrefFor('list', {}, at)}>
                <Trans>See plans</Trans>
              </SiteLink>
            </p>
          </>
        ) : (
          <SiteLink
            className="button button-primary button-large plan-buy"
            href={hrefFor('pay', { id: plan.goodsId, num: String(quantity) }, at)}
          >
            <Trans>Buy now</Trans>
          </SiteLink>
        )}
      </aside>
    </div>
  );
}
