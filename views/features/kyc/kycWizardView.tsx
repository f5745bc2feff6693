import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { KycApplication, KycKind, KycSlot, UploadedFile } from '../../../runtime/http/contract/kyc.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { KycFileField } from './kycFileField.tsx';
import { filesPayload, type useKycWizard } from './kycFlows.ts';
import { kycErrorText, SLOT_LABELS } from './kycLabels.ts';

export type Fields = Record<string, string>;

/** A server refusal names its field first (`idNumber: …`): the part to show at that field. */
export function fieldOfError(error: string | null, names: readonly string[]): { field: string; text: string } | null {
  const match = error ? /^([A-Za-z]+): (.+)$/.exec(error) : null;
  return match?.[1] && names.includes(match[1]) ? { field: match[1], text: match[2] ?? '' } : null;
}

/**
 * The steps of a verification application around its machine: 1 details, 2 documents, 3 review and submit.
 * What was typed and uploaded stays in this view's state across steps and errors; the draft the machine
 * loaded fills it at first.
 */
export function KycWizardView({
  kind,
  wizard,
  fieldNames,
  steps,
  validate,
  renderFields,
  slotsFor,
  summary,
  closed,
}: {
  kind: KycKind;
  wizard: ReturnType<typeof useKycWizard>;
  fieldNames: readonly string[];
  steps: readonly [string, string, string];
  /** Translated problems by field name; empty when the fields can be sent. */
  validate: (fields: Fields) => Fields;
  renderFields: (fields: Fields, set: (name: string, value: string) => void, errors: Fields) => ReactNode;
  slotsFor: (fields: Fields) => readonly KycSlot[];
  summary: (fields: Fields) => { label: string; value: string }[];
  closed: (application: KycApplication) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { state, send } = wizard;
  const application = state.context.application;
  const [edited, setEdited] = useState<Fields | null>(null);
  const [uploaded, setUploaded] = useState<Partial<Record<KycSlot, UploadedFile>> | null>(null);
  const [busy, setBusy] = useState<Partial<Record<KycSlot, boolean>>>({});
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);

  const fields: Fields =
    edited ?? Object.fromEntries(fieldNames.map((name) => [name, application?.fields[name] ?? '']));
  const files: Partial<Record<KycSlot, UploadedFile>> =
    uploaded ?? Object.fromEntries((application?.files ?? []).map((file) => [file.slot, file]));
  const set = (name: string, value: string) => setEdited({ ...fields, [name]: value });
  const slots = slotsFor(fields);
  const uploading = Object.values(busy).some(Boolean);

  const loading = state.matches('loading');
  const failed = state.matches('loadFailed');
  const phase = loading ? 'loading' : failed ? 'failed' : 'loaded';
  const current =
    state.matches('details') || state.matches('savingDetails')
      ? 1
      : state.matches('documents') || state.matches('savingDocuments')
        ? 2
        : state.matches('review') || state.matches('submitting')
          ? 3
          : 4;
  const serverError = state.context.error;
  const atField = fieldOfError(serverError, [...fieldNames, ...slots]);
  const problems = checked ? validate(fields) : {};
  const said = (text: string) => kycErrorText(text, (descriptor) => i18n._(descriptor));
  const errors: Fields = {
    ...problems,
    ...(atField && !problems[atField.field] ? { [atField.field]: said(atField.text) } : {}),
  };
  const generalError =
    serverError !== null && !atField && !loading && !failed
      ? serverError
        ? said(serverError)
        : t`Something went wrong. Please try again.`
      : null;

  function next() {
    setChecked(true);
    if (Object.keys(validate(fields)).length === 0) send({ type: 'kyc.next', payload: fields });
  }
  function nextFromDocuments() {
    const absent = slots.some((slot) => !files[slot]);
    setMissing(absent);
    if (!absent) send({ type: 'kyc.next', payload: filesPayload(files, slots) });
  }

  return (
    <section className="kyc-wizard" aria-label={t`Verification application`} aria-busy={loading} data-read={phase}>
      {loading && (
        <>
          <p role="status" className="visually-hidden">
            <Trans>Loading…</Trans>
          </p>
          <Skeleton height="40px" />
          <Skeleton height="288px" />
        </>
      )}
      {failed && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(serverError ?? '', t`unknown error, please retry`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'kyc.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {!loading && !failed && application && current === 4 && closed(application)}
      {!loading && !failed && application && current !== 4 && (
        <>
          {application.status === 'rejected' && application.rejectReason && (
            <div className="ui-alert kyc-rejected">
              <p className="ui-alert-message">
                <Trans>The review rejected your last application: {application.rejectReason}</Trans>{' '}
                <Trans>Correct it and submit again.</Trans>
              </p>
            </div>
          )}
          <ol className="kyc-steps">
            {steps.map((label, index) => (
              <li
                key={label}
                className={index + 1 === current ? 'kyc-step kyc-step-current' : 'kyc-step'}
                aria-current={index + 1 === current ? 'step' : undefined}
              >
                <span className="kyc-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                {label}
              </li>
            ))}
          </ol>
          {application.updatedAt && (
            <p className="kyc-draft-note">
              <Trans>Your draft is saved after each step; you can leave and continue later.</Trans>
            </p>
          )}
          {generalError && (
            <div className="ui-alert" role="alert">
              <p className="ui-alert-message">{generalError}</p>
            </div>
          )}

          {current === 1 && (
            <form
              className="kyc-form"
              aria-label={steps[0]}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                next();
              }}
            >
              {renderFields(fields, set, errors)}
              <div className="kyc-actions">
                <button type="submit" className="button button-primary" disabled={state.matches('savingDetails')}>
                  {state.matches('savingDetails') ? <Trans>Saving…</Trans> : <Trans>Save and continue</Trans>}
                </button>
              </div>
            </form>
          )}

          {current === 2 && (
            <section className="kyc-form" aria-label={steps[1]}>
              {slots.map((slot) => (
                <KycFileField
                  key={slot}
                  kind={kind}
                  slot={slot}
                  value={files[slot] ?? null}
                  onChange={(file) => setUploaded({ ...files, [slot]: file })}
                  onBusy={(which, isBusy) => setBusy((all) => ({ ...all, [which]: isBusy }))}
                  error={errors[slot] ?? (missing && !files[slot] ? t`Add this photo to continue.` : null)}
                />
              ))}
              <div className="kyc-actions">
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => send({ type: 'kyc.back' })}
                  disabled={state.matches('savingDocuments')}
                >
                  <Trans>Back</Trans>
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={nextFromDocuments}
                  disabled={uploading || state.matches('savingDocuments')}
                >
                  {state.matches('savingDocuments') ? <Trans>Saving…</Trans> : <Trans>Save and continue</Trans>}
                </button>
              </div>
            </section>
          )}

          {current === 3 && (
            <section className="kyc-form" aria-label={steps[2]}>
              <dl className="facts">
                {summary(fields).map((row) => (
                  <div key={row.label} className="kyc-fact">
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
                {slots.map((slot) => (
                  <div key={slot} className="kyc-fact">
                    <dt>{i18n._(SLOT_LABELS[slot])}</dt>
                    <dd>{files[slot]?.fileName ?? '—'}</dd>
                  </div>
                ))}
              </dl>
              <p className="field-hint">
                <Trans>
                  By submitting you confirm the details are true and the documents are yours. An automatic check runs
                  first; the manual review takes 1–3 working days.
                </Trans>
              </p>
              <div className="kyc-actions">
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => send({ type: 'kyc.back' })}
                  disabled={state.matches('submitting')}
                >
                  <Trans>Back</Trans>
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => send({ type: 'kyc.submit' })}
                  disabled={state.matches('submitting')}
                >
                  {state.matches('submitting') ? <Trans>Submitting…</Trans> : <Trans>Submit for review</Trans>}
                </button>
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}
