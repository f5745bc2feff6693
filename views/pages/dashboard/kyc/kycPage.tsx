import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { KycApplication, KycStatusReply } from '../../../../runtime/http/contract/kyc.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { KYC_STATUS_LABELS, KYC_STATUS_TONES, SLOT_LABELS } from '../../../features/kyc/kycLabels.ts';
import { kycStatusQuery } from '../../../features/kyc/kycQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/kyc.css';

const LEVEL_NAMES: Record<number, MessageDescriptor> = {
  0: msg`Not verified`,
  1: msg`Level 1 · Basic`,
  2: msg`Level 2 · Advanced`,
};

/** `/dashboard/kyc`: the account's verification level and limit, the levels, and each application's status. */
export default function KycPage({ route }: PageProps) {
  const { t } = useLingui();
  const status = useQuery(kycStatusQuery());
  return (
    <DashboardPage route={route} current="kyc">
      <PageFrame title={t`Identity verification`}>
        <ReadSection
          query={status}
          label={t`Verification status`}
          className="kyc-overview"
          skeleton={
            <div className="kyc-grid" aria-hidden="true">
              <Skeleton height="128px" />
              <Skeleton height="192px" />
              <Skeleton height="192px" />
            </div>
          }
        >
          {(data) => <Overview data={data} at={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function Overview({ data, at }: { data: KycStatusReply; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const limit = (level: number) => data.levels.find((entry) => entry.level === level)?.limitUsd ?? '0';
  return (
    <>
      <section className="kyc-card kyc-current" aria-labelledby="kyc-current">
        <h2 id="kyc-current">
          <Trans>Your level</Trans>
        </h2>
        <p className="kyc-level-name">{i18n._((LEVEL_NAMES[data.authLevel] ?? LEVEL_NAMES[0]) as MessageDescriptor)}</p>
        <p>
          {data.authLevel === 0 ? (
            <Trans>Unverified accounts cannot buy plans. Verify your identity to start.</Trans>
          ) : (
            <Trans>You can buy plans up to {format.usd(data.limitUsd, { decimals: 0 })} in total.</Trans>
          )}
        </p>
      </section>

      <section className="kyc-card" aria-labelledby="kyc-levels">
        <h2 id="kyc-levels">
          <Trans>Levels and limits</Trans>
        </h2>
        <div className="kyc-table-scroll">
          <table className="kyc-levels">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Level</Trans>
                </th>
                <th scope="col">
                  <Trans>What you need</Trans>
                </th>
                <th scope="col">
                  <Trans>Purchase limit (total)</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr aria-current={data.authLevel === 0 ? 'true' : undefined}>
                <th scope="row">{i18n._(LEVEL_NAMES[0] as MessageDescriptor)}</th>
                <td>—</td>
                <td>
                  <Trans>Cannot buy</Trans>
                </td>
              </tr>
              <tr aria-current={data.authLevel === 1 ? 'true' : undefined}>
                <th scope="row">{i18n._(LEVEL_NAMES[1] as MessageDescriptor)}</th>
                <td>
                  <Trans>Passport, ID card or driving licence; name, number, date of birth (18+)</Trans>
                </td>
                <td>{format.usd(limit(1), { decimals: 0 })}</td>
              </tr>
              <tr aria-current={data.authLevel === 2 ? 'true' : undefined}>
                <th scope="row">{i18n._(LEVEL_NAMES[2] as MessageDescriptor)}</th>
                <td>
                  <Trans>Level 1, plus a photo of you holding the same document</Trans>
                </td>
                <td>{format.usd(limit(2), { decimals: 0 })}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Enterprise</Trans>
                </th>
                <td>
                  <Trans>Company registration and the legal representative’s ID</Trans>
                </td>
                <td>{format.usd(limit(2), { decimals: 0 })}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="field-hint">
          <Trans>
            After you submit, an automatic check runs first; the manual review then takes 1–3 working days. Limits count
            the total of your paid orders.
          </Trans>
        </p>
      </section>

      <div className="kyc-grid">
        <ApplicationCard
          title={t`Personal verification (level 1)`}
          application={data.person}
          href={hrefFor('dashboard.kyc.kycBase', {}, at)}
          start={t`Start level 1 verification`}
          at={at}
        />
        {data.person.status === 'approved' && (
          <ApplicationCard
            title={t`Level 2: photo holding your document`}
            application={data.level2}
            href={hrefFor('dashboard.kyc.kycBase', {}, at)}
            start={t`Start level 2 verification`}
            at={at}
          />
        )}
        <ApplicationCard
          title={t`Enterprise verification`}
          application={data.enterprise}
          href={hrefFor('dashboard.kyc.kycEnterprise', {}, at)}
          start={t`Start enterprise verification`}
          at={at}
        />
      </div>
    </>
  );
}

function ApplicationCard({
  title,
  application,
  href,
  start,
  at,
}: {
  title: string;
  /** The link's text while nothing was started. */
  start: string;
  application: KycApplication;
  href: string;
  at: LinkContext;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { status } = application;
  return (
    <section className="kyc-card" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <StatusBadge status={status} labels={KYC_STATUS_LABELS} tones={KYC_STATUS_TONES} />
      </p>
      {status === 'none' && (
        <SiteLink className="button button-primary" href={href}>
          {start}
        </SiteLink>
      )}
      {status === 'draft' && (
        <>
          <p>
            <Trans>Your draft is saved at step {application.step} of 3.</Trans>
          </p>
          <SiteLink className="button button-primary" href={href}>
            <Trans>Continue</Trans>
          </SiteLink>
        </>
      )}
      {(status === 'submitted' || status === 'provisional' || status === 'reviewing') && (
        <p>
          {status === 'submitted' && <Trans>Submitted; the automatic check is running.</Trans>}
          {status === 'provisional' && (
            <Trans>The automatic check passed; the manual review takes 1–3 working days.</Trans>
          )}
          {status === 'reviewing' && <Trans>Under manual review; this takes 1–3 working days.</Trans>}
          {application.submittedAt && (
            <span className="cell-sub">
              <Trans>Submitted {format.dateTimeUtc(application.submittedAt)}</Trans>
            </span>
          )}
        </p>
      )}
      {status === 'approved' && application.reviewedAt && (
        <p>
          <Trans>Approved {format.dateTimeUtc(application.reviewedAt)}</Trans>
        </p>
      )}
      {status === 'rejected' && (
        <>
          <p className="kyc-reason">
            <Trans>Reason: {application.rejectReason ?? ''}</Trans>
          </p>
          <SiteLink className="button button-primary" href={href}>
            <Trans>Correct and resubmit</Trans>
          </SiteLink>
        </>
      )}
      {status === 'supplement' && application.supplement && (
        <>
          <p className="kyc-reason">{application.supplement.note}</p>
          <ul className="kyc-requested">
            {application.supplement.slots.map((slot) => (
              <li key={slot}>{i18n._(SLOT_LABELS[slot])}</li>
            ))}
          </ul>
          <SiteLink className="button button-primary" href={hrefFor('dashboard.kyc.supplement', {}, at)}>
            <Trans>Send the requested documents</Trans>
          </SiteLink>
        </>
      )}
    </section>
  );
}
