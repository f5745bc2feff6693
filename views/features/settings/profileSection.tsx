import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ProfileForm, type ProfileProblem, profileMachine } from '../../../machines/settings/profileMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { SettingsOverview } from '../../../runtime/http/contract/settings.ts';
import { NOTICE_LANGUAGES, type NoticeLanguage } from '../../../runtime/http/contract/settingsValues.ts';
import { FormField } from '../../ui/formField.tsx';
import { NOTICE_LANGUAGE_NAMES } from './settingsLabels.ts';
import {
  FailureNote,
  FormButtons,
  SavedNote,
  SettingRow,
  SettingsCard,
  TextInput,
  useAfterChange,
} from './settingsUi.tsx';

/** Nickname (the header's greeting) and the language of emails and notices. */
export function ProfileSection({ data }: { data: SettingsOverview }) {
  const { t } = useLingui();
  const afterChange = useAfterChange();
  // The actor outlives renders: it compares with what the page shows now.
  const current = useRef(data);
  current.current = data;
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: ProfileForm }) => {
          await http.call('changeNickname', { nickname: input.nickname }, { showError: false });
          if (input.noticeLanguage !== current.current.noticeLanguage)
            await http.call('changeNoticeLanguage', { noticeLanguage: input.noticeLanguage }, { showError: false });
          await afterChange();
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [form, setForm] = useState<ProfileForm>({ nickname: '', noticeLanguage: 'en' });
  const { problem, failure, saved } = state.context;
  const problems: Record<ProfileProblem, string> = {
    nicknameLength: t`A nickname has 2 to 20 characters`,
    nicknameCharacters: t`A nickname cannot contain < or >`,
  };
  const edit = () => {
    setForm({ nickname: data.nickname ?? '', noticeLanguage: data.noticeLanguage });
    send({ type: 'profile.edit' });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'profile.submit', form });
  };
  const editing = !state.matches('viewing');
  const saving = state.matches('saving');

  return (
    <SettingsCard id="settings-profile" title={<Trans>Your profile</Trans>}>
      {saved && (
        <SavedNote>
          <Trans>Your profile was saved.</Trans>
        </SavedNote>
      )}
      {!editing ? (
        <>
          <SettingRow
            label={<Trans>Nickname</Trans>}
            value={data.nickname ?? <Trans>Not set: the header greets you by your phone number or email</Trans>}
            actions={
              <button type="button" className="button button-outline" onClick={edit}>
                <Trans>Edit profile</Trans>
              </button>
            }
          />
          <SettingRow
            label={<Trans>Notice language</Trans>}
            value={
              <>
                {NOTICE_LANGUAGE_NAMES[data.noticeLanguage]}
                <span className="setting-hint">
                  <Trans>Emails and account notices are sent in this language.</Trans>
                </span>
              </>
            }
          />
        </>
      ) : (
        <form className="settings-form" onSubmit={onSubmit} noValidate aria-busy={saving} aria-label={t`Edit profile`}>
          <TextInput
            label={<Trans>Nickname</Trans>}
            value={form.nickname}
            maxLength={40}
            autoComplete="nickname"
            onChange={(nickname) => setForm((f) => ({ ...f, nickname }))}
            error={problem ? problems[problem] : null}
            hint={<Trans>2 to 20 characters. Shown in the header and to support, never to other customers.</Trans>}
          />
          <FormField label={<Trans>Notice language</Trans>}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={form.noticeLanguage}
                onChange={(event) => setForm((f) => ({ ...f, noticeLanguage: event.target.value as NoticeLanguage }))}
              >
                {NOTICE_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {NOTICE_LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FailureNote failure={failure} />
          <FormButtons busy={saving} onCancel={() => send({ type: 'profile.cancel' })} />
        </form>
      )}
    </SettingsCard>
  );
}
