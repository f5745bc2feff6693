import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { geetestMachine } from '../../../machines/challenges/geetestMachine.ts';
import type { turnstileMachine } from '../../../machines/challenges/turnstileMachine.ts';
import type { Locale } from '../../../manifest/locales.ts';
import {
  type CaptchaAnswer,
  type CaptchaVendor,
  type CaptchaWidget,
  captchaAdapter,
  captchaSettings,
  type GeetestAnswer,
} from '../../../runtime/captcha/adapters.ts';
import { currentLocale } from '../../../runtime/i18n/index.ts';
import { Modal } from '../modal/modal.tsx';
import { CAPTCHA_WIDTH } from './sliderDialog.tsx';

type WidgetEvent =
  | { type: 'captcha.ready' }
  | { type: 'captcha.solved'; answer: CaptchaAnswer }
  | { type: 'captcha.error'; code: string };

/** Renders the vendor's widget (or the sandbox's) into a box and reports what it does; removed on unmount. */
function WidgetBox({
  vendor,
  siteKey,
  params,
  onEvent,
}: {
  vendor: CaptchaVendor;
  siteKey: string;
  params?: Record<string, unknown>;
  onEvent: (event: WidgetEvent) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onEvent);
  report.current = onEvent;
  // The params come with the task, as the site key does: a new task renders anew, a re-render does not.
  const taskParams = useRef(params);
  taskParams.current = params;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let widget: CaptchaWidget | null = null;
    let gone = false;
    captchaAdapter(vendor, captchaSettings)
      .render(
        element,
        { siteKey, locale: currentLocale() as Locale, params: taskParams.current },
        {
          onAnswer: (answer) => report.current({ type: 'captcha.solved', answer }),
          onError: (code) => report.current({ type: 'captcha.error', code }),
        },
      )
      .then(
        (rendered) => {
          if (gone) rendered.remove();
          else {
            widget = rendered;
            report.current({ type: 'captcha.ready' });
          }
        },
        () => {
          if (!gone) report.current({ type: 'captcha.error', code: 'script' });
        },
      );
    return () => {
      gone = true;
      widget?.remove();
    };
  }, [vendor, siteKey]);
  return <div ref={box} className="captcha-widget" />;
}

interface WidgetState {
  loading: boolean;
  unavailable: boolean;
  checking: boolean;
}

function WidgetDialog({
  vendor,
  siteKey,
  params,
  state,
  open,
  onClose,
  onEvent,
}: {
  vendor: CaptchaVendor;
  siteKey: string;
  params?: Record<string, unknown>;
  state: WidgetState;
  open: boolean;
  onClose: () => void;
  onEvent: (event: WidgetEvent) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Security check`} width={CAPTCHA_WIDTH} className="captcha-dialog">
      <div className="captcha-body">
        <p>
          <Trans>Please confirm you are human to continue.</Trans>
        </p>
        <WidgetBox vendor={vendor} siteKey={siteKey} params={params} onEvent={onEvent} />
        {state.loading && (
          <p className="slider-note" role="status">
            <Trans>Loading the check…</Trans>
          </p>
        )}
        {state.checking && (
          <p className="slider-note" role="status">
            <Trans>Checking…</Trans>
          </p>
        )}
        {state.unavailable && (
          <p className="slider-problem" role="alert">
            <Trans>The check could not be loaded. Close this window and try again later.</Trans>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** The Turnstile / hCaptcha dialog on the turnstile machine. */
export function TokenCaptchaDialog({
  actor,
  open,
  onClose,
}: {
  actor: ActorRefFrom<typeof turnstileMachine>;
  open: boolean;
  onClose: () => void;
}) {
  const state = useSelector(actor, (s) => s);
  return (
    <WidgetDialog
      vendor={state.context.vendor}
      siteKey={state.context.siteKey}
      state={{
        loading: state.matches('loading'),
        unavailable: state.matches('unavailable'),
        checking: state.matches('checking'),
      }}
      open={open}
      onClose={onClose}
      onEvent={(event) =>
        actor.send(
          event.type === 'captcha.solved'
            ? { type: 'captcha.solved', token: 'token' in event.answer ? event.answer.token : '' }
            : event,
        )
      }
    />
  );
}

/** The Geetest dialog on the geetest machine. */
export function GeetestDialog({
  actor,
  open,
  onClose,
}: {
  actor: ActorRefFrom<typeof geetestMachine>;
  open: boolean;
  onClose: () => void;
}) {
  const state = useSelector(actor, (s) => s);
  return (
    <WidgetDialog
      vendor="geetest"
      siteKey={state.context.captchaId}
      params={state.context.params}
      state={{
        loading: state.matches('loading'),
        unavailable: state.matches('unavailable'),
        checking: state.matches('checking'),
      }}
      open={open}
      onClose={onClose}
      onEvent={(event) =>
        actor.send(
          event.type === 'captcha.solved' ? { type: 'captcha.solved', answer: event.answer as GeetestAnswer } : event,
        )
      }
    />
  );
}
