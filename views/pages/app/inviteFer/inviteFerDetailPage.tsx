import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { INVITE_HISTORY_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { InvitedFriend, InviteReward } from '../../../../runtime/http/contract/invites.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import {
  FRIEND_STATUS_LABELS,
  FRIEND_STATUS_TONES,
  INVITE_REWARD_KIND_LABELS,
  INVITE_REWARD_STATUS_LABELS,
  INVITE_REWARD_STATUS_TONES,
} from '../../../features/invites/inviteLabels.ts';
import {
  INVITE_PAGE_SIZE,
  inviteFriendsQuery,
  inviteRewardsQuery,
  inviteSummaryQuery,
} from '../../../features/invites/inviteQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/appInvite.css';

type Tab = (typeof INVITE_HISTORY_TAB_VALUES)[number];

/**
 * `/app/inviteFer/detail`: the referral earnings history (each first-order bonus and rebate with the friend, the
 * order, the points and whether they are credited) and the invited friends, as two tabs bound to `?tab=`, each paged
 * on the server (`?page=`), one card a row for the phone.
 */
export default function InviteFerDetailPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { tab, page } = search as SearchOf<'app.inviteFer.detail'>;
  // Read as the signed-in account's (inside the app a signed-out visit waits for the native login).
  const { loggedIn } = useSession();
  const summary = useQuery({ ...inviteSummaryQuery(), enabled: loggedIn });
  const rewards = useQuery({ ...inviteRewardsQuery(page), enabled: loggedIn && tab === 'rewards' });
  const friends = useQuery({ ...inviteFriendsQuery(page), enabled: loggedIn && tab === 'friends' });
  const tabHref = (value: Tab, next = 1) =>
    hrefFor('app.inviteFer.detail', {}, route, { search: { tab: value, page: next } });
  const pager = (total: number) => (
    <Pager
      page={page}
      pageCount={Math.max(1, Math.ceil(total / INVITE_PAGE_SIZE))}
      hrefFor={(next) => tabHref(tab, next)}
      renderLink={(props) => <SiteLink {...props} />}
    />
  );
  const invite = (
    <SiteLink className="button button-primary app-invite-more" href={hrefFor('app.inviteFer', {}, route)}>
      <Trans>Invite friends</Trans>
    </SiteLink>
  );

  return (
    <div className="company-page app-invite">
      <header className="company-hero app-invite-hero">
        <h1>
          <Trans>Referral earnings</Trans>
        </h1>
        <p>
          <Trans>Points your friends' orders earned you, and the friends who signed up with your code.</Trans>
        </p>
      </header>
      {summary.isSuccess && (
        <div className="app-invite-stats">
          <StatCard
            label={<Trans>Credited</Trans>}
            value={<Trans>{format.number(Number(summary.data.creditedPoints))} points</Trans>}
          />
          <StatCard
            label={<Trans>Ready to claim</Trans>}
            value={<Trans>{format.number(Number(summary.data.pendingPoints))} points</Trans>}
            hint={
              Number(summary.data.pendingPoints) > 0 ? (
                <SiteLink href={hrefFor('app.inviteFer', {}, route)}>
                  <Trans>Claim them</Trans>
                </SiteLink>
              ) : undefined
            }
          />
        </div>
      )}
      <Tabs<Tab>
        label={t`Referral earnings`}
        value={tab}
        hrefFor={(value) => tabHref(value)}
        renderLink={(props) => <SiteLink {...props} />}
        items={[
          { value: 'rewards', label: t`Earnings` },
          { value: 'friends', label: t`Invited friends`, count: summary.data?.invitedCount },
        ]}
      >
        {tab === 'rewards' ? (
          <ReadSection
            query={rewards}
            label={t`Earnings history`}
            skeleton={<Skeleton height="360px" />}
            isEmpty={(data) => data.totalCount === 0}
            empty={
              <div className="company-card">
                <p>
                  <Trans>Your friends' orders have not earned rewards yet.</Trans>
                </p>
                {invite}
              </div>
            }
          >
            {(data) => (
              <>
                <OutOfRange shown={data.data.length} first={tabHref(tab)} />
                <ul className="app-invite-list">
                  {data.data.map((reward) => (
                    <RewardItem key={reward.rewardId} reward={reward} />
                  ))}
                </ul>
                {pager(data.totalCount)}
              </>
            )}
          </ReadSection>
        ) : (
          <ReadSection
            query={friends}
            label={t`Invited friends`}
            skeleton={<Skeleton height="360px" />}
            isEmpty={(data) => data.totalCount === 0}
            empty={
              <div className="company-card">
                <p>
                  <Trans>No friend has signed up with your link yet.</Trans>
                </p>
                {invite}
              </div>
            }
          >
            {(data) => (
              <>
                <OutOfRange shown={data.data.length} first={tabHref(tab)} />
                <ul className="app-invite-list">
                  {data.data.map((friend) => (
                    <FriendItem key={`${friend.account}-${friend.registeredAt}`} friend={friend} />
                  ))}
                </ul>
                {pager(data.totalCount)}
              </>
            )}
          </ReadSection>
        )}
      </Tabs>
      <p className="company-note">
        <Trans>
          Times are in UTC. Accounts are masked for your friends' privacy. A reward is recorded when the friend's order
          is paid; 1 point = 1 USD.
        </Trans>
      </p>
      <BackLink route={route} />
    </div>
  );
}

