import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SettingsFailure } from '../../../machines/settings/failure.ts';
import { PRIVATE_QUERIES, reloadShownReads } from '../../../runtime/query/index.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';

/**
 * After a change: the page's reads and the session's user (the header's greeting) load again, and the
 * sections show the new values before the flow goes on to say "saved".
 */
export function useAfterChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return async () => {
    await Promise.all([reloadShownReads(queryClient, PRIVATE_QUERIES), refresh()]);
  };
}

/** A card of the settings page with its heading. */
export function SettingsCard({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One setting: what it is, its current state, and its actions. */
export function SettingRow({
  label,
  value,
  actions,
  children,
}: {
  label: ReactNode;
  value: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="setting-row">
      <div className="setting-row-main">
        <div className="setting-row-text">
          <span className="setting-label">{label}</span>
          <span className="setting-value">{value}</span>
        </div>
        {actions && <div className="setting-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A text input with its label and error. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete = 'off',
  hint,
  after,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  hint?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <FormField label={label} error={error} hint={hint} after={after}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Why a change did not go through: the verification was closed, or what the server said. */
export function FailureNote({ failure }: { failure: SettingsFailure | null }) {
  const { t } = useLingui();
  if (!failure) return null;
  return (
    <p className="settings-failure" role="alert">
      {failure.cancelled ? (
        <Trans>The security verification was cancelled. Nothing was changed.</Trans>
      ) : (
        failureMessage(failure.serverError, t`unknown error, please retry`)
      )}
    </p>
  );
}

/** A success line after a change. */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <p className="settings-saved" role="status">
      {children}
    </p>
  );
}

/** A form's Save and Cancel buttons. */
export function FormButtons({ busy, onCancel, save }: { busy: boolean; onCancel: () => void; save?: ReactNode }) {
  return (
    <div className="settings-form-buttons">
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : (save ?? <Trans>Save</Trans>)}
      </button>
      <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
