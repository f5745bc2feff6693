import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { rightGuideMachine } from '../../../machines/shell/rightGuideMachine.ts';
import { cookies } from '../../../runtime/config.ts';
import { COOKIES } from '../../../runtime/session/cookies.ts';
import { useClock } from '../../clock.tsx';
import { useSession } from '../../session/sessionContext.tsx';
import { type LiveChatAdapter, liveChat, useLiveChat } from '../../shell/liveChat.tsx';

/**
 * The right guide: a card inviting users without an account manager (`liaisonFlag` 0) to chat with
 * customer service. Mounted once for the whole app, inside the session.
 */
export function RightGuide({ chat = liveChat }: { chat?: LiveChatAdapter }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { isOpen, open } = useLiveChat(chat);
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    rightGuideMachine.provide({
      actions: { snooze: () => cookies.set(COOKIES.guideHide.name, '1', COOKIES.guideHide.maxAge) },
    }),
  );
  const [state, send] = useMachine(machine, { clock: useClock() });

  const liaisonFlag = user?.manager.liaisonFlag ?? null;
  useEffect(() => {
    send({
      type: 'audience.changed',
      liaisonFlag,
      snoozed: cookies.get(COOKIES.guideHide.name) !== null,
    });
    if (chat.isOpen()) send({ type: 'chat.opened' });
  }, [liaisonFlag, send, chat]);

  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current === isOpen) return;
    wasOpen.current = isOpen;
    send({ type: isOpen ? 'chat.opened' : 'chat.closed' });
  }, [isOpen, send]);

  if (!state.matches('shown')) return null;
  return (
    <aside className="right-guide" aria-label={t`Personal guide`}>
      <button
        type="button"
        className="right-guide-close"
        aria-label={t`Hide the guide for 3 days`}
        onClick={() => send({ type: 'guide.dismiss' })}
      >
        ×
      </button>
      <p className="right-guide-title">
        <Trans>New to cloud mining?</Trans>
      </p>
      <p className="right-guide-text">
        <Trans>Chat with our customer service for a personal walk-through of plans, payouts and your account.</Trans>
      </p>
      <button type="button" className="right-guide-chat" onClick={open}>
        <Trans>Chat with us</Trans>
      </button>
    </aside>
  );
}
