import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import { type UnbindTarget, unbindMachine } from '../../../machines/settings/unbindMachine.ts';
import { http } from '../../../runtime/config.ts';
import { thirdPartyName } from './settingsLabels.ts';
import { FailureNote, SavedNote, useAfterChange } from './settingsUi.tsx';

export interface Unbinding {
  /** Asks to unbind: the confirmation shows at that setting. */
  ask(target: UnbindTarget): void;
  /** The confirmation for a setting, or nothing. */
  panel(matches: (target: UnbindTarget) => boolean): ReactNode;
  /** The success line after unbinding what `matches`, or nothing. */
  doneNote(matches: (target: UnbindTarget) => boolean): ReactNode;
  busy: boolean;
}

async function unbind(target: UnbindTarget): Promise<void> {
  if (target.kind === 'email') await http.call('unbindEmail', {}, { showError: false });
  else if (target.kind === 'phone') await http.call('unbindPhone', {}, { showError: false });
  else if (target.kind === 'ga') await http.call('gaUnbind', {}, { showError: false });
  else await http.call('thirdPartyUnbind', { thirdType: target.thirdType }, { showError: false });
}

function what(target: UnbindTarget): ReactNode {
  if (target.kind === 'email') return <Trans>your email</Trans>;
  if (target.kind === 'phone') return <Trans>your phone number</Trans>;
  if (target.kind === 'ga') return <Trans>Google Authenticator</Trans>;
  const name = thirdPartyName(target.thirdType);
  return <Trans>the {name} login</Trans>;
}

/** The one unbind flow of the page (machines/settings/unbindMachine.ts), shown at the setting it is about. */
export function useUnbinding(): Unbinding {
  const { t } = useLingui();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    unbindMachine.provide({
      actors: {
        unbind: fromPromise(async ({ input }: { input: UnbindTarget }) => {
          await unbind(input);
          await afterChange();
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const { target, failure, done } = state.context;
  const busy = state.matches('unbinding');
  return {
    ask: (next) => send({ type: 'unbind.ask', target: next }),
    busy,
    doneNote: (matches) =>
      state.matches('idle') && done && matches(done) ? (
        <SavedNote>
          <Trans>Unbound: {what(done)} is no longer linked to your account.</Trans>
        </SavedNote>
      ) : null,
    panel: (matches) => {
      if (!target || !matches(target) || state.matches('idle')) return null;
      return (
        <fieldset className="settings-confirm" aria-label={t`Confirm unbinding`}>
          <p>
            <Trans>
              Unbind {what(target)}? You will confirm with the security verification. It can be bound again later.
            </Trans>
          </p>
          {target.kind === 'ga' && (
            <p className="setting-hint">
              <Trans>
                Withdrawals and payments that required the authenticator will ask for the fund password only.
              </Trans>
            </p>
          )}
          <FailureNote failure={failure} />
          <div className="settings-form-buttons">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => send({ type: 'unbind.confirm' })}
            >
              {busy ? <Trans>Unbinding…</Trans> : <Trans>Confirm unbinding</Trans>}
            </button>
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => send({ type: 'unbind.cancel' })}
            >
              <Trans>Keep it</Trans>
            </button>
          </div>
        </fieldset>
      );
    },
  };
}
