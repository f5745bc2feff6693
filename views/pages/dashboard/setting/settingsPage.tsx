import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { settingsOverviewQuery } from '../../../features/settings/settingsQueries.ts';
import { SettingsSections } from '../../../features/settings/settingsSections.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/**
 * `/dashboard/setting`: the profile, sign-in and contact, the fund password and authenticator, the checks
 * withdrawals and payments ask for, linked logins and the partner id; each from the account's settings read,
 * each change a flow (machines/settings/).
 */
export default function SettingsPage({ route }: PageProps) {
  const { t } = useLingui();
  const overview = useQuery(settingsOverviewQuery());
  return (
    <DashboardPage route={route} current="setting">
      <PageFrame title={t`Account settings`}>
        <ReadSection
          query={overview}
          label={t`Your settings`}
          skeleton={
            <div className="settings-grid">
              <Skeleton height="160px" />
              <Skeleton height="256px" />
              <Skeleton height="192px" />
            </div>
          }
        >
          {(data) => <SettingsSections data={data} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}
