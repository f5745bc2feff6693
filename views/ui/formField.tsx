import { type ReactNode, useId } from 'react';

/** What a control inside a FormField needs to be announced with its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with an optional hint and its error right under it (the spec's messages
 * come from the caller: a validation rule's text or the server's). The control is the caller's own
 * (input, select, textarea), so what the user typed stays in the caller's state whatever the error.
 */
export function FormField({
  label,
  error,
  hint,
  before,
  after,
  className,
  children,
}: {
  label: ReactNode;
  /** The message to show; null or empty when the value is fine. */
  error?: string | null;
  hint?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(error);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', invalid ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        {before}
        {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy || undefined })}
        {after}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
