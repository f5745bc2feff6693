import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import type { FreeTrialStatus } from '../../../../runtime/http/contract/checkout.ts';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import {
  FREE_TRIAL_RULES,
  FREE_TRIAL_TYPE,
  GOODS_DISCONTINUED,
} from '../../../../runtime/http/contract/plansValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DETAIL_DISCONTINUED, NotFoundView } from '../../../features/errors/errorView.tsx';
import { PlanEstimate } from '../../../features/plans/planEstimate.tsx';
import { freeTrialStatusQuery, goodsDetailQuery, networkStatsQuery } from '../../../features/plans/planQueries.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { FreeTrialClaim } from './freeTrialClaim.tsx';
import '../../../features/plans/plans.css';
import '../../../styles/pages/planCards.css';
import '../../../styles/pages/easyFree.css';

/**
 * `/free/detail/{id}`: the free trial plan a new account claims once (goods type 1): its facts, an estimate
 * of its output, its rules, and the claim: a visitor is asked to sign up, an eligible account claims it
 * (machines/plans/freeTrialClaimMachine.ts), an account that did sees its trial order, others see why not.
 * Goods that are not a trial are the 404 page here (they have their own detail URLs).
 */
export default function FreeTrialPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const goodsId = params.id ?? '';
  const plan = useQuery({ ...goodsDetailQuery(goodsId), enabled: goodsId !== '' });
  if (goodsId === '' || (plan.data && plan.data.goodsType !== FREE_TRIAL_TYPE)) {
    return <NotFoundView locale={route.locale} />;
  }
  if (isStatus(plan.error, GOODS_DISCONTINUED)) {
    return <NotFoundView locale={route.locale} detail={DETAIL_DISCONTINUED} />;
  }
  return (
    <div className="plan-detail-page trial-page">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('list', {}, route)}>
              <Trans>Plans</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">
            <Trans>Free trial</Trans>
          </li>
        </ol>
      </nav>
      <ReadSection query={plan} label={t`Free trial plan`} skeleton={<TrialSkeleton />}>
        {(data) => <TrialView plan={data} at={route} />}
      </ReadSection>
    </div>
  );
}

function TrialSkeleton() {
  return (
    <div className="plan-detail" aria-hidden="true">
      <div className="plan-detail-main">
        <Skeleton height="88px" />
        <Skeleton className="plan-detail-card" height="288px" />
        <Skeleton className="plan-detail-card" height="192px" />
      </div>
      <Skeleton className="plan-detail-card plan-buy-card" height="320px" />
    </div>
  );
}

function TrialView({ plan, at }: { plan: GoodsDetail; at: LinkContext }) {
  const { t } = useLingui();
  const format = useFormat();
  const network = useQuery(networkStatsQuery());
  const hashrate = format.hashrate(plan.hashrateTh);
  const term = format.days(plan.durationDays);
  const hours = plan.startWithinHours;
  const newDays = format.days(FREE_TRIAL_RULES.newAccountDays);

  return (
    <div className="plan-detail">
      <div className="plan-detail-main">
        <header className="plan-detail-head">
          <span className={`plan-kind plan-kind-${plan.goodsType}`}>
            <Trans>Free trial</Trans>
          </span>
          <h1>
            <Trans>
              Free trial: {hashrate} for {term}
            </Trans>
          </h1>
          <p className="plan-detail-sub">
            <Trans>
              Real {plan.minerModel} hashrate, mined at {plan.pool} and paid out in {plan.currency}, at no cost. One per
              account, for new accounts.
            </Trans>
          </p>
        </header>

        <section className="plan-detail-card" aria-labelledby="trial-facts">
          <h2 id="trial-facts">
            <Trans>Trial facts</Trans>
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
                <Trans>Hashrate</Trans>
              </dt>
              <dd>{hashrate}</dd>
            </div>
            <div>
              <dt>
                <Trans>Term</Trans>
              </dt>
              <dd>{term}</dd>
            </div>
            <div>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd>
                {format.usd('0')}
                <span className="plan-sub">
                  <Trans>Hashrate, electricity and maintenance are all included</Trans>
                </span>
              </dd>
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
                <Trans>Within {hours} hours after claiming</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Trials left</Trans>
              </dt>
              <dd>{plan.stock}</dd>
            </div>
          </dl>
        </section>

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
                totalTh={new Big(plan.hashrateTh)}
                durationDays={plan.durationDays}
                poolFeePercent={plan.poolFeePercent}
              />
            )}
          </ReadSection>
        </div>

        <section className="plan-detail-card" aria-labelledby="trial-rules">
          <h2 id="trial-rules">
            <Trans>Trial rules</Trans>
          </h2>
          <ul className="plan-rules">
            <li>
              <Trans>
                One free trial per account, whichever trial it is. It cannot be renewed, transferred or sold.
              </Trans>
            </li>
            <li>
              <Trans>
                For new accounts only: claim it within {newDays} of registering. Accounts older than that can start with
                an easy plan.
              </Trans>
            </li>
            <li>
              <Trans>
                No identity verification (KYC) is needed to claim the trial. You need it later to buy plans and to
                withdraw.
              </Trans>
            </li>
            <li>
              <Trans>
                The output is paid like any plan's: settled for each UTC day and sent to your BTC payout address once
                the balance passes the payout threshold; smaller amounts accumulate.
              </Trans>
            </li>
            <li>
              <Trans>
                The trial takes effect within {hours} hours after claiming. What is guaranteed is the 24-hour average
                hashrate; outages on our side extend the trial by the time lost.
              </Trans>
            </li>
            <li>
              <Trans>Nothing is charged during or after the trial, and it does not renew into a paid plan.</Trans>
            </li>
          </ul>
        </section>
      </div>

      <aside className="plan-detail-card plan-buy-card" aria-labelledby="trial-claim">
        <h2 id="trial-claim">
          <Trans>Claim your free trial</Trans>
        </h2>
        <p className="trial-price">
          {format.usd('0')} · {hashrate} · {term}
        </p>
        <TrialAccess plan={plan} at={at} />
      </aside>
    </div>
  );
}

