import { type ReactNode, useId } from 'react';

/** A labelled input with its problem (a rule's message or the server's) right under it. */
export function ModalField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  maxLength,
  placeholder,
  autoComplete = 'off',
  after,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={error ? 'security-field security-field-invalid' : 'security-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="security-field-row">
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {error && (
        <p id={`${id}-error`} className="security-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
