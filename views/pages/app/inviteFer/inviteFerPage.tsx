import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { InviteSummary } from '../../../../runtime/http/contract/invites.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { InviteClaim } from '../../../features/invites/inviteClaim.tsx';
import { inviteLink } from '../../../features/invites/inviteLink.ts';
import { inviteSummaryQuery } from '../../../features/invites/inviteQueries.ts';
import { InviteShare } from '../../../features/invites/inviteShare.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/appInvite.css';

/**
 * `/app/inviteFer`: the referral programme inside the app: the account's code, link and QR with the app's share sheet,
 * its earnings (credited, ready to claim, with the claim), its terms by VIP level (first-order bonus, rebate and its
 * cap), what an invited friend gets, the Gold Medal progress, and the way to the earnings history.
 */
export default function InviteFerPage({ route }: PageProps) {
  const { t } = useLingui();
  // Read as the signed-in account's (inside the app a signed-out visit waits for the native login).
  const { loggedIn } = useSession();
  const summary = useQuery({ ...inviteSummaryQuery(), enabled: loggedIn });
  return (
    <div className="company-page app-invite">
      <header className="company-hero app-invite-hero">
        <h1>
          <Trans>Referral rewards</Trans>
        </h1>
        <p>
          <Trans>Invite friends to FuFu Cloud Mining and earn points on their orders (1 point = 1 USD).</Trans>
        </p>
      </header>
      <ReadSection
        query={summary}
        label={t`Your referral rewards`}
        className="app-invite-sections"
        skeleton={<Skeleton height="640px" />}
      >
        {(data) => <Referral data={data} route={route} />}
      </ReadSection>
    </div>
  );
}

function Referral({ data, route }: { data: InviteSummary; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const { terms } = data;
  const code = data.inviteCode;
  const gift = format.usd(String(terms.inviteeGiftUsd), { decimals: 0 });
  const credited = format.number(Number(data.creditedPoints));
  const pending = format.number(Number(data.pendingPoints));
  return (
    <>
      <section className="company-card" aria-labelledby="referral-share">
        <h2 id="referral-share">
          <Trans>Invite your friends</Trans>
        </h2>
        <InviteShare
          code={code}
          link={inviteLink(route, code)}
          title={t`Invite friends`}
          text={t`Mine bitcoin with FuFu Cloud Mining: sign up with my code ${code} for a ${gift} gift.`}
        />
      </section>

      <section className="company-card" aria-labelledby="referral-earnings">
        <h2 id="referral-earnings">
          <Trans>Your earnings</Trans>
        </h2>
        <div className="app-invite-stats">
          <StatCard label={<Trans>Credited</Trans>} value={<Trans>{credited} points</Trans>} />
          <StatCard label={<Trans>Ready to claim</Trans>} value={<Trans>{pending} points</Trans>} />
          <StatCard label={<Trans>Friends invited</Trans>} value={format.number(data.invitedCount)} />
          <StatCard label={<Trans>Friends with a paid order</Trans>} value={format.number(data.orderedCount)} />
        </div>
        <InviteClaim pendingPoints={data.pendingPoints} />
        <SiteLink className="button button-outline app-invite-more" href={hrefFor('app.inviteFer.detail', {}, route)}>
          <Trans>Earnings history and friends</Trans>
        </SiteLink>
      </section>

      <Terms data={data} />

      <section className="company-card" aria-labelledby="referral-gift">
        <h2 id="referral-gift">
          <Trans>What your friend gets</Trans>
        </h2>
        <ul className="app-invite-rules">
          <li>
            <Trans>A new-user gift coupon worth {gift} on signing up with your link or code.</Trans>
          </li>
          <li>
            <Trans>
              {terms.inviteeDiscountPercent}% off hashrate fees for the first {terms.inviteeDiscountDays} days.
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}

/** The programme's terms by VIP level, the account's own marked, and the rules every level shares. */
function Terms({ data }: { data: InviteSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const { terms } = data;
  const level = data.level;
  // An account without a level earns the lowest level's bonus (sandbox/features/invites/store.ts).
  const effective = Math.min(Math.max(level, 1), terms.firstOrderBonusPercentByLevel.length);
  const minimum = format.usd(String(terms.firstOrderMinUsd), { decimals: 0 });
  const rebateMinimum = format.usd(String(terms.rebateMinOrderUsd), { decimals: 0 });
  const cap = format.number(terms.rebateCapPointsPerFriend);
  const coupon = format.usd(String(terms.couponUsdPerFriend), { decimals: 0 });
  const goldReward = format.usd(String(terms.goldMedalRewardUsd), { decimals: 0 });
  const qualified = Math.min(data.goldMedal.qualifiedFriends, terms.goldMedalFriends);
  return (
    <section className="company-card" aria-labelledby="referral-terms">
      <h2 id="referral-terms">
        <Trans>Your terms</Trans>
      </h2>
      <p className="app-invite-level">
        {level === 0 ? (
          <Trans>You have no VIP level yet: you earn the VIP 1 terms.</Trans>
        ) : (
          <Trans>Your level: VIP {level}.</Trans>
        )}
      </p>
      <table className="app-invite-table">
        <caption className="visually-hidden">{t`Referral terms by VIP level`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Level</Trans>
            </th>
            <th scope="col">
              <Trans>First-order bonus</Trans>
            </th>
            <th scope="col">
              <Trans>Rebate</Trans>
            </th>
            <th scope="col">
              <Trans>Cap per friend</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.firstOrderBonusPercentByLevel.map((percent, index) => {
            const vip = index + 1;
            const mine = vip === effective;
            return (
              <tr key={vip} data-me={mine || undefined}>
                <th scope="row">{mine ? <Trans>VIP {vip} (you)</Trans> : <Trans>VIP {vip}</Trans>}</th>
                <td>{percent}%</td>
                <td>{terms.rebatePercent}%</td>
                <td>
                  <Trans>{cap} points</Trans>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="app-invite-rules">
        <li>
          <Trans>
            First-order bonus: a share of a friend's first order (not the free trial) of at least {minimum}, paid within{' '}
            {terms.firstOrderWindowDays} days of signing up. Yours: {data.firstOrderBonusPercent}%.
          </Trans>
        </li>
        <li>
          <Trans>
            Rebate: {terms.rebatePercent}% of the hashrate fee of each order of {rebateMinimum} or more, up to {cap}{' '}
            points per friend.
          </Trans>
        </li>
        <li>
          <Trans>A {coupon} hashrate coupon for each friend's first order that is not a trial.</Trans>
        </li>
        <li>
          <Trans>
            Gold Medal Recommender: {terms.goldMedalFriends} friends with {terms.goldMedalTradingDays} days of trading
            earn you a {goldReward} service-fee reward.
          </Trans>{' '}
          {data.goldMedal.earned ? (
            <strong>
              <Trans>Earned.</Trans>
            </strong>
          ) : (
            <Trans>
              Your progress: {qualified} of {terms.goldMedalFriends} friends.
            </Trans>
          )}
        </li>
        <li>
          <Trans>
            Rewards are recorded when a friend's order is paid and credited to your points when you claim them.
            Withdrawing needs identity verification (KYC).
          </Trans>
        </li>
      </ul>
    </section>
  );
}