/** Who is looking decides what the claim card offers: sign up, the claim, the trial order, or why not. */
function TrialAccess({ plan, at }: { plan: GoodsDetail; at: LinkContext }) {
  const { loggedIn } = useSession();
  if (!loggedIn) return <VisitorPrompt plan={plan} />;
  return <AccountTrial plan={plan} at={at} />;
}

function VisitorPrompt({ plan }: { plan: GoodsDetail }) {
  const modals = useAccountModals();
  const days = FREE_TRIAL_RULES.newAccountDays;
  return (
    <div className="trial-visitor">
      <p>
        <Trans>
          Create a free account to claim {plan.hashrateTh} TH/s for {plan.durationDays} days. New accounts can claim it
          within {days} days of registering.
        </Trans>
      </p>
      <button
        type="button"
        className="button button-primary button-large plan-buy"
        onClick={() => modals.openRegister()}
      >
        <Trans>Sign up to claim</Trans>
      </button>
      <button type="button" className="button button-outline" onClick={() => modals.openLogin()}>
        <Trans>I have an account: log in</Trans>
      </button>
    </div>
  );
}

function AccountTrial({ plan, at }: { plan: GoodsDetail; at: LinkContext }) {
  const { t } = useLingui();
  const status = useQuery(freeTrialStatusQuery(plan.goodsId));
  return (
    <ReadSection query={status} label={t`Your free trial`} skeleton={<Skeleton height="192px" />}>
      {(data) => <TrialStatusView plan={plan} status={data} at={at} />}
    </ReadSection>
  );
}

function TrialStatusView({ plan, status, at }: { plan: GoodsDetail; status: FreeTrialStatus; at: LinkContext }) {
  const format = useFormat();
  if (status.eligible) {
    const deadline = format.dateTimeUtc(status.claimBefore);
    return (
      <>
        <p className="trial-eligible">
          <Trans>Your account can claim this trial until {deadline}.</Trans>
        </p>
        <FreeTrialClaim plan={plan} defaultAddress={status.defaultAddress} at={at} />
      </>
    );
  }
  if (status.reason === 'claimed' && status.claimedOrderNo) {
    const orderNo = status.claimedOrderNo;
    const claimedAt = status.claimedAt ? format.dateTimeUtc(status.claimedAt) : '';
    return (
      <div className="trial-result">
        <p>
          <Trans>
            You claimed your free trial on {claimedAt}: order <strong>{orderNo}</strong>. One trial per account.
          </Trans>
        </p>
        <p className="trial-links">
          <SiteLink className="button button-primary" href={hrefFor('pay.detail', { orderNo }, at)}>
            <Trans>See your trial order</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={hrefFor('dashboard.order.detail', { orderNo }, at)}>
            <Trans>Track it in your orders</Trans>
          </SiteLink>
        </p>
      </div>
    );
  }
  const registered = format.dateUtc(status.registeredAt);
  const days = FREE_TRIAL_RULES.newAccountDays;
  return (
    <div className="trial-ineligible">
      <p>
        {status.reason === 'soldOut' ? (
          <Trans>All free trials are claimed for now. New ones are added as miners come online.</Trans>
        ) : (
          <Trans>
            The free trial is for accounts in their first {days} days. Your account was registered on {registered}, so
            it can no longer claim it.
          </Trans>
        )}
      </p>
      <SiteLink className="button button-primary" href={hrefFor('easy', {}, at)}>
        <Trans>See the easy plans</Trans>
      </SiteLink>
    </div>
  );
}
