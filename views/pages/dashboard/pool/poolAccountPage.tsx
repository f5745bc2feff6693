import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SUB_ACCOUNT_NAME } from '../../../../runtime/http/contract/poolValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { PoolDashboard } from '../../../features/pool/poolDashboard.tsx';
import { poolSummaryQuery, SUB_ACCOUNT_NOT_FOUND_STATUS } from '../../../features/pool/poolQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';

/** `/dashboard/pool/account/{subAccountName}`: one sub-account's dashboard; a name the user does not have is the 404 page. */
export default function PoolAccountPage({ route, params, search }: PageProps) {
  const { t } = useLingui();
  const name = params.subAccountName ?? '';
  const valid = SUB_ACCOUNT_NAME.test(name);
  const { range } = search as SearchOf<'dashboard.pool.account'>;
  const summary = useQuery({ ...poolSummaryQuery(name), enabled: valid });
  if (!valid || isStatus(summary.error, SUB_ACCOUNT_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Sub-account ${name}`}
        breadcrumbs={[{ label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) }, { label: name }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolDashboard
          subAccount={name}
          route={route}
          range={range}
          rangeHref={(value) =>
            hrefFor('dashboard.pool.account', { subAccountName: name }, route, { search: { range: value } })
          }
        />
      </PageFrame>
    </DashboardPage>
  );
}
