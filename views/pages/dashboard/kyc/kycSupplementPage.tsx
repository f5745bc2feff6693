import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { KycApplication, KycKind, KycSlot, UploadedFile } from '../../../../runtime/http/contract/kyc.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { KycFileField } from '../../../features/kyc/kycFileField.tsx';
import { filesPayload, sendSupplement, useKycDocuments } from '../../../features/kyc/kycFlows.ts';
import { kycErrorText } from '../../../features/kyc/kycLabels.ts';
import { kycStatusQuery } from '../../../features/kyc/kycQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/kyc.css';

const KIND_TITLES: Record<KycKind, MessageDescriptor> = {
  person: msg`Personal verification (level 1)`,
  level2: msg`Level 2: photo holding your document`,
  enterprise: msg`Enterprise verification`,
};

/** `/dashboard/kyc/supplement`: the documents a review asked for, uploaded and sent back to the review. */
export default function KycSupplementPage({ route }: PageProps) {
  const { t } = useLingui();
  const status = useQuery(kycStatusQuery());
  const requested = (data: { person: KycApplication; level2: KycApplication; enterprise: KycApplication }) =>
    [data.person, data.level2, data.enterprise].find((application) => application.status === 'supplement');
  return (
    <DashboardPage route={route} current="kyc">
      <PageFrame
        title={t`Requested documents`}
        breadcrumbs={[
          { label: t`Identity verification`, href: hrefFor('dashboard.kyc', {}, route) },
          { label: t`Requested documents` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={status}
          label={t`Documents requested by the review`}
          isEmpty={(data) => !requested(data)}
          skeleton={<Skeleton height="256px" />}
          empty={
            <div className="kyc-closed">
              <p>
                <Trans>The review has not asked you for any documents.</Trans>
              </p>
              <SiteLink className="button button-outline" href={hrefFor('dashboard.kyc', {}, route)}>
                <Trans>Back to verification status</Trans>
              </SiteLink>
            </div>
          }
        >
          {(data) => {
            const application = requested(data);
            return application ? <SupplementForm application={application} at={route} /> : null;
          }}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function SupplementForm({ application, at }: { application: KycApplication; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const documents = useKycDocuments(sendSupplement(application.kind));
  const slots: KycSlot[] = application.supplement?.slots ?? [];
  const [files, setFiles] = useState<Partial<Record<KycSlot, UploadedFile>>>({});
  const [busy, setBusy] = useState<Partial<Record<KycSlot, boolean>>>({});
  const [missing, setMissing] = useState(false);
  const error = documents.state.context.error;
  const sending = documents.state.matches('sending');

  if (documents.state.matches('sent')) {
    return (
      <div className="kyc-closed" role="status">
        <p>
          <Trans>
            Thank you. Your documents were sent and your application is under review again (1–3 working days).
          </Trans>
        </p>
        <SiteLink className="button button-outline" href={hrefFor('dashboard.kyc', {}, at)}>
          <Trans>Back to verification status</Trans>
        </SiteLink>
      </div>
    );
  }
  return (
    <div className="kyc-form">
      <h2>{i18n._(KIND_TITLES[application.kind])}</h2>
      <div className="ui-alert">
        <p className="ui-alert-message">
          <Trans>The review asks: {application.supplement?.note ?? ''}</Trans>
        </p>
      </div>
      {slots.map((slot) => (
        <KycFileField
          key={slot}
          kind={application.kind}
          slot={slot}
          value={files[slot] ?? null}
          onChange={(file) => setFiles((all) => ({ ...all, [slot]: file }))}
          onBusy={(which, isBusy) => setBusy((all) => ({ ...all, [which]: isBusy }))}
          error={missing && !files[slot] ? t`Add this photo to continue.` : null}
        />
      ))}
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
          disabled={sending || Object.values(busy).some(Boolean)}
          onClick={() => {
            const absent = slots.some((slot) => !files[slot]);
            setMissing(absent);
            if (!absent) documents.send(filesPayload(files, slots));
          }}
        >
          {sending ? <Trans>Sending…</Trans> : <Trans>Send documents</Trans>}
        </button>
      </div>
    </div>
  );
}
