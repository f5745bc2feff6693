import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Campaign, CampaignInvitee } from '../../../../runtime/http/contract/campaigns.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import {
  CAMPAIGN_INVITES_PAGE_SIZE,
  CAMPAIGN_NOT_FOUND_STATUS,
  campaignDetailQuery,
  campaignInvitesQuery,
} from '../../../features/campaigns/campaignQueries.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { FRIEND_STATUS_LABELS, FRIEND_STATUS_TONES } from '../../../features/invites/inviteLabels.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { campaignSearch, inviteCampaignId } from './inviteCampaign.ts';
import '../../../styles/pages/company.css';
import '../../../styles/pages/appInvite.css';

/**
 * `/app/inviteActivity/detail`: the account's invitations in the campaign: each friend who signed up with its code
 * inside the campaign's window (masked), when, where the friend is now (signed up, verified, first order paid) and
 * what the sign-up brought; the totals over all of them; paged in the URL (`?page=`).
 */
export default function InviteActivityDetailPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const id = inviteCampaignId(search);
  const { page } = search as SearchOf<'app.inviteActivity.detail'>;
  const detail = useQuery(campaignDetailQuery(String(id)));
  // Read as the signed-in account's (inside the app a signed-out visit waits for the native login).
  const { loggedIn } = useSession();
  const invites = useQuery({ ...campaignInvitesQuery(id, page), enabled: loggedIn });
  if (isStatus(detail.error, CAMPAIGN_NOT_FOUND_STATUS) || isStatus(invites.error, CAMPAIGN_NOT_FOUND_STATUS)) {
    return <NotFoundView locale={route.locale} />;
  }
  const back = hrefFor('app.inviteActivity', {}, route, { search: campaignSearch(search) });
  return (
    <div className="company-page app-invite">
      <header className="company-hero app-invite-hero">
        <h1>
          <Trans>My invitations</Trans>
        </h1>
        {detail.data && <WindowLine campaign={detail.data} />}
      </header>
      <ReadSection
        query={invites}
        label={t`Your invitations`}
        className="app-invite-sections"
        skeleton={<Skeleton height="420px" />}
        isEmpty={(data) => data.totalCount === 0}
        empty={
          <div className="company-card">
            <p>
              <Trans>No friend has signed up with your code during this campaign yet.</Trans>
            </p>
            <SiteLink className="button button-primary app-invite-more" href={back}>
              <Trans>Invite friends</Trans>
            </SiteLink>
          </div>
        }
      >
        {(data) => {
          const pageCount = Math.max(1, Math.ceil(data.totalCount / CAMPAIGN_INVITES_PAGE_SIZE));
          const { totals } = data;
          return (
            <>
              <section className="company-card" aria-labelledby="invites-totals">
                <h2 id="invites-totals">
                  <Trans>Totals</Trans>
                </h2>
                <div className="app-invite-stats">
                  <StatCard label={<Trans>Friends who joined</Trans>} value={format.number(data.totalCount)} />
                  <StatCard
                    label={<Trans>Points earned</Trans>}
                    value={<Trans>{format.number(Number(totals.rewardedPoints))} points</Trans>}
                  />
                  <StatCard label={<Trans>Identity verified</Trans>} value={format.number(totals.verified)} />
                  <StatCard label={<Trans>First order paid</Trans>} value={format.number(totals.ordered)} />
                </div>
              </section>
              <section className="company-card" aria-labelledby="invites-friends">
                <h2 id="invites-friends">
                  <Trans>Friends</Trans>
                </h2>
                {data.data.length === 0 ? (
                  <p>
                    <Trans>There is nobody on this page.</Trans>{' '}
                    <SiteLink
                      href={hrefFor('app.inviteActivity.detail', {}, route, {
                        search: { ...campaignSearch(search), page: 1 },
                      })}
                    >
                      <Trans>Go to the first page</Trans>
                    </SiteLink>
                  </p>
                ) : (
                  <ul className="app-invite-list">
                    {data.data.map((friend) => (
                      <FriendRow key={`${friend.account}-${friend.registeredAt}`} friend={friend} />
                    ))}
                  </ul>
                )}
                <Pager
                  page={page}
                  pageCount={pageCount}
                  hrefFor={(next) =>
                    hrefFor('app.inviteActivity.detail', {}, route, {
                      search: { ...campaignSearch(search), page: next },
                    })
                  }
                  renderLink={(props) => <SiteLink {...props} />}
                />
              </section>
            </>
          );
        }}
      </ReadSection>
      <p className="company-note">
        <Trans>
          Times are in UTC. Accounts are masked for your friends' privacy. A friend counts when they sign up with your
          code while the campaign runs.
        </Trans>
      </p>
      <p>
        <SiteLink className="button button-outline app-invite-more" href={back}>
          <Trans>Back to the campaign</Trans>
        </SiteLink>
      </p>
    </div>
  );
}

/** When the campaign counts sign-ups, and its title. */
function WindowLine({ campaign }: { campaign: Campaign }) {
  const format = useFormat();
  const title = campaign.title;
  const start = format.dateTimeUtc(campaign.startAt);
  const end = format.dateTimeUtc(campaign.endAt);
  return (
    <p>
      <Trans>
        {title}: sign-ups from {start} to {end} count.
      </Trans>
    </p>
  );
}

function FriendRow({ friend }: { friend: CampaignInvitee }) {
  const format = useFormat();
  const signedUp = format.dateTimeUtc(friend.registeredAt);
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
        {friend.reward.kind === 'none' ? (
          <Trans>No reward yet</Trans>
        ) : (
          <Trans>Brought you {friend.reward.label}</Trans>
        )}
      </span>
    </li>
  );
}
