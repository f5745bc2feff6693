import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { FormField } from '../../ui/formField.tsx';

/** A number as the user may type it: digits with an optional decimal point ("12", "0.06", "17.", ".5"). */
const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;

export type NumberRule = 'positive' | 'nonNegative' | 'percent' | 'days' | 'units';

/** The most units of a plan the calculator takes (the search param's bound). */
export const MAX_UNITS = 1000;

const MESSAGES: Record<NumberRule | 'number', MessageDescriptor> = {
  number: msg`Enter a number, such as 12.5`,
  positive: msg`Enter a number greater than 0`,
  nonNegative: msg`Enter a number, such as 12.5`,
  percent: msg`Enter a percentage from 0 to 100`,
  days: msg`Enter a whole number of days, at least 1`,
  units: msg`Enter a whole number of units, from 1 to 1000`,
};

/** What a typed text means under a rule: its number, or the message to show at the field. */
export function parseNumber(
  text: string,
  rule: NumberRule,
): { value: number; error?: undefined } | { value?: undefined; error: MessageDescriptor } {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return { error: MESSAGES.number };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value > 1e21) return { error: MESSAGES.number };
  if (rule === 'positive' && value <= 0) return { error: MESSAGES.positive };
  if (rule === 'percent' && value > 100) return { error: MESSAGES.percent };
  if (rule === 'days' && (!Number.isInteger(value) || value < 1)) return { error: MESSAGES.days };
  if (rule === 'units' && (!Number.isInteger(value) || value < 1 || value > MAX_UNITS))
    return { error: MESSAGES.units };
  return { value };
}

/** The same figure, give or take what a float's last digit moves (a J/T derived from W and back). */
function same(a: number | undefined, b: number | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A calculator input: a labelled text field for a number. A valid entry is handed to `onValue` (the
 * page writes it into the URL); an invalid one stays typed, with its message at the field, and the URL
 * keeps the last valid value. When the value changes from elsewhere (a reset, a picked plan), the
 * field shows it.
 */
export function NumberField({
  label,
  value,
  onValue,
  rule,
  optional = false,
  hint,
  after,
  name,
}: {
  label: ReactNode;
  /** The value in force (the URL's, or today's figure, or a plan's). */
  value: number | undefined;
  /** A valid entry; undefined when an optional field is cleared. */
  onValue: (value: number | undefined) => void;
  rule: NumberRule;
  /** Empty is allowed and means "not given" (a rig price). */
  optional?: boolean;
  hint?: ReactNode;
  after?: ReactNode;
  /** The input's name (tests and autofill). */
  name: string;
}) {
  const { i18n } = useLingui();
  // What was typed, the value it stood for, and the value in force when it was typed: while the value
  // in force is either, the field keeps the typed text (a navigation pending, or an invalid entry).
  const [typed, setTyped] = useState<{ text: string; meant: number | undefined; from: number | undefined } | null>(
    null,
  );
  const editing = typed !== null && (same(typed.meant, value) || same(typed.from, value));
  const text = editing ? typed.text : show(value);
  const parsed = editing && !(optional && text.trim() === '') ? parseNumber(text, rule) : null;
  const error = parsed?.error ? i18n._(parsed.error) : null;

  return (
    <FormField label={label} hint={hint} after={after} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (optional && next.trim() === '') {
              setTyped({ text: next, meant: undefined, from: value });
              onValue(undefined);
              return;
            }
            const result = parseNumber(next, rule);
            setTyped({ text: next, meant: result.value ?? Number.NaN, from: value });
            if (result.value !== undefined && !same(result.value, value)) onValue(result.value);
          }}
        />
      )}
    </FormField>
  );
}
