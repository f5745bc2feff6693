import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import DOMPurify from 'dompurify';
import { type UIEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CentreMessage,
  MESSAGE_CATEGORIES,
  MESSAGE_PAGE_SIZE,
  type MessageCategory,
  messageCentreMachine,
} from '../../../machines/messages/messageCentreMachine.ts';
import { unreadMessagesMachine } from '../../../machines/messages/unreadMessagesMachine.ts';
import { localizePath } from '../../../manifest/expand.ts';
import { HREFLANG } from '../../../manifest/locales.ts';
import { http } from '../../../runtime/config.ts';
import type { LinkContext } from '../../../runtime/router/links.ts';
import { classifyLink } from '../../../runtime/validation/links.ts';
import { useClock } from '../../clock.tsx';

/** Category names (decision 070): 0 lists every category. */
const CATEGORY_LABELS: Record<MessageCategory, MessageDescriptor> = {
  0: msg`All`,
  1: msg`System`,
  2: msg`Earnings`,
  3: msg`Activities`,
};

async function fetchPage({ input }: { input: { category: MessageCategory; pageNo: number } }) {
  // Spec section 8: a failed list is only logged (the panel offers a retry), no toast.
  const page = await http.call(
    'messageList',
    { messageCategory: input.category, pageNo: input.pageNo, pageSize: MESSAGE_PAGE_SIZE },
    { showError: false },
  );
  return {
    totalCount: page.totalCount,
    messages: page.data.map(
      (m): CentreMessage => ({
        messageId: m.messageId,
        read: m.messageReadStatus === 1,
        title: m.cardTypeData1.title,
        content: m.cardTypeData1.content,
        time: m.cardTypeData1.time,
        router: m.cardTypeData1.router,
      }),
    ),
  };
}

function postRead(messageId: string): void {
  http.call('readMessage', { messageId }, { showError: false }).catch((error: unknown) => {
    // Spec section 8: a failed read is logged only; the message stays read on screen.
    console.warn('message could not be marked read', error);
  });
}

async function fetchUnread() {
  return http.call('unreadMessageNum', {}, { showError: false });
}

function distanceToBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The header's message icon with its unread badge, and the message popup it opens. Rendered by the
 * header for signed-in visitors only (the unread count needs a session).
 */
