import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { vipLevelsQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { VipBenefitsTable, VipLevelCards, VipRulesList } from '../../../features/loyalty/vipLevels.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';
import '../../../styles/pages/appPages.css';
import '../../../styles/pages/appVip.css';

/**
 * `/app/vip/rules` (issue #22), inside the app, signed in or not: how levels are evaluated (the window, the
 * downgrade protection, the first-order bonus minimum and the rebate cap, from the `vipLevels` read's rules), the
 * benefits table and the five levels with their perks.
 */
export default function AppVipRulesPage({ route }: PageProps) {
  const { t } = useLingui();
  const levels = useQuery(vipLevelsQuery());
  return (
    <div className="app-page app-vip">
      <h1>
        <Trans>VIP rules</Trans>
      </h1>
      <ReadSection
        query={levels}
        label={t`VIP levels`}
        className="app-vip-sections"
        skeleton={<Skeleton height="480px" />}
      >
        {(data) => (
          <>
            <VipRulesList rules={data.rules} />
            <VipBenefitsTable levels={data.levels} rules={data.rules} />
            <VipLevelCards levels={data.levels} />
          </>
        )}
      </ReadSection>
      <SiteLink className="link-button" href={hrefFor('app.vip', {}, route)}>
        <Trans>Your VIP level</Trans>
      </SiteLink>
    </div>
  );
}
