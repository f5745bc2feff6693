import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { PoolDashboard, SubAccountPicker } from '../../../features/pool/poolDashboard.tsx';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { subAccountListQuery } from '../../../features/pool/poolQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** `/dashboard/pool`: the pool dashboard of one sub-account (`?sub=`, the first by default). */
export default function PoolPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { sub, range } = search as SearchOf<'dashboard.pool'>;
  const subAccounts = useQuery(subAccountListQuery());
  const names = subAccounts.data?.data.map((one) => one.name) ?? [];
  const current = sub && names.includes(sub) ? sub : names[0];
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Mining pool`}
        actions={
          current && (
            <SiteLink
              className="button button-outline"
              href={hrefFor('dashboard.pool.detail', {}, route, { search: { sub: current } })}
            >
              <Trans>Workers</Trans>
            </SiteLink>
          )
        }
      >
        <PoolNav route={route} />
        <ReadSection
          query={subAccounts}
          label={t`Pool`}
          isEmpty={(data) => data.data.length === 0}
          skeleton={<Skeleton height="384px" />}
          empty={
            <EmptyState
              message={<Trans>You have no pool sub-account yet. Add one to connect your miners.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('dashboard.pool.poolManage', {}, route)}>
                  <Trans>Add a sub-account</Trans>
                </SiteLink>
              }
            />
          }
        >
          {() =>
            current && (
              <>
                <SubAccountPicker
                  names={names}
                  value={current}
                  onChange={(name) =>
                    void router.navigate({
                      href: hrefFor('dashboard.pool', {}, route, { search: { sub: name, range } }),
                    })
                  }
                />
                <PoolDashboard
                  key={current}
                  subAccount={current}
                  route={route}
                  range={range}
                  rangeHref={(value) =>
                    hrefFor('dashboard.pool', {}, route, { search: { sub: current, range: value } })
                  }
                />
              </>
            )
          }
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}
