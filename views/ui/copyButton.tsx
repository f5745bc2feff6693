import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How long "Copied" stays. */
export const COPIED_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies `value` (a TXID, an address, an invite link). Success says "Copied" for 2 s in a polite
 * live region; without a usable clipboard (old browsers, plain http, denied permission) the value
 * appears in a field, selected, for the user to copy by hand.
 */
export function CopyButton({ value, label }: { value: string; label?: ReactNode }) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>('idle');
  const fallbackRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (state !== 'manual') return;
    fallbackRef.current?.focus();
    fallbackRef.current?.select();
  }, [state]);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } catch {
      setState('manual');
    }
  };

  return (
    <span className="ui-copy">
      <button type="button" className="ui-copy-button" onClick={() => void copy()}>
        {label ?? <Trans>Copy</Trans>}
      </button>
      {state === 'manual' && (
        <input
          ref={fallbackRef}
          className="ui-copy-fallback"
          readOnly
          value={value}
          aria-label={t`Text to copy`}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <span role="status" className="ui-copy-status">
        {state === 'copied' && <Trans>Copied</Trans>}
        {state === 'manual' && <Trans>Press Ctrl+C (⌘C) to copy the selected text.</Trans>}
      </span>
    </span>
  );
}
