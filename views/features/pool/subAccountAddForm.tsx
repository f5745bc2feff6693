import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { subAccountAddMachine } from '../../../machines/pool/subAccountAddMachine.ts';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { http } from '../../../runtime/config.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { subAccountListQuery } from './poolQueries.ts';

const machine = subAccountAddMachine.provide({
  actors: {
    checkName: fromPromise(async ({ input }: { input: { name: string } }) => {
      const { exists } = await http.call('poolSubAccountExists', input, { showError: false });
      return { exists };
    }),
    addSubAccount: fromPromise(async ({ input }: { input: { name: string } }) => {
      const { name } = await http.call('poolSubAccountAdd', input, { showError: false });
      return { name };
    }),
  },
});

/**
 * Adding a sub-account (machines/pool/subAccountAddMachine.ts): the name is checked at the field
 * (format, then taken pool-wide), added, and the list reads again. What was typed stays on any error.
 */
export function SubAccountAddForm({ route }: { route: LocalizedRoute }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [state, send] = useMachine(machine);
  const [name, setName] = useState('');
  const { problem, error, added } = state.context;
  const busy = state.matches('checking') || state.matches('adding');
  // The list reads again once a sub-account is added.
  useEffect(() => {
    if (added) void client.invalidateQueries({ queryKey: subAccountListQuery().queryKey });
  }, [added, client]);

  if (state.matches('added') && added) {
    return (
      <div className="pool-success" role="status">
        <p>
          <Trans>
            Sub-account <strong>{added}</strong> added. Point your miners at the pool with the worker name{' '}
            <code>{added}.worker1</code>.
          </Trans>
        </p>
        <p className="pool-link-actions">
          <SiteLink
            className="button button-outline"
            href={hrefFor('dashboard.pool.account', { subAccountName: added }, route)}
          >
            <Trans>Open its dashboard</Trans>
          </SiteLink>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setName('');
              send({ type: 'subAdd.again' });
            }}
          >
            <Trans>Add another</Trans>
          </button>
        </p>
      </div>
    );
  }

  const fieldError =
    problem === 'format'
      ? t`Use 3 to 20 lower-case letters and digits, starting with a letter.`
      : problem === 'taken'
        ? t`This name is taken. Choose another one.`
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'subAdd.submit', name });
  };

  return (
    <form className="pool-card" aria-label={t`Add a sub-account`} noValidate onSubmit={submit}>
      <h2>
        <Trans>Add a sub-account</Trans>
      </h2>
      <p className="pool-muted">
        <Trans>
          Each sub-account has its own workers, payout address and observer links. Names are unique across the pool and
          cannot be changed later.
        </Trans>
      </p>
      <div className="pool-form-row">
        <FormField
          label={t`Sub-account name`}
          hint={t`3 to 20 lower-case letters and digits, starting with a letter.`}
          error={fieldError}
        >
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setName(event.currentTarget.value);
                if (state.matches('failed')) send({ type: 'subAdd.edit' });
              }}
            />
          )}
        </FormField>
        {!state.matches('failed') && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {state.matches('checking') ? (
              <Trans>Checking the name…</Trans>
            ) : state.matches('adding') ? (
              <Trans>Adding…</Trans>
            ) : (
              <Trans>Add sub-account</Trans>
            )}
          </button>
        )}
      </div>
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The sub-account could not be added. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'subAdd.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
