import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { planPrice, usdOfCents } from '../../../../runtime/domain/plans.ts';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { GOODS_DISCONTINUED } from '../../../../runtime/http/contract/plansValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { DETAIL_DISCONTINUED, NotFoundView } from '../../../features/errors/errorView.tsx';
import { PLAN_KIND_LABELS } from '../../../features/plans/planLabels.ts';
import { goodsDetailQuery } from '../../../features/plans/planQueries.ts';
import { AppStoreLinks } from '../../../features/services/appStoreLinks.tsx';
import { appLinksOf, appLinksQuery, noAppLinks } from '../../../features/services/serviceQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { appDeepLink } from '../../../shell/shellRules.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/services/services.css';

/**
 * `/detailShareMid?goodsId=`: where a shared link to a plan sold only in the app lands on a phone (the
 * `detailCheck` guard sends mobile visitors of app-only plans here): the plan's summary, a button that
 * opens it in the app, and the store links. No goods id is the 404 page; a plan that is not on sale
 * (or never was) is the discontinued notice.
 */
export default function DetailShareMidPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const { goodsId } = search as SearchOf<'detailShareMid'>;
  const plan = useQuery({ ...goodsDetailQuery(goodsId ?? ''), enabled: goodsId !== undefined });
  if (goodsId === undefined) return <NotFoundView locale={route.locale} />;
  if (isStatus(plan.error, GOODS_DISCONTINUED)) {
    return <NotFoundView locale={route.locale} detail={DETAIL_DISCONTINUED} />;
  }
  return (
    <div className="services-share">
      <ReadSection
        query={plan}
        label={t`Shared plan`}
        className="services-stack"
        skeleton={<Skeleton height="352px" />}
      >
        {(data) => <SharedPlan plan={data} />}
      </ReadSection>
      <StoreLinks />
    </div>
  );
}

function SharedPlan({ plan }: { plan: GoodsDetail }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const unit = planPrice({
    hashrateTh: plan.hashrateTh,
    quantity: 1,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: 0,
  });
  const perTh = (fee: string) => t`${format.usd(fee, { decimals: 4 })} per TH per day`;
  const app = plan.supportPlatform.every((p) => p !== 'WEB');
  return (
    <article className="services-card services-stack" aria-labelledby="share-plan">
      <p>
        <span className="services-badge">{i18n._(PLAN_KIND_LABELS[plan.goodsType])}</span>{' '}
        {app && (
          <span className="services-badge">
            <Trans>Only in the app</Trans>
          </span>
        )}
      </p>
      <h1 id="share-plan">{plan.goodsName}</h1>
      <dl className="services-facts">
        <div>
          <dt>
            <Trans>Miner</Trans>
          </dt>
          <dd>
            {plan.minerModel} · {format.efficiency(plan.efficiencyJt)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Hashrate per unit</Trans>
          </dt>
          <dd>{format.hashrate(plan.hashrateTh)}</dd>
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
            <Trans>Service fee</Trans>
          </dt>
          <dd>
            {perTh(plan.serviceFeePerThDay)}
            {plan.allInclusive && (
              <>
                {' '}
                <Trans>(included in the price)</Trans>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Pool</Trans>
          </dt>
          <dd>{plan.pool}</dd>
        </div>
        <div>
          <dt>
            <Trans>Price per unit</Trans>
          </dt>
          <dd>{format.usd(usdOfCents(unit.hashrateFeeCents))}</dd>
        </div>
      </dl>
      <p className="services-note">
        {plan.stock === 0 ? (
          <Trans>Sold out for now.</Trans>
        ) : (
          <Trans>Takes effect within {plan.startWithinHours} hours of payment.</Trans>
        )}
      </p>
      <a className="button button-primary" href={appDeepLink(plan.goodsId)}>
        <Trans>Open in the FuFu app</Trans>
      </a>
    </article>
  );
}

/** The store links under the plan; the section stays away when the dictionary has none. */
function StoreLinks() {
  const { t } = useLingui();
  const links = useQuery(appLinksQuery());
  return (
    <ReadSection
      query={links}
      label={t`Get the app`}
      className="services-card"
      skeleton={<Skeleton height="96px" />}
      isEmpty={noAppLinks}
      empty={
        <p>
          <Trans>The download links are not available right now. Please try again later.</Trans>
        </p>
      }
    >
      {(data) => (
        <>
          <h2>
            <Trans>No app yet?</Trans>
          </h2>
          <p>
            <Trans>Install the FuFu app, sign in, then open this link again to see the plan in the app.</Trans>
          </p>
          <AppStoreLinks links={appLinksOf(data)} qr={false} />
        </>
      )}
    </ReadSection>
  );
}
