import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { vipLevelsQuery, vipStandingQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { VipBenefitsTable, VipLevelCards, VipRulesList, type VipTable } from '../../../features/loyalty/vipLevels.tsx';
import { VipStandingCard } from '../../../features/loyalty/vipStanding.tsx';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';

/**
 * `/vip`: VIP 1 to 5 with their badges, the benefits table and how levels are evaluated; signed in, the
 * account's level and the exact gap (in paid orders) to the next one.
 */
export default function VipPage({ route }: PageProps) {
  const { t } = useLingui();
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  const levels = useQuery(vipLevelsQuery());
  return (
    <div className="company-page loyalty-page">
      <header className="company-hero">
        <h1>
          <Trans>VIP levels</Trans>
        </h1>
        <p>
          <Trans>
            Five levels that grow with your mining. Your level follows the total of your paid orders over the last 12
            months and brings bigger invitation rewards, service-fee discounts and faster support.
          </Trans>
        </p>
        <div className="company-actions">
          {loggedIn ? (
            <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
              <Trans>View mining plans</Trans>
            </SiteLink>
          ) : (
            <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
              <Trans>Create a free account</Trans>
            </button>
          )}
          <SiteLink className="button button-outline" href={hrefFor('points', {}, route)}>
            <Trans>FuFu Points</Trans>
          </SiteLink>
        </div>
      </header>

      {loggedIn ? (
        <MyStanding levels={levels} />
      ) : (
        <section className="company-card loyalty-prompt" aria-labelledby="vip-signin">
          <h2 id="vip-signin">
            <Trans>Your VIP level</Trans>
          </h2>
          <p>
            <Trans>Sign in to see your level and exactly how much more in paid orders the next level takes.</Trans>
          </p>
          <button type="button" className="button button-ghost" onClick={() => modals.openLogin()}>
            <Trans>Sign in</Trans>
          </button>
        </section>
      )}

      <ReadSection
        query={levels}
        label={t`VIP levels`}
        className="loyalty-levels"
        skeleton={<Skeleton height="512px" />}
      >
        {(data) => <LevelsTable data={data} />}
      </ReadSection>
    </div>
  );
}

/** The five levels as cards, the benefits table and the rules. */
function LevelsTable({ data }: { data: VipTable }) {
  return (
    <>
      <VipLevelCards levels={data.levels} />
      <VipBenefitsTable levels={data.levels} rules={data.rules} />
      <VipRulesList rules={data.rules} />
    </>
  );
}

/** The signed-in account's standing: a private read of its own, so a visitor never sees it fail. */
function MyStanding({ levels }: { levels: UseQueryResult<VipTable> }) {
  const { t } = useLingui();
  const standing = useQuery(vipStandingQuery());
  const nameOf = (level: number) => levels.data?.levels.find((entry) => entry.level === level)?.name;
  return (
    <ReadSection
      query={standing}
      label={t`Your VIP level`}
      className="company-card loyalty-standing"
      skeleton={<Skeleton height="160px" />}
    >
      {(data) => (
        <VipStandingCard
          data={data}
          name={nameOf(data.level)}
          heading={
            <h2>
              <Trans>Your VIP level</Trans>
            </h2>
          }
        />
      )}
    </ReadSection>
  );
}
