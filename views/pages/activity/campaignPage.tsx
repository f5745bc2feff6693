import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { CAMPAIGN_KEY_PATTERN } from '../../../runtime/http/contract/campaignsValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import {
  CAMPAIGN_NOT_FOUND_STATUS,
  campaignDetailQuery,
  campaignKeyOf,
} from '../../features/campaigns/campaignQueries.ts';
import { CampaignView } from '../../features/campaigns/campaignView.tsx';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import { PlanCard } from '../../features/plans/planCard.tsx';
import { floatPlansQuery, networkStatsQuery } from '../../features/plans/planQueries.ts';
import type { PageProps } from '../../pageProps.ts';
import { ReadSection } from '../../ui/readSection.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/plans/plans.css';
import { usePageHeadFromData } from '../../documentHead.tsx';

/**
 * Every campaign page (`/activity/*` and the app's campaign pages): the campaign its route names, or the one
 * `/activity/{activityId}` names (a CMS campaign); an unknown campaign is the 404 page. What a campaign shows is its
 * modules' (views/features/campaigns/campaignView.tsx); the short-term plans module shows the plan cards.
 */
export default function CampaignPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const key = campaignKeyOf(route.id, params);
  const valid = CAMPAIGN_KEY_PATTERN.test(key);
  const detail = useQuery({ ...campaignDetailQuery(key), enabled: valid });
  usePageHeadFromData(detail.data && { title: detail.data.title, description: detail.data.summary });
  if (!valid || isStatus(detail.error, CAMPAIGN_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <ReadSection query={detail} label={t`Campaign`} skeleton={<Skeleton height="480px" />}>
      {(campaign) => (
        <CampaignView
          campaign={campaign}
          route={route}
          compact={route.layout === 'app'}
          plans={(goodsIds) => <CampaignPlans goodsIds={goodsIds} route={route} />}
        />
      )}
    </ReadSection>
  );
}

/** The campaign's short-term plans, from the stable plan list (the same read as home's). */
function CampaignPlans({ goodsIds, route }: { goodsIds: string[]; route: LocalizedRoute }) {
  const { t } = useLingui();
  const plans = useQuery(floatPlansQuery());
  const network = useQuery(networkStatsQuery());
  return (
    <ReadSection
      query={plans}
      label={t`Short-term plans on sale`}
      skeleton={<Skeleton height="320px" />}
      isEmpty={(page) => !page.data.some((goods) => goodsIds.includes(goods.goodsId))}
      empty={
        <p className="company-note">
          <Trans>The short-term plans are sold out. Book the next release below.</Trans>
        </p>
      }
    >
      {(page) => (
        <ul className="plan-list" aria-label={t`Short-term plans`}>
          {page.data
            .filter((goods) => goodsIds.includes(goods.goodsId))
            .map((goods) => (
              <PlanCard key={goods.goodsId} goods={goods} at={route} network={network.data} />
            ))}
        </ul>
      )}
    </ReadSection>
  );
}
