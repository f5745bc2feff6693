import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { VipStanding } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { vipLevelsQuery, vipStandingQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import type { VipTable } from '../../../features/loyalty/vipLevels.tsx';
import { VipStandingCard } from '../../../features/loyalty/vipStanding.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { VipBenefitsCompare } from './vipBenefitsCompare.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';
import '../../../styles/pages/appPages.css';
import '../../../styles/pages/appVip.css';

/**
 * `/app/vip` (issue #22), signed in, inside the app: the account's level with its badge, its paid orders in the
 * evaluation window, the gap to the next level and the next evaluation; what its level brings next to what the
 * next one would; links to its record, the rules and the plans (the app's own plan list inside the app).
 */
export default function AppVipPage({ route }: PageProps) {
  const { t } = useLingui();
  const standing = useQuery(vipStandingQuery());
  const levels = useQuery(vipLevelsQuery());
  const nameOf = (level: number) => levels.data?.levels.find((entry) => entry.level === level)?.name;
  return (
    <div className="app-page app-vip">
      <h1>
        <Trans>Your VIP level</Trans>
      </h1>
      <ReadSection
        query={standing}
        label={t`Your VIP level`}
        className="company-card loyalty-standing"
        skeleton={<Skeleton height="220px" />}
      >
        {(data) => (
          <>
            <VipStandingCard data={data} name={nameOf(data.level)} />
            <NextEvaluation data={data} />
          </>
        )}
      </ReadSection>
      {standing.isSuccess && <Benefits levels={levels} level={standing.data.level} />}
      <nav className="company-card" aria-label={t`More about VIP levels`}>
        <ul className="app-list">
          <li>
            <SiteLink href={hrefFor('app.vip.record', {}, route)}>
              <Trans>Your level history</Trans>
            </SiteLink>
          </li>
          <li>
            <SiteLink href={hrefFor('app.vip.rules', {}, route)}>
              <Trans>How levels are evaluated</Trans>
            </SiteLink>
          </li>
          <li>
            <SiteLink href={hrefFor('list', {}, route)}>
              <Trans>View mining plans</Trans>
            </SiteLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The next evaluation's date, also at the top level (where the card names no gap). */
function NextEvaluation({ data }: { data: VipStanding }) {
  const format = useFormat();
  return (
    <p className="company-note app-vip-evaluation">
      <Trans>Next evaluation: {format.dateUtc(data.nextEvaluationAt)}, 00:00 UTC</Trans>
    </p>
  );
}

/** The account's benefits next to the next level's: a read of the VIP table of its own (public, cached). */
function Benefits({ levels, level }: { levels: UseQueryResult<VipTable>; level: number }) {
  const { t } = useLingui();
  return (
    <ReadSection
      query={levels}
      label={t`Level benefits`}
      className="company-card"
      skeleton={<Skeleton height="240px" />}
    >
      {(data) => <VipBenefitsCompare levels={data.levels} level={level} />}
    </ReadSection>
  );
}
