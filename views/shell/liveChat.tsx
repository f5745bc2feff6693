import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

/**
 * The live-chat widget behind one interface (decision 062). With `VITE_CRISP_WEBSITE_ID` set, the
 * vendor's script is loaded on first open; without it (the sandbox build) a stand-in panel answers,
 * so the support entry, the right guide's "chat closed" rule and tests all work without the vendor.
 */
export interface LiveChatAdapter {
  readonly vendor: 'crisp' | 'standIn';
  open(): void;
  close(): void;
  /** Logout resets the chat session (spec section 4). */
  reset(): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

function createStore() {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    set(next: boolean) {
      if (open === next) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createStandInChat(): LiveChatAdapter {
  const store = createStore();
  return {
    vendor: 'standIn',
    open: () => store.set(true),
    close: () => store.set(false),
    reset: () => store.set(false),
    isOpen: store.isOpen,
    subscribe: store.subscribe,
  };
}

type CrispQueue = unknown[][] & { push: (...items: unknown[][]) => number };
type CrispWindow = Window & { $crisp?: CrispQueue; CRISP_WEBSITE_ID?: string };

export function createCrispChat(websiteId: string, win: CrispWindow = window as CrispWindow): LiveChatAdapter {
  const store = createStore();
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    win.$crisp = (win.$crisp ?? []) as CrispQueue;
    win.CRISP_WEBSITE_ID = websiteId;
    win.$crisp.push(['on', 'chat:opened', () => store.set(true)]);
    win.$crisp.push(['on', 'chat:closed', () => store.set(false)]);
    const script = win.document.createElement('script');
    script.src = 'https://client.crisp.chat/l.js';
    script.async = true;
    win.document.head.appendChild(script);
  };
  return {
    vendor: 'crisp',
    open() {
      load();
      win.$crisp?.push(['do', 'chat:show'], ['do', 'chat:open']);
      store.set(true);
    },
    close() {
      win.$crisp?.push(['do', 'chat:close']);
      store.set(false);
    },
    reset() {
      if (loaded) win.$crisp?.push(['do', 'session:reset']);
      store.set(false);
    },
    isOpen: store.isOpen,
    subscribe: store.subscribe,
  };
}

const websiteId = import.meta.env.VITE_CRISP_WEBSITE_ID as string | undefined;

/** The one chat of the page. */
export const liveChat: LiveChatAdapter =
  typeof window !== 'undefined' && websiteId ? createCrispChat(websiteId) : createStandInChat();

/** `{ open, close, isOpen }` for components; re-renders when the chat opens or closes. */
export function useLiveChat(chat: LiveChatAdapter = liveChat) {
  const isOpen = useSyncExternalStore(chat.subscribe, chat.isOpen, chat.isOpen);
  return { open: chat.open, close: chat.close, reset: chat.reset, isOpen, vendor: chat.vendor };
}

/** The sandbox's stand-in for the vendor widget: a small panel saying where support can be reached. */
export function LiveChatStandIn({ chat = liveChat }: { chat?: LiveChatAdapter }) {
  const { t } = useLingui();
  const { isOpen, close, vendor } = useLiveChat(chat);
  if (vendor !== 'standIn' || !isOpen) return null;
  return (
    <section className="chat-standin" role="dialog" aria-label={t`Customer service`}>
      <div className="chat-standin-head">
        <strong>
          <Trans>Customer service</Trans>
        </strong>
        <button type="button" className="chat-standin-close" aria-label={t`Close chat`} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p>
        <Trans>Hi! Live chat is not connected in this build.</Trans>
      </p>
      <p>
        <Trans>
          Write to <a href="mailto:support@fufu.example">support@fufu.example</a> and we will answer within one working
          day.
        </Trans>
      </p>
    </section>
  );
}
