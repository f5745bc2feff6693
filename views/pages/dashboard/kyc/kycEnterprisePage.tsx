import { Trans, useLingui } from '@lingui/react/macro';
import type { KycApplication } from '../../../../runtime/http/contract/kyc.ts';
import { ENTERPRISE_SLOTS } from '../../../../runtime/http/contract/kycValues.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { CountrySelect } from '../../../features/kyc/kycCountry.tsx';
import { useKycWizard } from '../../../features/kyc/kycFlows.ts';
import { KYC_STATUS_LABELS, KYC_STATUS_TONES } from '../../../features/kyc/kycLabels.ts';
import { type Fields, KycWizardView } from '../../../features/kyc/kycWizardView.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { type FieldControlProps, FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/kyc.css';

const FIELDS = ['companyName', 'registrationNumber', 'country', 'registeredAddress', 'representativeName'] as const;

/**
 * `/dashboard/kyc/kycEnterprise`: company verification in three steps (company details; the registration
 * certificate and the legal representative's ID; review and submit), each saved as a draft.
 */
export default function KycEnterprisePage({ route }: PageProps) {
  const { t } = useLingui();
  const wizard = useKycWizard('enterprise');

  function validate(fields: Fields): Fields {
    const problems: Fields = {};
    if ((fields.companyName ?? '').trim().length < 2) problems.companyName = t`Enter the company’s registered name.`;
    if (!/^[A-Za-z0-9-]{4,40}$/.test((fields.registrationNumber ?? '').trim()))
      problems.registrationNumber = t`Enter the registration number: 4 to 40 letters, digits or dashes.`;
    if (!/^[A-Z]{2}$/.test(fields.country ?? '')) problems.country = t`Choose the country of registration.`;
    if ((fields.registeredAddress ?? '').trim().length < 5)
      problems.registeredAddress = t`Enter the registered address (at least 5 characters).`;
    if ((fields.representativeName ?? '').trim().length < 2)
      problems.representativeName = t`Enter the legal representative’s full name.`;
    return problems;
  }

  const text = (name: string, fields: Fields, set: (n: string, v: string) => void) => (control: FieldControlProps) => (
    <input {...control} value={fields[name] ?? ''} onChange={(event) => set(name, event.target.value)} />
  );

  return (
    <DashboardPage route={route} current="kyc">
      <PageFrame
        title={t`Enterprise verification`}
        breadcrumbs={[
          { label: t`Identity verification`, href: hrefFor('dashboard.kyc', {}, route) },
          { label: t`Enterprise verification` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <p className="kyc-intro">
          <Trans>
            Companies buying on their own account verify the company and its legal representative. An approved
            enterprise account has the level 2 limit.
          </Trans>
        </p>
        <KycWizardView
          kind="enterprise"
          wizard={wizard}
          fieldNames={FIELDS}
          steps={[t`Company details`, t`Company documents`, t`Review and submit`]}
          validate={validate}
          slotsFor={() => ENTERPRISE_SLOTS}
          renderFields={(fields, set, errors) => (
            <>
              <FormField label={<Trans>Registered company name</Trans>} error={errors.companyName}>
                {text('companyName', fields, set)}
              </FormField>
              <FormField label={<Trans>Registration number</Trans>} error={errors.registrationNumber}>
                {text('registrationNumber', fields, set)}
              </FormField>
              <FormField label={<Trans>Country of registration</Trans>} error={errors.country}>
                {(control) => (
                  <CountrySelect control={control} value={fields.country ?? ''} onChange={(v) => set('country', v)} />
                )}
              </FormField>
              <FormField label={<Trans>Registered address</Trans>} error={errors.registeredAddress}>
                {text('registeredAddress', fields, set)}
              </FormField>
              <FormField label={<Trans>Legal representative</Trans>} error={errors.representativeName}>
                {text('representativeName', fields, set)}
              </FormField>
            </>
          )}
          summary={(fields) => [
            { label: t`Registered company name`, value: fields.companyName ?? '' },
            { label: t`Registration number`, value: fields.registrationNumber ?? '' },
            { label: t`Country of registration`, value: fields.country ?? '' },
            { label: t`Registered address`, value: fields.registeredAddress ?? '' },
            { label: t`Legal representative`, value: fields.representativeName ?? '' },
          ]}
          closed={(application) => <EnterpriseClosed application={application} at={route} />}
        />
      </PageFrame>
    </DashboardPage>
  );
}

function EnterpriseClosed({ application, at }: { application: KycApplication; at: LinkContext }) {
  return (
    <div className="kyc-closed">
      <h2>
        <Trans>Enterprise verification</Trans>{' '}
        <StatusBadge status={application.status} labels={KYC_STATUS_LABELS} tones={KYC_STATUS_TONES} />
      </h2>
      {application.status === 'approved' ? (
        <p>
          <Trans>Your company is verified: the level 2 limit applies.</Trans>
        </p>
      ) : application.status === 'supplement' ? (
        <p>
          <SiteLink className="text-link" href={hrefFor('dashboard.kyc.supplement', {}, at)}>
            <Trans>Send the requested documents</Trans>
          </SiteLink>
        </p>
      ) : (
        <p>
          <Trans>
            Your application was submitted. An automatic check runs first; the manual review takes 1–3 working days. We
            will notify you of the result.
          </Trans>
        </p>
      )}
      <SiteLink className="button button-outline" href={hrefFor('dashboard.kyc', {}, at)}>
        <Trans>Back to verification status</Trans>
      </SiteLink>
    </div>
  );
}
