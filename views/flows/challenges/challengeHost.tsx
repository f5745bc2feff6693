import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type challengeMachine, dialogTarget, type SelfDialog } from '../../../machines/challenges/challengeMachine.ts';
import type { geetestMachine } from '../../../machines/challenges/geetestMachine.ts';
import type { sliderMachine } from '../../../machines/challenges/sliderMachine.ts';
import type { turnstileMachine } from '../../../machines/challenges/turnstileMachine.ts';
import type { verificationMachine } from '../../../machines/challenges/verificationMachine.ts';
import type { ChallengeTask } from '../../../runtime/captcha/taskInbox.ts';
import { notifications, taskInbox } from '../../../runtime/config.ts';
import { classifyLink } from '../../../runtime/validation/links.ts';
import { useClock } from '../../clock.tsx';
import { liveChat } from '../../shell/liveChat.tsx';
import { useAccountModals } from '../account/accountModalsContext.ts';
import { securityModals } from '../security/securityModals.tsx';
import { GeetestDialog, TokenCaptchaDialog } from './captchaDialog.tsx';
import { type ChallengeServices, liveChallengeMachine } from './challengeEffects.ts';
import { SliderDialog } from './sliderDialog.tsx';
import { TaskDialog } from './taskDialog.tsx';

// Auth tasks only: the verification form (and its send-code button) loads with the first one.
const VerificationModal = lazy(() =>
  import('./verificationModal.tsx').then((module) => ({ default: module.VerificationModal })),
);

/** One task's dialog on screen: which flow, its actor (for the flows that have one) and the task. */
type Shown =
  | { kind: 'dialog'; task: Extract<ChallengeTask, { type: 'dialog' }> }
  | { kind: 'verification'; task: ChallengeTask; actor: ActorRefFrom<typeof verificationMachine> }
  | { kind: 'slider'; task: ChallengeTask; actor: ActorRefFrom<typeof sliderMachine> }
  | { kind: 'turnstile'; task: ChallengeTask; actor: ActorRefFrom<typeof turnstileMachine> }
  | { kind: 'geetest'; task: ChallengeTask; actor: ActorRefFrom<typeof geetestMachine> };

function shownOf(state: SnapshotFrom<typeof challengeMachine>): Shown | null {
  const task = state.context.task;
  if (!task) return null;
  const children = state.children;
  if (state.matches('dialog') && task.type === 'dialog') return { kind: 'dialog', task };
  if (state.matches('verifying') && children.verification)
    return { kind: 'verification', task, actor: children.verification };
  if (state.matches('slider') && children.slider) return { kind: 'slider', task, actor: children.slider };
  if (state.matches('turnstile') && children.turnstile) return { kind: 'turnstile', task, actor: children.turnstile };
  if (state.matches('geetest') && children.geetest) return { kind: 'geetest', task, actor: children.geetest };
  return null;
}

/** What closing a dialog from its frame (× or Escape) means for its flow: giving up. */
function cancelEvent(shown: Shown) {
  switch (shown.kind) {
    case 'dialog':
      return null;
    case 'verification':
      return () => shown.actor.send({ type: 'form.cancel' });
    case 'slider':
      return () => shown.actor.send({ type: 'slider.cancel' });
    case 'turnstile':
      return () => shown.actor.send({ type: 'captcha.cancel' });
    case 'geetest':
      return () => shown.actor.send({ type: 'captcha.cancel' });
  }
}

/**
 * The challenge host, mounted for the app from the first task on (challengeOutlet.tsx): takes tasks
 * from the http client's inbox one at a time and shows each by its type on the challenge machine. A
 * finished task's dialog stays mounted while it animates out (the shared modal's 250 ms).
 */
export function ChallengeHost() {
  const { t } = useLingui();
  const router = useRouter();
  const accountModals = useAccountModals();
  const clock = useClock();

  // The machine is made once; what it calls on the page is read through this ref at call time.
  const services = useRef<ChallengeServices>(null as unknown as ChallengeServices);
  services.current = {
    showToast: (message, kind) => notifications.show(message, kind),
    checkFailText: (vendor) =>
      vendor === 'geetest' ? t`The security check failed. Please try again.` : t`turnstile check fail`,
    openAction: (action) => {
      const target = dialogTarget(action);
      if (target.kind === 'selfDialog') {
        openSelfDialog(target.name);
        return;
      }
      const link = classifyLink(target.href);
      if (link.kind === 'direct') window.location.assign(link.href);
      else void router.navigate({ href: link.path });
    },
  };
  function openSelfDialog(name: SelfDialog | null) {
    switch (name) {
      case 'login':
        accountModals.openLogin();
        return;
      case 'bindEmail':
        securityModals.openBindEmail();
        return;
      case 'fundResetModal':
        securityModals.openFundReset();
        return;
      case 'bindGa':
        securityModals.openBindGa();
        return;
      case 'crisp':
        liveChat.open();
        return;
      case null:
        console.warn('dialog action names no known dialog');
    }
  }

  const [machine] = useState(() =>
    liveChallengeMachine({
      showToast: (...args) => services.current.showToast(...args),
      checkFailText: (vendor) => services.current.checkFailText(vendor),
      openAction: (action) => services.current.openAction(action),
    }).provide({
      actions: { settle: (_, { taskId, result }) => taskInbox.settle(taskId, result) },
    }),
  );
  const [state, send, actorRef] = useMachine(machine, { clock });

  useEffect(() => taskInbox.connect((task) => actorRef.send({ type: 'task.received', task })), [actorRef]);

  const active = shownOf(state);
  const activeKey = active?.task.taskId ?? null;
  // Every dialog on screen, in one keyed list: a finished task's dialog stays mounted (open false) while
  // it animates out, and is dropped when its modal reports it closed.
  const [list, setList] = useState<Array<{ shown: Shown; open: boolean }>>([]);
  const openKey = list.find((item) => item.open)?.shown.task.taskId ?? null;
  if (openKey !== activeKey) {
    const next = list.map((item) => ({ ...item, open: false }));
    if (active) next.push({ shown: active, open: true });
    setList(next);
  }
  const drop = (key: string) => setList((items) => items.filter((item) => item.shown.task.taskId !== key));

  const render = (shown: Shown, open: boolean, onClose: () => void): ReactNode => {
    const key = shown.task.taskId;
    switch (shown.kind) {
      case 'dialog':
        return (
          <TaskDialog
            key={key}
            task={shown.task}
            open={open}
            confirming={open && state.matches({ dialog: 'confirming' })}
            problem={open ? state.context.dialogProblem : null}
            onPress={(index) => send({ type: 'dialog.press', index })}
            onClose={onClose}
          />
        );
      case 'verification':
        return (
          <Suspense key={key} fallback={null}>
            <VerificationModal actor={shown.actor} open={open} onClose={onClose} />
          </Suspense>
        );
      case 'slider':
        return <SliderDialog key={key} actor={shown.actor} open={open} onClose={onClose} />;
      case 'turnstile':
        return <TokenCaptchaDialog key={key} actor={shown.actor} open={open} onClose={onClose} />;
      case 'geetest':
        return <GeetestDialog key={key} actor={shown.actor} open={open} onClose={onClose} />;
    }
  };

  return list.map(({ shown, open }) =>
    open && active
      ? render(active, true, () => {
          // Closed from its frame (× or Escape): the flow gives up; the modal is already gone.
          drop(active.task.taskId);
          const cancel = cancelEvent(active);
          if (cancel) cancel();
          else send({ type: 'dialog.cancel' });
        })
      : render(shown, false, () => drop(shown.task.taskId)),
  );
}