/** A page number past the last page: nothing to list there, and the way back to the first. */
function OutOfRange({ shown, first }: { shown: number; first: string }) {
  if (shown > 0) return null;
  return (
    <p>
      <Trans>There is nobody on this page.</Trans>{' '}
      <SiteLink href={first}>
        <Trans>Go to the first page</Trans>
      </SiteLink>
    </p>
  );
}

function RewardItem({ reward }: { reward: InviteReward }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const points = format.number(Number(reward.rewardPoints));
  const friend = reward.friend;
  const order = reward.orderNo;
  const amount = format.usd(reward.orderUsd);
  const paid = format.dateTimeUtc(reward.at);
  return (
    <li className="app-invite-item">
      <div className="app-invite-item-head">
        <strong>{i18n._(INVITE_REWARD_KIND_LABELS[reward.kind])}</strong>
        <strong>
          <Trans>+{points} points</Trans>
        </strong>
      </div>
      <span>
        <Trans>
          {friend}'s order {order} of {amount}, paid {paid}
        </Trans>
      </span>
      <span className="app-invite-item-status">
        <StatusBadge status={reward.status} labels={INVITE_REWARD_STATUS_LABELS} tones={INVITE_REWARD_STATUS_TONES} />
        {reward.creditedAt && <span className="company-note">{format.dateTimeUtc(reward.creditedAt)}</span>}
      </span>
    </li>
  );
}

function FriendItem({ friend }: { friend: InvitedFriend }) {
  const format = useFormat();
  const signedUp = format.dateTimeUtc(friend.registeredAt);
  const orders = format.number(friend.paidOrders);
  const points = format.number(Number(friend.rewardPoints));
  return (
    <li className="app-invite-item">
      <div className="app-invite-item-head">
        <strong>{friend.account}</strong>
        <StatusBadge status={friend.status} labels={FRIEND_STATUS_LABELS} tones={FRIEND_STATUS_TONES} />
      </div>
      <span className="company-note">
        <Trans>Signed up {signedUp}</Trans>
      </span>
      <span>
        <Trans>
          Paid orders: {orders}. Your reward: {points} points.
        </Trans>
      </span>
    </li>
  );
}

function BackLink({ route }: { route: LocalizedRoute }) {
  return (
    <p>
      <SiteLink className="button button-outline app-invite-more" href={hrefFor('app.inviteFer', {}, route)}>
        <Trans>Back to referral rewards</Trans>
      </SiteLink>
    </p>
  );
}
