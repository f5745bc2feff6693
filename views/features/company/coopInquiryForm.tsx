import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CoopField,
  type CoopValues,
  coopInquiryInput,
  coopInquiryMachine,
  EMPTY_COOP_VALUES,
} from '../../../machines/company/coopInquiryMachine.ts';
import { http } from '../../../runtime/config.ts';
import { COOP_LIMITS, COOPERATION_TYPES } from '../../../runtime/http/contract/companyValues.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { COOP_RULE_LABELS, COOPERATION_TYPE_LABELS } from './companyLabels.ts';

const machine = coopInquiryMachine.provide({
  actors: {
    // The machine sends only values its guard found valid, trimmed as the API expects.
    sendAsk: fromPromise(({ input }: { input: CoopValues }) =>
      http.call('corporateAskRecord', coopInquiryInput(input), { showError: false }),
    ),
  },
});

/**
 * The corporate inquiry of the cooperation page (machines/company/coopInquiryMachine.ts): what is typed stays
 * in this component whatever happens; broken fields say why under themselves; a failure shows the
 * server's message with a retry of the same inquiry; the confirmation names the stored reference.
 */
export function CoopInquiryForm() {
  const { t, i18n } = useLingui();
  const [state, send] = useMachine(machine);
  const [values, setValues] = useState<CoopValues>(EMPTY_COOP_VALUES);
  const { fieldErrors, error, reference } = state.context;
  const busy = state.matches('submitting');

  if (state.matches('sent')) {
    return (
      <div className="company-card coop-sent" role="status">
        <h2>
          <Trans>Thank you, we have your inquiry</Trans>
        </h2>
        <p>
          <Trans>
            Your reference is <strong>{reference}</strong>. Our business team answers within two working days at{' '}
            {values.email}.
          </Trans>
        </p>
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            setValues(EMPTY_COOP_VALUES);
            send({ type: 'coop.again' });
          }}
        >
          <Trans>Send another inquiry</Trans>
        </button>
      </div>
    );
  }

  const errorOf = (field: CoopField) => {
    const rule = fieldErrors[field];
    if (!rule) return null;
    const label = COOP_RULE_LABELS[rule];
    return label ? i18n._(label) : rule;
  };
  const change = (field: CoopField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (state.matches('failed')) send({ type: 'coop.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'coop.submit', values });
  };

  return (
    <form className="company-card coop-form" aria-label={t`Corporate inquiry`} noValidate onSubmit={submit}>
      <h2>
        <Trans>Corporate inquiry</Trans>
      </h2>
      <div className="coop-grid">
        <FormField label={t`Company`} error={errorOf('company')}>
          {(control) => (
            <input
              {...control}
              value={values.company}
              onChange={change('company')}
              maxLength={COOP_LIMITS.name}
              autoComplete="organization"
            />
          )}
        </FormField>
        <FormField label={t`Contact name`} error={errorOf('contactName')}>
          {(control) => (
            <input
              {...control}
              value={values.contactName}
              onChange={change('contactName')}
              maxLength={COOP_LIMITS.name}
              autoComplete="name"
            />
          )}
        </FormField>
        <FormField label={t`Work email`} error={errorOf('email')}>
          {(control) => (
            <input {...control} type="email" value={values.email} onChange={change('email')} autoComplete="email" />
          )}
        </FormField>
        <FormField label={t`Phone (optional)`} error={errorOf('phone')}>
          {(control) => (
            <input {...control} type="tel" value={values.phone} onChange={change('phone')} autoComplete="tel" />
          )}
        </FormField>
        <FormField label={t`Country or region`} error={errorOf('country')}>
          {(control) => (
            <input
              {...control}
              value={values.country}
              onChange={change('country')}
              maxLength={COOP_LIMITS.country}
              autoComplete="country-name"
            />
          )}
        </FormField>
        <FormField label={t`Cooperation type`} error={errorOf('cooperationType')}>
          {(control) => (
            <select {...control} value={values.cooperationType} onChange={change('cooperationType')}>
              <option value="">{t`Choose…`}</option>
              {COOPERATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(COOPERATION_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label={t`Expected hashrate or budget`}
        hint={t`For example 5 PH/s, 300 S21 miners or USD 2 million.`}
        error={errorOf('volume')}
      >
        {(control) => (
          <input {...control} value={values.volume} onChange={change('volume')} maxLength={COOP_LIMITS.volume} />
        )}
      </FormField>
      <FormField label={t`Message`} error={errorOf('message')}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.message}
            onChange={change('message')}
            maxLength={COOP_LIMITS.messageMax}
          />
        )}
      </FormField>
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`Your inquiry could not be sent. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'coop.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {!state.matches('failed') && (
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send inquiry</Trans>}
        </button>
      )}
    </form>
  );
}
