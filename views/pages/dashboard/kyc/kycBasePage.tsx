import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { KycApplication, UploadedFile } from '../../../../runtime/http/contract/kyc.ts';
import { DOCUMENT_TYPES, isAdult, needsAddress, personSlots } from '../../../../runtime/http/contract/kycValues.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { CountrySelect } from '../../../features/kyc/kycCountry.tsx';
import { KycFileField } from '../../../features/kyc/kycFileField.tsx';
import { sendLevel2, useKycDocuments, useKycWizard } from '../../../features/kyc/kycFlows.ts';
import {
  DOCUMENT_TYPE_LABELS,
  KYC_STATUS_LABELS,
  KYC_STATUS_TONES,
  kycErrorText,
} from '../../../features/kyc/kycLabels.ts';
import { kycDraftQuery } from '../../../features/kyc/kycQueries.ts';
import { type Fields, KycWizardView } from '../../../features/kyc/kycWizardView.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/kyc.css';

const FIELDS = ['country', 'documentType', 'fullName', 'idNumber', 'dateOfBirth', 'address'] as const;

/**
 * `/dashboard/kyc/kycBase`: personal verification. Level 1 in three steps (identity; the document's front and,
 * except for a passport, back; review and submit), each saved as a draft; once level 1 is approved, level 2:
 * a photo of the customer holding the same document.
 */
