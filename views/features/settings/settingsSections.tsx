import type { SettingsOverview } from '../../../runtime/http/contract/settings.ts';
import { LinkedSection } from './linkedSection.tsx';
import { ProfileSection } from './profileSection.tsx';
import { ChecksSection, SecuritySection } from './securitySection.tsx';
import './settings.css';
import { SignInSection } from './signInSection.tsx';
import { useUnbinding } from './unbindPanel.tsx';

/** Every section of the settings page, over one read of the account's settings. */
export function SettingsSections({ data }: { data: SettingsOverview }) {
  const unbinding = useUnbinding();
  return (
    <div className="settings-grid">
      <ProfileSection data={data} />
      <SignInSection data={data} unbinding={unbinding} />
      <SecuritySection data={data} unbinding={unbinding} />
      <ChecksSection data={data} />
      <LinkedSection data={data} unbinding={unbinding} />
    </div>
  );
}
