import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { Campaign, CampaignStanding } from '../../../../runtime/http/contract/campaigns.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import {
  CAMPAIGN_NOT_FOUND_STATUS,
  campaignDetailQuery,
  campaignRankingQuery,
  campaignStandingQuery,
} from '../../../features/campaigns/campaignQueries.ts';
import { CampaignHero, CampaignRules } from '../../../features/campaigns/campaignView.tsx';
import { RankingCard } from '../../../features/campaigns/rankingCard.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { inviteLink } from '../../../features/invites/inviteLink.ts';
import { InviteShare } from '../../../features/invites/inviteShare.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { campaignSearch, inviteCampaignId } from './inviteCampaign.ts';
import '../../../styles/pages/appInvite.css';

/**
 * `/app/inviteActivity`: the invitation campaign inside the app (the CMS's invite ranking, or `?activityId=`): what
 * each invited friend brings, the account's code, link and QR with the app's share sheet, its progress and place, the
 * ranking with its prizes, the rules, and the campaign's upcoming or ended state. A campaign that does not exist or
 * has no invitations is the 404 page.
 */
export default function InviteActivityPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const id = inviteCampaignId(search);
  const detail = useQuery(campaignDetailQuery(String(id)));
  if (isStatus(detail.error, CAMPAIGN_NOT_FOUND_STATUS) || (detail.data && !detail.data.invite)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <ReadSection query={detail} label={t`Campaign`} skeleton={<Skeleton height="480px" />}>
      {(campaign) => <InviteCampaign campaign={campaign} route={route} search={search} />}
    </ReadSection>
  );
}

function InviteCampaign({
  campaign,
  route,
  search,
}: {
  campaign: Campaign;
  route: LocalizedRoute;
  search: Record<string, unknown>;
}) {
  const { t } = useLingui();
  // Read as the signed-in account's (inside the app a signed-out visit waits for the native login).
  const { loggedIn } = useSession();
  const standing = useQuery({ ...campaignStandingQuery(campaign.campaignId), enabled: loggedIn });
  const hasRanking = campaign.modules.includes('ranking');
  const inviter = campaign.invite?.inviterReward.label ?? '';
  const invitee = campaign.invite?.inviteeReward.label ?? '';
  return (
    <div className="company-page campaign-page campaign-compact app-invite">
      <CampaignHero campaign={campaign} compact />
      <section className="company-card" aria-labelledby="invite-brings">
        <h2 id="invite-brings">
          <Trans>What each friend brings</Trans>
        </h2>
        <ul className="app-invite-brings">
          <li>
            <span>
              <Trans>You get</Trans>
            </span>
            <strong>{inviter}</strong>
            <span className="company-note">
              <Trans>for each friend who signs up with your code while the campaign runs</Trans>
            </span>
          </li>
          <li>
            <span>
              <Trans>Your friend gets</Trans>
            </span>
            <strong>{invitee}</strong>
            <span className="company-note">
              <Trans>on signing up with your code</Trans>
            </span>
          </li>
        </ul>
      </section>
      <ReadSection
        query={standing}
        label={t`Your invitation`}
        className="app-invite-sections"
        skeleton={<Skeleton height="520px" />}
      >
        {(data) => <YourInvitation campaign={campaign} standing={data} route={route} search={search} />}
      </ReadSection>
      {hasRanking && loggedIn && <RankingCard campaign={campaign} standing={standing.data ?? null} />}
      <CampaignRules campaign={campaign} />
    </div>
  );
}

/** The account's code, link, QR and Share, and its progress: friends who joined, points, place. */
function YourInvitation({
  campaign,
  standing,
  route,
  search,
}: {
  campaign: Campaign;
  standing: CampaignStanding;
  route: LocalizedRoute;
  search: Record<string, unknown>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const ranking = useQuery({
    ...campaignRankingQuery(campaign.campaignId),
    enabled: campaign.modules.includes('ranking'),
  });
  const mine = standing.invite;
  if (!mine) return null;
  const code = mine.inviteCode;
  const link = inviteLink(route, code);
  const gift = campaign.invite?.inviteeReward.label ?? '';
  const start = format.dateTimeUtc(campaign.startAt);
  const place = ranking.data?.myRank ?? null;
  return (
    <>
      <section className="company-card" aria-labelledby="invite-share">
        <h2 id="invite-share">
          <Trans>Invite your friends</Trans>
        </h2>
        {campaign.state === 'upcoming' && (
          <p className="campaign-note-warning">
            <Trans>The campaign starts {start}: friends who sign up before then do not count for it.</Trans>
          </p>
        )}
        {campaign.state === 'ended' && (
          <p className="campaign-note-warning">
            <Trans>
              The campaign has ended: new sign-ups no longer count for it. Your link still earns{' '}
              <SiteLink href={hrefFor('app.inviteFer', {}, route)}>referral rewards</SiteLink>.
            </Trans>
          </p>
        )}
        <InviteShare
          code={code}
          link={link}
          title={t`Invite friends`}
          text={t`Join me on FuFu Cloud Mining: sign up with my code ${code} and get ${gift}.`}
        />
      </section>
      <section className="company-card" aria-labelledby="invite-progress">
        <h2 id="invite-progress">
          <Trans>Your progress</Trans>
        </h2>
        <div className="app-invite-stats">
          <StatCard label={<Trans>Friends who joined</Trans>} value={format.number(mine.invited)} />
          <StatCard
            label={<Trans>Points earned</Trans>}
            value={<Trans>{format.number(Number(mine.rewardedPoints))} points</Trans>}
          />
          {campaign.modules.includes('ranking') && (
            <StatCard
              label={<Trans>Your place</Trans>}
              value={
                !ranking.isSuccess ? '–' : place === null ? <Trans>Not ranked yet</Trans> : `#${format.number(place)}`
              }
            />
          )}
        </div>
        <SiteLink
          className="button button-outline app-invite-more"
          href={hrefFor('app.inviteActivity.detail', {}, route, { search: campaignSearch(search) })}
        >
          <Trans>See my invitations</Trans>
        </SiteLink>
      </section>
    </>
  );
}
