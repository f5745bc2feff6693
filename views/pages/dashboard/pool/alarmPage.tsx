import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { AlarmSettingsForm } from '../../../features/pool/alarmSettingsForm.tsx';
import { SubAccountPicker } from '../../../features/pool/poolDashboard.tsx';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { alarmConfigQuery, subAccountListQuery } from '../../../features/pool/poolQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** `/dashboard/pool/alarm`: the alarm settings of a sub-account (`?sub=`, the first by default). */
export default function AlarmPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { sub } = search as SearchOf<'dashboard.pool.alarm'>;
  const subAccounts = useQuery(subAccountListQuery());
  const names = subAccounts.data?.data.map((one) => one.name) ?? [];
  const current = sub && names.includes(sub) ? sub : names[0];
  const config = useQuery({ ...alarmConfigQuery(current ?? ''), enabled: current !== undefined });
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Alarms`}
        breadcrumbs={[{ label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) }, { label: t`Alarms` }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolNav route={route} />
        <p className="pool-rules">
          <Trans>
            Get an email or a Telegram message when workers stop sending shares or the hashrate drops, and again every
            hour while it lasts. The automatic limit follows your 24 h average, recomputed every 10 minutes.
          </Trans>
        </p>
        <ReadSection
          query={subAccounts}
          label={t`Sub-accounts`}
          isEmpty={(data) => data.data.length === 0}
          skeleton={<Skeleton height="40px" />}
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
              <SubAccountPicker
                names={names}
                value={current}
                onChange={(name) =>
                  void router.navigate({ href: hrefFor('dashboard.pool.alarm', {}, route, { search: { sub: name } }) })
                }
              />
            )
          }
        </ReadSection>
        {current && (
          <ReadSection query={config} label={t`Alarm settings`} skeleton={<Skeleton height="384px" />}>
            {(data) => <AlarmSettingsForm key={data.subAccount} config={data} />}
          </ReadSection>
        )}
      </PageFrame>
    </DashboardPage>
  );
}