export default function KycBasePage({ route }: PageProps) {
  const { t, i18n } = useLingui();
  const wizard = useKycWizard('person');

  function validate(fields: Fields): Fields {
    const problems: Fields = {};
    if (!/^[A-Z]{2}$/.test(fields.country ?? '')) problems.country = t`Choose the country that issued your document.`;
    if (!(DOCUMENT_TYPES as readonly string[]).includes(fields.documentType ?? ''))
      problems.documentType = t`Choose a document type.`;
    if ((fields.fullName ?? '').trim().length < 2) problems.fullName = t`Enter your full name as on the document.`;
    if (!/^[A-Za-z0-9-]{4,30}$/.test((fields.idNumber ?? '').trim()))
      problems.idNumber = t`Enter the document number: 4 to 30 letters, digits or dashes.`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.dateOfBirth ?? '')) problems.dateOfBirth = t`Enter your date of birth.`;
    else if (!isAdult(fields.dateOfBirth ?? '', Date.now()))
      problems.dateOfBirth = t`You must be at least 18 years old.`;
    if (needsAddress(fields.country ?? '') && (fields.address ?? '').trim().length < 5)
      problems.address = t`Enter your home address (at least 5 characters).`;
    return problems;
  }

  return (
    <DashboardPage route={route} current="kyc">
      <PageFrame
        title={t`Personal verification`}
        breadcrumbs={[
          { label: t`Identity verification`, href: hrefFor('dashboard.kyc', {}, route) },
          { label: t`Personal verification` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <p className="kyc-intro">
          <Trans>
            Level 1 lets you buy plans up to 100,000 USD in total; level 2 raises the limit to 100,000,000 USD. You need
            a valid passport, national ID card or driving licence and must be at least 18.
          </Trans>
        </p>
        <KycWizardView
          kind="person"
          wizard={wizard}
          fieldNames={FIELDS}
          steps={[t`Identity`, t`Document photos`, t`Review and submit`]}
          validate={validate}
          slotsFor={(fields) => personSlots(fields.documentType ?? '')}
          renderFields={(fields, set, errors) => (
            <>
              <FormField label={<Trans>Issuing country</Trans>} error={errors.country}>
                {(control) => (
                  <CountrySelect control={control} value={fields.country ?? ''} onChange={(v) => set('country', v)} />
                )}
              </FormField>
              <FormField label={<Trans>Document type</Trans>} error={errors.documentType}>
                {(control) => (
                  <select
                    {...control}
                    value={fields.documentType ?? ''}
                    onChange={(event) => set('documentType', event.target.value)}
                  >
                    <option value="">{t`Choose a document`}</option>
                    {DOCUMENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {i18n._(DOCUMENT_TYPE_LABELS[type])}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={<Trans>Full name</Trans>}
                hint={<Trans>As printed on the document.</Trans>}
                error={errors.fullName}
              >
                {(control) => (
                  <input
                    {...control}
                    autoComplete="name"
                    value={fields.fullName ?? ''}
                    onChange={(event) => set('fullName', event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Document number</Trans>} error={errors.idNumber}>
                {(control) => (
                  <input
                    {...control}
                    value={fields.idNumber ?? ''}
                    onChange={(event) => set('idNumber', event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label={<Trans>Date of birth</Trans>}
                hint={<Trans>You must be at least 18.</Trans>}
                error={errors.dateOfBirth}
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    autoComplete="bday"
                    value={fields.dateOfBirth ?? ''}
                    onChange={(event) => set('dateOfBirth', event.target.value)}
                  />
                )}
              </FormField>
              {needsAddress(fields.country ?? '') && (
                <FormField
                  label={<Trans>Home address</Trans>}
                  hint={<Trans>Required for residents of China and Russia.</Trans>}
                  error={errors.address}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      autoComplete="street-address"
                      rows={2}
                      value={fields.address ?? ''}
                      onChange={(event) => set('address', event.target.value)}
                    />
                  )}
                </FormField>
              )}
            </>
          )}
          summary={(fields) => [
            { label: t`Issuing country`, value: fields.country ?? '' },
            {
              label: t`Document type`,
              value: DOCUMENT_TYPE_LABELS[fields.documentType as keyof typeof DOCUMENT_TYPE_LABELS]
                ? i18n._(DOCUMENT_TYPE_LABELS[fields.documentType as keyof typeof DOCUMENT_TYPE_LABELS])
                : '',
            },
            { label: t`Full name`, value: fields.fullName ?? '' },
            { label: t`Document number`, value: fields.idNumber ?? '' },
            { label: t`Date of birth`, value: fields.dateOfBirth ?? '' },
            ...(needsAddress(fields.country ?? '') ? [{ label: t`Home address`, value: fields.address ?? '' }] : []),
          ]}
          closed={(application) => <PersonClosed application={application} at={route} />}
        />
      </PageFrame>
    </DashboardPage>
  );
}

/** Level 1 is submitted or decided: its status, and level 2 once it is approved. */
function PersonClosed({ application, at }: { application: KycApplication; at: LinkContext }) {
  if (application.status === 'approved') return <Level2Section at={at} />;
  return (
    <div className="kyc-closed">
      <h2>
        <Trans>Level 1</Trans>{' '}
        <StatusBadge status={application.status} labels={KYC_STATUS_LABELS} tones={KYC_STATUS_TONES} />
      </h2>
      {application.status === 'supplement' ? (
        <p>
          <Trans>The review asks for more documents.</Trans>{' '}
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

/** Level 2: a hand-held photo of the level-1 document (kycDocumentsMachine). */
function Level2Section({ at }: { at: LinkContext }) {
  const { t } = useLingui();
  const draft = useQuery(kycDraftQuery('level2'));
  return (
    <ReadSection
      query={draft}
      label={t`Level 2 application`}
      skeleton={<Skeleton height="224px" />}
      className="kyc-level2"
    >
      {(application) => <Level2Form application={application} at={at} />}
    </ReadSection>
  );
}

function Level2Form({ application, at }: { application: KycApplication; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const documents = useKycDocuments(sendLevel2);
  const [photo, setPhoto] = useState<UploadedFile | null>(
    application.files.find((file) => file.slot === 'handheld') ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const sent = documents.state.context.result;
  const status = sent?.status ?? application.status;
  const editable = status === 'none' || status === 'draft' || status === 'rejected';
  const sending = documents.state.matches('sending');
  const error = documents.state.context.error;

  return (
    <div className="kyc-closed">
      <p className="kyc-passed">
        <Trans>Level 1 is approved.</Trans>
      </p>
      <h2>
        <Trans>Level 2: photo holding your document</Trans>{' '}
        <StatusBadge status={status} labels={KYC_STATUS_LABELS} tones={KYC_STATUS_TONES} />
      </h2>
      {status === 'approved' && (
        <p>
          <Trans>Level 2 is approved: your limit is 100,000,000 USD.</Trans>
        </p>
      )}
      {status === 'supplement' && (
        <p>
          <SiteLink className="text-link" href={hrefFor('dashboard.kyc.supplement', {}, at)}>
            <Trans>Send the requested documents</Trans>
          </SiteLink>
        </p>
      )}
      {!editable && status !== 'approved' && status !== 'supplement' && (
        <p>
          <Trans>Your level 2 photo was submitted; the review takes 1–3 working days.</Trans>
        </p>
      )}
      {editable && (
        <>
          {application.status === 'rejected' && application.rejectReason && (
            <div className="ui-alert">
              <p className="ui-alert-message">
                <Trans>The review rejected your last photo: {application.rejectReason}</Trans>
              </p>
            </div>
          )}
          <p>
            <Trans>
              Take a photo of yourself holding the same document you used for level 1, next to your face. Both your face
              and the document must be sharp and fully visible.
            </Trans>
          </p>
          <KycFileField
            kind="level2"
            slot="handheld"
            value={photo}
            onChange={setPhoto}
            onBusy={(_slot, isBusy) => setBusy(isBusy)}
            error={missing && !photo ? t`Add this photo to continue.` : null}
          />
          {error !== null && (
            <div className="ui-alert" role="alert">
              <p className="ui-alert-message">
                {error
                  ? kycErrorText(error, (descriptor) => i18n._(descriptor))
                  : t`Something went wrong. Please try again.`}
              </p>
            </div>
          )}
          <div className="kyc-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || sending}
              onClick={() => {
                setMissing(!photo);
                if (photo) documents.send({ handheld: photo.fileId });
              }}
            >
              {sending ? <Trans>Submitting…</Trans> : <Trans>Submit for level 2</Trans>}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
