import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

function parseWhole(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export interface QuantityStepperProps {
  label: ReactNode;
  value: number;
  /** Called with whole numbers within [min, max] on the step grid only; other text stays in the field. */
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
}

/** − / field / + for a whole quantity. Out-of-range text is kept (not silently clamped) and the range is shown. */
export function QuantityStepper({ label, value, onChange, min, max, step = 1 }: QuantityStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const messageId = `${id}-range`;
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside replaces the text (React's "adjust state on prop change" pattern).
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  const highest = min + Math.floor((max - min) / step) * step;
  const inRange = (n: number) => n >= min && n <= max && (n - min) % step === 0;
  const typed = parseWhole(text);
  const invalid = !inRange(typed);
  // What the buttons step from: the typed number, even out of range; the last good value for other text.
  const current = Number.isNaN(typed) ? value : typed;

  const commit = (next: number) => {
    setShownValue(next);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const by = (delta: number) => {
    const onGrid = min + Math.round((current + delta - min) / step) * step;
    commit(Math.min(highest, Math.max(min, onGrid)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      ArrowUp: () => by(step),
      ArrowDown: () => by(-step),
      Home: () => commit(min),
      End: () => commit(highest),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="ui-stepper">
      <label className="ui-stepper-label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-stepper-controls">
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={t`Decrease`}
          aria-controls={id}
          disabled={current <= min}
          onClick={() => by(-step)}
        >
          −
        </button>
        <input
          id={id}
          className="ui-stepper-input"
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={invalid ? undefined : typed}
          aria-invalid={invalid}
          aria-describedby={invalid ? messageId : undefined}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const n = parseWhole(next);
            if (inRange(n) && n !== value) {
              setShownValue(n);
              onChange(n);
            }
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={t`Increase`}
          aria-controls={id}
          disabled={current >= highest}
          onClick={() => by(step)}
        >
          +
        </button>
      </div>
      {invalid && (
        <p id={messageId} className="ui-stepper-message" role="alert">
          {step === 1 ? (
            <Trans>
              Enter a whole number from {min} to {max}.
            </Trans>
          ) : (
            <Trans>
              Enter a number from {min} to {max} in steps of {step}.
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}
