import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { TOUR_STEPS, type TourStep, tourMachine } from '../../../machines/shell/tourMachine.ts';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { http } from '../../../runtime/config.ts';
import { useClock } from '../../clock.tsx';
import { useSession } from '../../session/sessionContext.tsx';

/** Pages the tour starts on (decision 072): the list, the task page and the dashboard's landing page. */
export const TOUR_ROUTES = new Set(['list', 'task', 'dashboard.hashrate']);

/** What each step points at: elements marked `data-tour` by the header and the right bar. */
const TARGETS: Record<TourStep, string> = {
  taskArea: 'task',
  cloudMining: 'mining',
  accountAssets: 'assets',
  calculator: 'calculator',
  customerService: 'service',
};

const STEPS: Record<TourStep, { title: MessageDescriptor; text: MessageDescriptor }> = {
  taskArea: {
    title: msg`Task area`,
    text: msg`Complete tasks here to earn vouchers for your first plans.`,
  },
  cloudMining: {
    title: msg`Choose cloud mining`,
    text: msg`Pick an easy, full or stable plan from the mining menu.`,
  },
  accountAssets: {
    title: msg`Your account assets`,
    text: msg`See your hashrate, orders, wallet and points in your account.`,
  },
  calculator: {
    title: msg`Mining calculator`,
    text: msg`Estimate the output of a plan before you buy.`,
  },
  customerService: {
    title: msg`Customer service`,
    text: msg`Questions at any time? Our customer service is one click away.`,
  },
};

const machine = tourMachine.provide({
  actors: {
    guideStatus: fromPromise(() =>
      http.call('userGuideStatus', { feedbackType: 'registerMissionGuide' }, { showError: false }),
    ),
    markSeen: fromPromise(async () => {
      try {
        await http.call(
          'updateUserGuideStatus',
          { feedbackType: 'registerMissionGuide', status: '1' },
          { showError: false },
        );
      } catch (error) {
        console.warn('guide status could not be saved', error);
        throw error;
      }
    }),
  },
});

/** Marks the current step's target while the step shows. */
function useHighlight(step: TourStep | null) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!step) return;
    const target = document.querySelector<HTMLElement>(`[data-tour="${TARGETS[step]}"]`);
    if (!target) {
      setRect(null);
      return;
    }
    target.classList.add('tour-highlight');
    target.scrollIntoView?.({ block: 'nearest' });
    setRect(target.getBoundingClientRect());
    return () => target.classList.remove('tour-highlight');
  }, [step]);
  return rect;
}

/** The guided tour for signed-in users on the tour's pages. Mounted by the layout, inside the session. */
export function GuidedTour({ route }: { route: LocalizedRoute }) {
  const { t, i18n } = useLingui();
  const { loggedIn } = useSession();
  const [state, send, actor] = useMachine(machine, { clock: useClock() });
  const onTourPage = TOUR_ROUTES.has(route.id);

  useEffect(() => {
    // A tour finished or skipped is over for this page (a final state takes no events).
    if (loggedIn && onTourPage && actor.getSnapshot().can({ type: 'tour.check' })) send({ type: 'tour.check' });
  }, [loggedIn, onTourPage, send, actor]);

  const touring = state.matches('touring');
  const step = touring ? ((state.value as { touring: TourStep }).touring ?? null) : null;
  const rect = useHighlight(step);
  // The flow's state stays readable when nothing shows (checking, skipped, finished).
  if (!step) return <span hidden data-tour-state={JSON.stringify(state.value)} />;

  const index = TOUR_STEPS.indexOf(step);
  const last = index === TOUR_STEPS.length - 1;
  const copy = STEPS[step];
  const stepNo = index + 1;
  const stepCount = TOUR_STEPS.length;
  // Beside the target when there is room on its left (the right bar's links), below it when it is
  // wide (a page's own area), in the corner when there is no target; always inside the window.
  const top = (y: number) => Math.max(8, Math.min(y, window.innerHeight - 240));
  const roomLeft = rect !== null && rect.left - 12 >= Math.min(320, window.innerWidth - 32) + 8;
  const style = rect
    ? roomLeft
      ? { top: top(rect.top), right: window.innerWidth - rect.left + 12 }
      : { top: top(rect.bottom + 12), right: 16 }
    : undefined;
  return (
    <div className="guided-tour" role="dialog" aria-modal="false" aria-label={t`Guided tour`} style={style}>
      <p className="guided-tour-count">
        <Trans>
          Step {stepNo} of {stepCount}
        </Trans>
      </p>
      <h2 className="guided-tour-title">{i18n._(copy.title)}</h2>
      <p className="guided-tour-text">{i18n._(copy.text)}</p>
      <div className="guided-tour-actions">
        <button type="button" className="guided-tour-skip" onClick={() => send({ type: 'tour.close' })}>
          <Trans>Skip tour</Trans>
        </button>
        {index > 0 && (
          <button type="button" onClick={() => send({ type: 'tour.back' })}>
            <Trans>Back</Trans>
          </button>
        )}
        <button type="button" className="guided-tour-next" onClick={() => send({ type: 'tour.next' })}>
          {last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
        </button>
      </div>
    </div>
  );
}
