import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ObserverLinkRequest, observerLinkMachine } from '../../../machines/pool/observerLinkMachine.ts';
import { http } from '../../../runtime/config.ts';
import {
  MAX_OBSERVER_LINKS,
  OBSERVER_EXPIRIES,
  type ObserverExpiry,
} from '../../../runtime/http/contract/poolValues.ts';
import { CopyButton } from '../../ui/copyButton.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { OBSERVER_EXPIRY_LABELS } from './poolLabels.ts';
import { observerLinksQuery } from './poolQueries.ts';

const machine = observerLinkMachine.provide({
  actors: {
    createLink: fromPromise(({ input }: { input: ObserverLinkRequest }) =>
      http.call('poolObserverAdd', input, { showError: false }),
    ),
  },
});

/**
 * Creating an observer link for one sub-account (machines/pool/observerLinkMachine.ts): the dashboard
 * is always shared, workers and earnings when ticked, for the chosen time. The new link is shown with
 * its URL to copy; a fourth live link is refused at the form.
 */
export function ObserverLinkForm({
  subAccount,
  urlOf,
}: {
  subAccount: string;
  /** The absolute URL of an observer token. */
  urlOf: (token: string) => string;
}) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [state, send] = useMachine(machine);
  const [workers, setWorkers] = useState(false);
  const [earnings, setEarnings] = useState(false);
  const [expiry, setExpiry] = useState<ObserverExpiry>('7d');
  const { limitReached, error, created } = state.context;
  const busy = state.matches('creating');

  // The list reads again after a link is made, and when the limit says it holds more than shown.
  useEffect(() => {
    if (created || limitReached) void client.invalidateQueries({ queryKey: observerLinksQuery(subAccount).queryKey });
  }, [created, limitReached, subAccount, client]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'observer.create', request: { subAccount, workers, earnings, expiry } });
  };

  return (
    <form className="pool-card" aria-label={t`Create an observer link`} noValidate onSubmit={submit}>
      <h2>
        <Trans>Create an observer link</Trans>
      </h2>
      <p className="pool-muted">
        <Trans>
          Anyone with the link sees this sub-account read-only, without logging in: share it with a partner or a hosting
          provider. At most {MAX_OBSERVER_LINKS} links per sub-account.
        </Trans>
      </p>
      <fieldset className="pool-fieldset">
        <legend>
          <Trans>What the link shows</Trans>
        </legend>
        <label>
          <input type="checkbox" checked disabled />
          <Trans>Dashboard (always)</Trans>
        </label>
        <label>
          <input type="checkbox" checked={workers} onChange={(event) => setWorkers(event.currentTarget.checked)} />
          <Trans>Workers</Trans>
        </label>
        <label>
          <input type="checkbox" checked={earnings} onChange={(event) => setEarnings(event.currentTarget.checked)} />
          <Trans>Earnings</Trans>
        </label>
      </fieldset>
      <div className="pool-form-row">
        <FormField
          label={t`Valid for`}
          error={
            limitReached
              ? t`This sub-account has ${MAX_OBSERVER_LINKS} observer links already. Delete one first.`
              : null
          }
        >
          {(control) => (
            <select
              {...control}
              value={expiry}
              onChange={(event) => setExpiry(event.currentTarget.value as ObserverExpiry)}
            >
              {OBSERVER_EXPIRIES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(OBSERVER_EXPIRY_LABELS[value])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {!state.matches('failed') && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? <Trans>Creating…</Trans> : <Trans>Create link</Trans>}
          </button>
        )}
      </div>
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The observer link could not be created. Please try again.`)}</p>
          <p className="pool-link-actions">
            <button type="button" className="button button-primary" onClick={() => send({ type: 'observer.retry' })}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="button button-outline" onClick={() => send({ type: 'observer.dismiss' })}>
              <Trans>Dismiss</Trans>
            </button>
          </p>
        </div>
      )}
      {state.matches('created') && created && (
        <div className="pool-success" role="status">
          <p>
            <Trans>Observer link created. Copy it and share it:</Trans>
          </p>
          <code className="pool-url">{urlOf(created.token)}</code>
          <p className="pool-link-actions">
            <CopyButton value={urlOf(created.token)} label={<Trans>Copy the new link</Trans>} />
            <button type="button" className="button button-outline" onClick={() => send({ type: 'observer.dismiss' })}>
              <Trans>Done</Trans>
            </button>
          </p>
        </div>
      )}
    </form>
  );
}
