import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { http } from '../../../runtime/config.ts';
import { CODE_LENGTH, type MessageKey } from '../../../runtime/validation/rules.ts';
import type { PolicyKind } from '../../shell/shellRules.ts';
import { useShellServicesIfAny } from '../../shell/shellServices.tsx';
import { FormField } from '../../ui/formField.tsx';
import { Modal } from '../modal/modal.tsx';
import { CountryPicker } from './countryPicker.tsx';
import { FIELD_MESSAGES } from './fieldMessages.ts';

type ErrorKey = MessageKey | 'agreement_required';

/** A labelled input with its section-5 message (or a server message) right under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  message,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete,
  disabled,
  before,
  after,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorKey | null;
  /** A message from the server for this field (invite code check). */
  message?: string | null;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  autoComplete?: string;
  disabled?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { i18n } = useLingui();
  const text = error ? i18n._(FIELD_MESSAGES[error] as MessageDescriptor) : (message ?? null);
  return (
    <FormField label={label} error={text} before={before} after={after}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function EmailField(props: { value: string; onChange: (v: string) => void; error?: ErrorKey | null }) {
  return <TextField label={<Trans>Email</Trans>} type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function PhoneField(props: {
  phoneCode: string;
  value: string;
  onPhoneCode: (v: string) => void;
  onChange: (v: string) => void;
  error?: ErrorKey | null;
  busType?: 'register' | 'login' | 'forget';
  addressRequired?: readonly string[];
}) {
  return (
    <TextField
      label={<Trans>Phone number</Trans>}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      before={
        <CountryPicker
          value={props.phoneCode}
          onChange={props.onPhoneCode}
          busType={props.busType}
          addressRequired={props.addressRequired}
        />
      }
    />
  );
}

/** What the three account forms keep about the account being typed (their machines' context). */
export interface AccountEntry {
  accountType: 'email' | 'phone';
  email: string;
  phoneCode: string;
  phoneNumber: string;
  errors: { email?: ErrorKey | null; phoneNumber?: ErrorKey | null };
}

type AccountPart = 'email' | 'phoneCode' | 'phoneNumber';

/**
 * Email or phone (with its country code), as login, register and forgot password all ask: the tabs
 * to choose (unless the page fixes the kind) and the field for the chosen kind.
 */
export function AccountChooser({
  entry,
  tabsLabel,
  fixed,
  busType,
  onSwitch,
  onChange,
  addressRequired,
}: {
  entry: AccountEntry;
  tabsLabel: string;
  fixed: boolean;
  busType: 'register' | 'login' | 'forget';
  onSwitch: (accountType: 'email' | 'phone') => void;
  onChange: (part: AccountPart) => (value: string) => void;
  /** Countries the picker marks as needing an address (register only). */
  addressRequired?: readonly string[];
}) {
  return (
    <>
      {!fixed && (
        <div className="account-type-tabs" role="tablist" aria-label={tabsLabel}>
          <button
            type="button"
            role="tab"
            aria-selected={entry.accountType === 'email'}
            onClick={() => onSwitch('email')}
          >
            <Trans>Email</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={entry.accountType === 'phone'}
            onClick={() => onSwitch('phone')}
          >
            <Trans>Phone</Trans>
          </button>
        </div>
      )}
      {entry.accountType === 'email' ? (
        <EmailField value={entry.email} onChange={onChange('email')} error={entry.errors.email} />
      ) : (
        <PhoneField
          phoneCode={entry.phoneCode}
          value={entry.phoneNumber}
          onPhoneCode={onChange('phoneCode')}
          onChange={onChange('phoneNumber')}
          error={entry.errors.phoneNumber}
          busType={busType}
          addressRequired={addressRequired}
        />
      )}
    </>
  );
}

/** The 6-digit code: digits only, at most 6 (the flow submits a complete one by itself, spec section 5). */
export function CodeField(props: {
  value: string;
  onChange: (v: string) => void;
  error?: ErrorKey | null;
  after?: ReactNode;
}) {
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={props.value}
      error={props.error}
      after={props.after}
      onChange={(raw) => props.onChange(raw.replace(/\D/g, '').slice(0, CODE_LENGTH))}
    />
  );
}

export function AgreementCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ErrorKey | null;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const shell = useShellServicesIfAny();
  // Each agreement opens in the policy modal, in the page's language (spec section 2, login layout).
  const open = (kind: PolicyKind) => (event: MouseEvent<HTMLButtonElement>) => {
    // Reading the agreement does not tick the box.
    event.preventDefault();
    shell?.openPolicy(kind);
  };
  return (
    <div className={`field field-agreement${error ? ' field-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <Trans>I have read and agree to the User Agreement and Privacy Policy</Trans>
      </label>
      {shell && (
        // Outside the label: a link inside it would take the checkbox's name and a click on it would tick it.
        <span className="field-agreement-links">
          <button type="button" className="link-button" onClick={open('terms')}>
            <Trans>Terms of service</Trans>
          </button>
          <button type="button" className="link-button" onClick={open('privacy')}>
            <Trans>Privacy policy</Trans>
          </button>
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {i18n._(FIELD_MESSAGES[error] as MessageDescriptor)}
        </p>
      )}
    </div>
  );
}

/** The confirm-terms modal (width 350): agreeing ticks the box and continues. */
export function ConfirmTermsModal({
  open,
  onAccept,
  onDismiss,
}: {
  open: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  // Closing it any other way (×, Escape) is a dismissal; once dismissed or accepted, the flow ignores it.
  return (
    <Modal
      open={open}
      width={350}
      className="confirm-terms-modal"
      title={<Trans>Please confirm</Trans>}
      onClose={onDismiss}
    >
      <p>
        <Trans>To continue, please agree to the User Agreement and Privacy Policy.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" onClick={onDismiss}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onAccept}>
          <Trans>Agree and continue</Trans>
        </button>
      </div>
    </Modal>
  );
}

/** The CMS banner over the account forms: 06 register, 07 login and forgot password. */
export function AccountBanner({ bannerType }: { bannerType: '06' | '07' }) {
  const [banner, setBanner] = useState<{ bannerPicture: string; bannerBgPicture: string } | null>(null);
  useEffect(() => {
    let live = true;
    http
      .call('cmsBannerList', { bannerType }, { showError: false })
      .then((list) => {
        if (live) setBanner(list[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [bannerType]);
  if (!banner) return null;
  return (
    <div className="account-banner" style={{ backgroundImage: `url("${encodeURI(banner.bannerBgPicture)}")` }}>
      <img src={banner.bannerPicture} alt="" />
    </div>
  );
}
