import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { InvitedFriend, InviteRankingEntry, InviteSummary } from '../../../../runtime/http/contract/invites.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { FRIEND_STATUS_LABELS, FRIEND_STATUS_TONES } from '../../../features/invites/inviteLabels.ts';
import { inviteLink } from '../../../features/invites/inviteLink.ts';
import { inviteFriendsQuery, inviteRankingQuery, inviteSummaryQuery } from '../../../features/invites/inviteQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { QrCode } from '../../../ui/qrCode.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/dashboardRewards.css';

/** How many friends the page lists; the history has them all. */
const LATEST_FRIENDS = 5;

/**
 * `/dashboard/invite`: the account's personal link, code and QR with copy and share, what an invited friend gets,
 * how the inviter earns (the programme's terms and the account's level), the earnings so far and the latest
 * friends.
 */
export default function InvitePage({ route }: PageProps) {
  const { t } = useLingui();
  const summary = useQuery(inviteSummaryQuery());
  const friends = useQuery(inviteFriendsQuery(1, LATEST_FRIENDS));
  const ranking = useQuery(inviteRankingQuery());

  return (
    <DashboardPage route={route} current="invite">
      <PageFrame
        title={t`Invite friends`}
        actions={
          <SiteLink className="button button-outline" href={hrefFor('dashboard.invite.history', {}, route)}>
            <Trans>Invitation history</Trans>
          </SiteLink>
        }
      >
        <ReadSection
          query={summary}
          label={t`Your invitation`}
          className="dr-section"
          skeleton={<Skeleton height="352px" />}
        >
          {(data) => <Invitation data={data} route={route} />}
        </ReadSection>

        <div className="dr-card dr-section">
          <h2>
            <Trans>Latest invited friends</Trans>
          </h2>
          <ReadSection
            query={friends}
            label={t`Latest invited friends`}
            skeleton={<Skeleton height="160px" />}
            isEmpty={(data) => data.totalCount === 0}
            empty={
              <p className="dr-note">
                <Trans>No friend has signed up with your link yet. Share it to start earning.</Trans>
              </p>
            }
          >
            {(data) => <LatestFriends rows={data.data} total={data.totalCount} route={route} />}
          </ReadSection>
        </div>

        <div className="dr-card dr-section">
          <h2>
            <Trans>Top inviters</Trans>
          </h2>
          <ReadSection
            query={ranking}
            label={t`Top inviters`}
            skeleton={<Skeleton height="160px" />}
            isEmpty={(data) => data.ranking.length === 0}
            empty={
              <p className="dr-note">
                <Trans>No inviter's friend has paid an order yet. Yours could be the first.</Trans>
              </p>
            }
          >
            {(data) => <Ranking rows={data.ranking} myRank={data.myRank} />}
          </ReadSection>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

function Invitation({ data, route }: { data: InviteSummary; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const link = inviteLink(route, data.inviteCode);
  const { terms } = data;
  const shareText = t`Mine bitcoin with FuFu Cloud Mining: sign up with my code ${data.inviteCode} for a ${format.usd(String(terms.inviteeGiftUsd), { decimals: 0 })} gift.`;
  const share = async () => {
    try {
      await navigator.share({ title: t`Invite friends`, text: shareText, url: link });
    } catch {
      // Cancelled by the user, or refused: nothing to do.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const encoded = encodeURIComponent(link);
  const text = encodeURIComponent(shareText);

  return (
    <>
      <div className="dr-stats">
        <StatCard label={<Trans>Friends invited</Trans>} value={format.number(data.invitedCount)} />
        <StatCard label={<Trans>Friends with a paid order</Trans>} value={format.number(data.orderedCount)} />
        <StatCard
          label={<Trans>Rewards credited</Trans>}
          value={<Trans>{format.number(Number(data.creditedPoints))} points</Trans>}
        />
        <StatCard
          label={<Trans>Ready to claim</Trans>}
          value={<Trans>{format.number(Number(data.pendingPoints))} points</Trans>}
          hint={
            <SiteLink href={hrefFor('dashboard.rewards', {}, route)}>
              <Trans>Claim in Rewards</Trans>
            </SiteLink>
          }
        />
      </div>

      <div className="dr-grid">
        <section className="dr-card" aria-labelledby="invite-link">
          <h2 id="invite-link">
            <Trans>Your personal link</Trans>
          </h2>
          <div className="dr-invite-top">
            <div>
              <p className="dr-link-row">
                <code>{link}</code>
                <CopyButton value={link} label={<Trans>Copy link</Trans>} />
              </p>
              <p className="dr-note">
                <Trans>Your invite code</Trans>
              </p>
              <p className="dr-link-row">
                <span className="dr-code">{data.inviteCode}</span>
                <CopyButton value={data.inviteCode} label={<Trans>Copy code</Trans>} />
              </p>
              <ul className="dr-share" aria-label={t`Share your link`}>
                {canShare && (
                  <li>
                    <button type="button" className="button button-primary" onClick={() => void share()}>
                      <Trans>Share…</Trans>
                    </button>
                  </li>
                )}
                <li>
                  <a
                    className="button button-outline"
                    href={`https://t.me/share/url?url=${encoded}&text=${text}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Telegram
                  </a>
                </li>
                <li>
                  <a
                    className="button button-outline"
                    href={`https://x.com/intent/post?url=${encoded}&text=${text}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    X
                  </a>
                </li>
                <li>
                  <a
                    className="button button-outline"
                    href={`https://wa.me/?text=${text}%20${encoded}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp
                  </a>
                </li>
                <li>
                  <a
                    className="button button-outline"
                    href={`mailto:?subject=${encodeURIComponent(t`Join me on FuFu Cloud Mining`)}&body=${text}%20${encoded}`}
                  >
                    <Trans>Email</Trans>
                  </a>
                </li>
              </ul>
            </div>
            <QrCode value={link} label={t`QR code of your invite link`} caption={<Trans>Scan to sign up</Trans>} />
          </div>
        </section>

        <section className="dr-card dr-gift" aria-labelledby="invite-gift">
          <h2 id="invite-gift">
            <Trans>What your friend gets</Trans>
          </h2>
          <ul className="dr-rules">
            <li>
              <Trans>
                A new-user gift coupon worth{' '}
                <strong>{format.usd(String(terms.inviteeGiftUsd), { decimals: 0 })}</strong> on signing up with your
                link or code.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{terms.inviteeDiscountPercent}%</strong> off hashrate fees for the first{' '}
                {terms.inviteeDiscountDays} days.
              </Trans>
            </li>
          </ul>
        </section>
      </div>

      <section className="dr-card" aria-labelledby="invite-rules">
        <h2 id="invite-rules">
          <Trans>How you earn</Trans>
        </h2>
        <ul className="dr-rules">
          <li>
            <Trans>
              First-order bonus: when a friend's first order (not the free trial) is at least{' '}
              {format.usd(String(terms.firstOrderMinUsd), { decimals: 0 })} and paid within {terms.firstOrderWindowDays}{' '}
              days of signing up, you get {data.firstOrderBonusPercent}% of it in points (your level: VIP {data.level};{' '}
              {terms.firstOrderBonusPercentByLevel.join('% / ')}% from VIP 1 to VIP{' '}
              {terms.firstOrderBonusPercentByLevel.length}).
            </Trans>
          </li>
          <li>
            <Trans>
              Rebate: {terms.rebatePercent}% of the hashrate fee of each order of{' '}
              {format.usd(String(terms.rebateMinOrderUsd), { decimals: 0 })} or more, up to{' '}
              {format.number(terms.rebateCapPointsPerFriend)} points per friend.
            </Trans>
          </li>
          <li>
            <Trans>
              A {format.usd(String(terms.couponUsdPerFriend), { decimals: 0 })} hashrate coupon for each friend's first
              order that is not a trial.
            </Trans>
          </li>
          <li>
            <Trans>
              Gold Medal Recommender: {terms.goldMedalFriends} friends with {terms.goldMedalTradingDays} days of trading
              earn you a {format.usd(String(terms.goldMedalRewardUsd), { decimals: 0 })} service-fee reward.
            </Trans>{' '}
            <span className="gold-medal" data-earned={data.goldMedal.earned}>
              {data.goldMedal.earned ? (
                <Trans>
                  Earned: your service-fee coupon is in{' '}
                  <SiteLink href={hrefFor('dashboard.coupon', {}, route)}>My coupons</SiteLink> and comes off your next
                  service-fee payment.
                </Trans>
              ) : (
                <Trans>
                  Your progress: {Math.min(data.goldMedal.qualifiedFriends, terms.goldMedalFriends)} of{' '}
                  {terms.goldMedalFriends} friends (a friend counts {terms.goldMedalTradingDays} days after their first
                  plan was paid).
                </Trans>
              )}
            </span>
          </li>
          <li>
            <Trans>
              Rewards are recorded when a friend's order is paid and credited to your points when you claim them (1
              point = 1 USD). Withdrawing needs identity verification (KYC).
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}

function LatestFriends({ rows, total, route }: { rows: InvitedFriend[]; total: number; route: LocalizedRoute }) {
  const format = useFormat();
  return (
    <>
      <ul className="dr-missions">
        {rows.map((friend) => (
          <li key={`${friend.account}-${friend.registeredAt}`} className="dr-mission">
            <div>
              <h3>{friend.account}</h3>
              <span className="dr-note">
                <Trans>Signed up {format.dateUtc(friend.registeredAt)}</Trans>
              </span>
            </div>
            <StatusBadge status={friend.status} labels={FRIEND_STATUS_LABELS} tones={FRIEND_STATUS_TONES} />
            <span>
              <Trans>{format.number(Number(friend.rewardPoints))} points</Trans>
            </span>
          </li>
        ))}
      </ul>
      {total > rows.length && (
        <p>
          <SiteLink href={hrefFor('dashboard.invite.history', {}, route)}>
            <Trans>See all {total} friends</Trans>
          </SiteLink>
        </p>
      )}
    </>
  );
}

function Ranking({ rows, myRank }: { rows: InviteRankingEntry[]; myRank: number | null }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <>
      <table className="dr-ranking">
        <caption className="visually-hidden">{t`Top inviters`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Rank</Trans>
            </th>
            <th scope="col">
              <Trans>Inviter</Trans>
            </th>
            <th scope="col" className="dr-num">
              <Trans>Friends with a paid order</Trans>
            </th>
            <th scope="col" className="dr-num">
              <Trans>Sign-ups</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rank} data-me={row.me || undefined}>
              <td>{row.rank}</td>
              <td>
                {row.account}
                {row.me && (
                  <>
                    {' '}
                    <strong>
                      <Trans>(you)</Trans>
                    </strong>
                  </>
                )}
              </td>
              <td className="dr-num">{format.number(row.orderedCount)}</td>
              <td className="dr-num">{format.number(row.invitedCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dr-note">
        {myRank === null ? (
          <Trans>You enter the ranking when one of your friends pays an order.</Trans>
        ) : (
          <Trans>Your place: #{myRank}</Trans>
        )}
      </p>
    </>
  );
}
