import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import { partnerMachine } from '../../../machines/settings/partnerMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { SettingsOverview } from '../../../runtime/http/contract/settings.ts';
import { useFormat } from '../../format/useFormat.ts';
import { thirdPartyName } from './settingsLabels.ts';
import {
  FailureNote,
  FormButtons,
  SavedNote,
  SettingRow,
  SettingsCard,
  TextInput,
  useAfterChange,
} from './settingsUi.tsx';
import type { Unbinding } from './unbindPanel.tsx';

/** Third-party logins linked to the account, and the partner who looks after it. */
export function LinkedSection({ data, unbinding }: { data: SettingsOverview; unbinding: Unbinding }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <SettingsCard id="settings-linked" title={<Trans>Linked logins and partner</Trans>}>
      {unbinding.doneNote((target) => target.kind === 'thirdParty')}
      {data.thirdParty.length === 0 ? (
        <p className="setting-hint">
          <Trans>No third-party login is linked. Logging in with Google, Apple or Telegram in the app links it.</Trans>
        </p>
      ) : (
        <ul className="settings-list" aria-label={t`Linked logins`}>
          {data.thirdParty.map((linked) => {
            const name = thirdPartyName(linked.thirdType);
            const date = format.dateUtc(linked.boundAt);
            return (
              <li key={linked.thirdType}>
                <SettingRow
                  label={name}
                  value={<Trans>Linked on {date}</Trans>}
                  actions={
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={unbinding.busy}
                      aria-label={t`Unlink ${name}`}
                      onClick={() => unbinding.ask({ kind: 'thirdParty', thirdType: linked.thirdType })}
                    >
                      <Trans>Unlink</Trans>
                    </button>
                  }
                >
                  {unbinding.panel((target) => target.kind === 'thirdParty' && target.thirdType === linked.thirdType)}
                </SettingRow>
              </li>
            );
          })}
        </ul>
      )}
      <PartnerRow data={data} />
    </SettingsCard>
  );
}

function PartnerRow({ data }: { data: SettingsOverview }) {
  const { t } = useLingui();
  const format = useFormat();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    partnerMachine.provide({
      actors: {
        bind: fromPromise(async ({ input }: { input: { partnerId: string } }) => {
          const { partnerName } = await http.call('partnerIdBind', input, { showError: false });
          await afterChange();
          return { partnerName };
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [partnerId, setPartnerId] = useState('');
  const { problem, failure, bound } = state.context;
  const partner = data.partner;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'partner.submit', partnerId });
  };
  const binding = state.matches('binding');
  if (partner) {
    const name = partner.partnerName;
    const id = partner.partnerId;
    const date = format.dateUtc(partner.boundAt);
    return (
      <SettingRow
        label={<Trans>Partner ID</Trans>}
        value={
          <>
            {name} ({id})
            <span className="setting-hint">
              <Trans>Bound on {date}. A partner ID cannot be changed; contact support if it is wrong.</Trans>
            </span>
          </>
        }
      >
        {bound && (
          <SavedNote>
            <Trans>Partner bound: {bound}.</Trans>
          </SavedNote>
        )}
      </SettingRow>
    );
  }
  return (
    <SettingRow
      label={<Trans>Partner ID</Trans>}
      value={
        <span className="setting-off">
          {t`None: if a partner (a hosting or referral agent) looks after your account, bind the ID they gave you`}
        </span>
      }
      actions={
        state.matches('closed') && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setPartnerId('');
              send({ type: 'partner.open' });
            }}
          >
            <Trans>Bind partner ID</Trans>
          </button>
        )
      }
    >
      {!state.matches('closed') && (
        <form
          className="settings-form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={binding}
          aria-label={t`Bind partner ID`}
        >
          <TextInput
            label={<Trans>Partner ID</Trans>}
            maxLength={7}
            value={partnerId}
            onChange={setPartnerId}
            error={problem ? t`A partner ID is P and six digits, like P100001` : null}
            hint={<Trans>Once bound, a partner ID stays with the account.</Trans>}
          />
          <FailureNote failure={failure} />
          <FormButtons busy={binding} onCancel={() => send({ type: 'partner.cancel' })} save={<Trans>Bind</Trans>} />
        </form>
      )}
    </SettingRow>
  );
}
