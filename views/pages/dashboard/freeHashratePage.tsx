import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import type {
  FREE_HASHRATE_SOURCES,
  FREE_HASHRATE_STATES,
  FreeHashrateGrant,
} from '../../../runtime/http/contract/hashrate.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { DashboardPage } from '../../features/dashboard/dashboardNav.tsx';
import { freeHashrateQuery } from '../../features/hashrate/hashrateQueries.ts';
import { useFormat } from '../../format/useFormat.ts';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatCard } from '../../ui/statCard.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import '../../styles/pages/dashboardRewards.css';

type GrantState = (typeof FREE_HASHRATE_STATES)[number];
type GrantSource = (typeof FREE_HASHRATE_SOURCES)[number];

const STATE_LABELS: Record<GrantState, MessageDescriptor> = {
  pendingStart: msg`Starts at 00:00 UTC`,
  running: msg`Mining`,
  ended: msg`Ended`,
};
const STATE_TONES: Record<GrantState, 'info' | 'success' | 'neutral'> = {
  pendingStart: 'info',
  running: 'success',
  ended: 'neutral',
};
const SOURCE_LABELS: Record<GrantSource, MessageDescriptor> = {
  freeTrial: msg`Free trial plan`,
  campaign: msg`Campaign reward`,
};

/**
 * `/dashboard/freeHashrate` (issue #18): the hashrate the account got for free, the free trial plan and
 * campaign grants, each with its term in UTC, its state and what it has mined (settled days only), and the
 * total. Free hashrate mines like a plan: its output joins the account's daily BTC payouts.
 */
export default function FreeHashratePage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const grants = useQuery(freeHashrateQuery());
  return (
    <DashboardPage route={route} current="freeHashrate">
      <PageFrame title={t`Free hashrate`}>
        <ReadSection
          query={grants}
          label={t`Free hashrate`}
          skeleton={<Skeleton height="192px" />}
          isEmpty={(data) => data.grants.length === 0}
          empty={
            <div className="dr-card">
              <p>
                <Trans>
                  You have no free hashrate yet. New accounts can claim the free trial plan in their first days, and
                  campaigns reward hashrate too.
                </Trans>
              </p>
              <SiteLink className="button button-primary" href={hrefFor('dashboard.rewards', {}, route)}>
                <Trans>See rewards</Trans>
              </SiteLink>
            </div>
          }
        >
          {(data) => (
            <>
              <div className="dr-stats">
                <StatCard
                  label={<Trans>Mined with free hashrate</Trans>}
                  value={format.coin(data.totalOutputBtc, 'BTC')}
                />
                <StatCard
                  label={<Trans>Mining now</Trans>}
                  value={format.hashrate(
                    data.grants.filter((g) => g.state === 'running').reduce((sum, g) => sum + g.hashrateTh, 0),
                  )}
                />
              </div>
              <ul className="dr-coupons">
                {data.grants.map((grant) => (
                  <GrantCard key={grant.grantId} grant={grant} route={route} />
                ))}
              </ul>
            </>
          )}
        </ReadSection>
        <p className="fine-print">
          <Trans>
            Free hashrate mines from 00:00 UTC after it is granted, for its term; each day is settled after 00:00 UTC
            and paid with your plans' output to your BTC wallet once the balance is above the payout threshold.
          </Trans>
        </p>
      </PageFrame>
    </DashboardPage>
  );
}

function GrantCard({ grant, route }: { grant: FreeHashrateGrant; route: LocalizedRoute }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = `grant-${grant.grantId}`;
  return (
    <li className="dr-coupon" data-status={grant.state === 'ended' ? 'expired' : 'usable'} aria-labelledby={headingId}>
      <h3 id={headingId}>{grant.name}</h3>
      <span className="dr-coupon-value">{format.hashrate(grant.hashrateTh)}</span>
      <span>
        <span>{i18n._(SOURCE_LABELS[grant.source])}</span>{' '}
        <StatusBadge status={grant.state} labels={STATE_LABELS} tones={STATE_TONES} />
      </span>
      <dl className="dr-facts">
        <dt>
          <Trans>Term (UTC)</Trans>
        </dt>
        <dd>
          <Trans>
            {format.days(grant.durationDays)}: {format.dateUtc(grant.startAt)} to {format.dateUtc(grant.endAt)}
          </Trans>
        </dd>
        <dt>
          <Trans>Mined</Trans>
        </dt>
        <dd>
          {format.coin(grant.outputBtc, 'BTC')}{' '}
          <span className="cell-sub">
            <Trans>over {format.days(grant.daysMined)} settled</Trans>
          </span>
        </dd>
        {grant.lastDayBtc !== null && (
          <>
            <dt>
              <Trans>Last settled day</Trans>
            </dt>
            <dd>{format.coin(grant.lastDayBtc, 'BTC')}</dd>
          </>
        )}
      </dl>
      <SiteLink
        className="link-button"
        href={hrefFor('dashboard.hashrate.output', {}, route, { search: { order: grant.grantId } })}
      >
        <Trans>Daily output</Trans>
      </SiteLink>
    </li>
  );
}