export function MessageCentre({ at }: { at: LinkContext }) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const router = useRouter({ warn: false });
  const panelId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [unreadMachine] = useState(() =>
    unreadMessagesMachine.provide({ actors: { fetchUnread: fromPromise(fetchUnread) } }),
  );
  const [unread, sendUnread, unreadActor] = useMachine(unreadMachine, { clock });
  const [centreMachine] = useState(() =>
    messageCentreMachine.provide({
      actors: { fetchPage: fromPromise(fetchPage) },
      actions: {
        postRead: (_, { messageId }) => postRead(messageId),
        scrollListTop: () => {
          if (listRef.current) listRef.current.scrollTop = 0;
        },
        messageRead: () => unreadActor.send({ type: 'message.read' }),
      },
    }),
  );
  const [state, send] = useMachine(centreMachine, { clock });

  // Polling pauses while the tab is hidden (spec section 9).
  useEffect(() => {
    const onVisibility = () => sendUnread({ type: document.hidden ? 'tab.hidden' : 'tab.visible' });
    if (document.hidden) sendUnread({ type: 'tab.hidden' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [sendUnread]);

  const open = state.matches('open');
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'panel.close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, send]);

  const count = unread.context.count;
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(HREFLANG[at.locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [at.locale],
  );
  const listState = open ? String((state.value as { open: string }).open) : 'closed';
  const { context } = state;

  const viewLink = (router: string) => {
    const target = classifyLink(router);
    return target.kind === 'direct' ? target.href : localizePath(target.path, at.locale, at.unprefixed);
  };

  return (
    <div className="message-centre">
      <button
        type="button"
        className="message-icon"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => send({ type: 'panel.toggle' })}
        data-unread-state={String(unread.value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <span className="visually-hidden">{count > 0 ? t`Messages, ${count} unread` : t`Messages`}</span>
        {count > 0 && (
          <span className="message-badge" aria-hidden="true" data-testid="message-badge">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="message-panel" aria-label={t`Message centre`}>
          <header className="message-panel-header">
            <h2>
              <Trans>Messages</Trans>
            </h2>
            <button
              type="button"
              className="message-panel-close"
              aria-label={t`Close messages`}
              onClick={() => send({ type: 'panel.close' })}
            >
              ×
            </button>
          </header>
          <div role="tablist" aria-label={t`Message categories`} className="message-categories">
            {MESSAGE_CATEGORIES.map((category) => (
              <button
                key={category}
                type="button"
                role="tab"
                aria-selected={context.category === category}
                // The selected tab reloads its list from page 1, like a change.
                onClick={() => send({ type: 'category.change', category })}
              >
                {i18n._(CATEGORY_LABELS[category])}
              </button>
            ))}
          </div>
          <ul
            ref={listRef}
            className="message-list"
            aria-label={t`Message list`}
            aria-busy={listState === 'loading'}
            data-list-state={listState}
            onScroll={(event: UIEvent<HTMLUListElement>) =>
              send({ type: 'list.scroll', distanceToBottom: distanceToBottom(event.currentTarget) })
            }
          >
            {context.messages.map((message) => (
              <MessageItem
                key={message.messageId}
                message={message}
                expanded={context.openId === message.messageId}
                timeText={formatTime(time, message.time)}
                viewHref={message.router ? viewLink(message.router) : null}
                onToggle={() => send({ type: 'message.toggle', messageId: message.messageId })}
                onView={(href, event) => {
                  send({ type: 'panel.close' });
                  if (router && classifyLink(message.router ?? '').kind === 'site') {
                    event.preventDefault();
                    router.history.push(href);
                  }
                }}
              />
            ))}
          </ul>
          {listState === 'loading' && (
            <p className="message-status" role="status">
              <Trans>Loading messages…</Trans>
            </p>
          )}
          {listState === 'failed' && (
            <p className="message-status" role="alert">
              <Trans>Messages could not be loaded.</Trans>{' '}
              <button type="button" onClick={() => send({ type: 'list.retry' })}>
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
          {listState === 'complete' && (
            <p className="message-status message-end">
              <Trans>No more messages</Trans>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function formatTime(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

function MessageItem({
  message,
  expanded,
  timeText,
  viewHref,
  onToggle,
  onView,
}: {
  message: CentreMessage;
  expanded: boolean;
  timeText: string;
  viewHref: string | null;
  onToggle: () => void;
  onView: (href: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useLingui();
  const detailId = useId();
  // Server HTML: only sanitized markup reaches the page (spec, security rules).
  const content = useMemo(() => DOMPurify.sanitize(message.content), [message.content]);
  return (
    <li className={message.read ? 'message-item' : 'message-item message-unread'}>
      <button
        type="button"
        className="message-summary"
        aria-expanded={expanded}
        aria-controls={expanded ? detailId : undefined}
        onClick={onToggle}
      >
        {!message.read && (
          <span className="message-dot" role="img" aria-label={t`Unread`}>
            ●
          </span>
        )}
        <span className="message-title">{message.title}</span>
        <time className="message-time" dateTime={message.time}>
          {timeText}
        </time>
      </button>
      {expanded && (
        <article id={detailId} className="message-detail" aria-label={message.title}>
          <h3>{message.title}</h3>
          <time dateTime={message.time}>{timeText}</time>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above */}
          <div className="message-content" dangerouslySetInnerHTML={{ __html: content }} />
          {viewHref && (
            <a className="message-view" href={viewHref} onClick={(event) => onView(viewHref, event)}>
              <Trans>View</Trans>
            </a>
          )}
        </article>
      )}
    </li>
  );
}
