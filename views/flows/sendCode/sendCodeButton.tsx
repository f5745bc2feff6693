import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { RESEND_SECONDS, type SendOutcome, sendCodeMachine } from '../../../machines/account/sendCodeMachine.ts';
import type { AppClock } from '../../../runtime/clock.ts';
import { useClock } from '../../clock.tsx';

const PREFIX = 'sendCodeAt';
const keyOf = (type: string, account: string) => `${PREFIX}:${type}:${account.trim().toLowerCase()}`;

/** Seconds left of the last send to this type and account, from storage, so reloads and other modals agree. */
export function secondsLeft(clock: AppClock, type: string, account: string, store?: Storage): number {
  let at: number;
  try {
    at = Number((store ?? localStorage).getItem(keyOf(type, account)));
  } catch {
    return 0; // storage refused (private mode): the server's own 60 s rule still holds
  }
  if (!Number.isFinite(at) || at <= 0) return 0;
  const left = RESEND_SECONDS * 1000 - (clock.now() - at);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Remembers a send whose countdown has `remaining` seconds to go. */
function rememberSend(
  clock: AppClock,
  type: string,
  account: string,
  remaining: number,
  store: Storage = localStorage,
) {
  store.setItem(keyOf(type, account), String(clock.now() - (RESEND_SECONDS - remaining) * 1000));
}

export interface SendCodeButtonProps {
  type: string;
  /** The address the code goes to; the 60 s rule is per type and account. */
  account: string;
  /** Sends the code (the server may answer that one went out recently). */
  send: () => Promise<SendOutcome>;
  /** The button is not offered yet (for example the account is invalid). */
  disabled?: boolean;
}

/**
 * The send-code button on the send-code machine: send, a countdown showing the seconds left with a
 * resend label (disabled, clicks ignored), then resend. A recent send to the same account (other
 * modal, before a reload) is not repeated: the countdown continues.
 */
export function SendCodeButton({ type, account, send, disabled = false }: SendCodeButtonProps) {
  const clock = useClock();
  const sendRef = useRef(send);
  sendRef.current = send;
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    sendCodeMachine.provide({
      actors: {
        restore: fromPromise(async ({ input }) => secondsLeft(clock, input.type, input.account)),
        send: fromPromise(async ({ input }) => {
          const left = secondsLeft(clock, input.type, input.account);
          if (left > 0) return { sent: false, remainingSeconds: left };
          const outcome = await sendRef.current();
          rememberSend(clock, input.type, input.account, outcome.sent ? RESEND_SECONDS : outcome.remainingSeconds);
          return outcome;
        }),
      },
    }),
  );
  const [state, sendEvent] = useMachine(machine, { input: { type, account }, clock });
  const busy = state.matches('restoring') || state.matches('sending');
  const counting = state.matches('counting');
  return (
    <span className="send-code" data-state={String(state.value)}>
      <button
        type="button"
        className="send-code-button"
        disabled={disabled || busy || counting}
        aria-busy={busy || undefined}
        onClick={() => sendEvent({ type: 'code.send' })}
      >
        {counting ? (
          <Trans>Resend in {state.context.remaining} s</Trans>
        ) : state.matches('ready') ? (
          <Trans>Resend code</Trans>
        ) : state.matches('sending') ? (
          <Trans>Sending…</Trans>
        ) : (
          <Trans>Send code</Trans>
        )}
      </button>
      {/* The server's message shows as the error toast (spec section 8); this line stays by the button. */}
      {state.matches('failed') && (
        <span className="field-error" role="alert">
          <Trans>The code could not be sent. Please try again.</Trans>
        </span>
      )}
    </span>
  );
}
