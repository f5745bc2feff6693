import { assign, fromPromise, setup } from 'xstate';

/** Spec section 9: ten messages a page; the next page loads within 10 px of the bottom, at most every 500 ms. */
export const MESSAGE_PAGE_SIZE = 10;
export const NEAR_BOTTOM_PX = 10;
export const SCROLL_THROTTLE_MS = 500;

/** Category 0 lists every category (the sandbox and the API agree). */
export const MESSAGE_CATEGORIES = [0, 1, 2, 3] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export interface CentreMessage {
  messageId: string;
  read: boolean;
  title: string;
  content: string;
  time: string;
  router: string | null;
}

export interface MessagePage {
  messages: CentreMessage[];
  totalCount: number;
}

export interface MessageCentreContext {
  category: MessageCategory;
  /** The last page loaded (0 before the first). */
  pageNo: number;
  messages: CentreMessage[];
  totalCount: number;
  /** The message whose detail is open. */
  openId: string | null;
  /** The latest scroll position seen while throttled, checked when the throttle ends. */
  pendingDistance: number | null;
}

export type MessageCentreEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.toggle' }
  | { type: 'category.change'; category: MessageCategory }
  | { type: 'list.scroll'; distanceToBottom: number }
  | { type: 'list.retry' }
  | { type: 'message.toggle'; messageId: string };

const initialContext: MessageCentreContext = {
  category: 0,
  pageNo: 0,
  messages: [],
  totalCount: 0,
  openId: null,
  pendingDistance: null,
};

/**
 * The message popup (spec sections 2 and 4): opened from the header icon, a category filter, pages of
 * ten loaded as the list nears its bottom, a detail that opens and closes on click, unread marked read
 * locally first and then posted (a failed post is only logged).
 */
export const messageCentreMachine = setup({
  types: {
    context: {} as MessageCentreContext,
    events: {} as MessageCentreEvent,
  },
  actors: {
    fetchPage: fromPromise<MessagePage, { category: MessageCategory; pageNo: number }>(async () => {
      throw new Error('fetchPage must be provided');
    }),
  },
  actions: {
    /** The view scrolls its list to the top (provided by the view; nothing to do without one). */
    scrollListTop: () => {},
    /** Tells the badge a message was read (provided by the view). */
    messageRead: (_, _params: { messageId: string }) => {},
    /** Posts the read to the server without waiting; the implementation logs a failure and never throws (spec section 8). */
    postRead: (_, _params: { messageId: string }) => {},
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: MessagePage }).output;
      const known = new Set(context.messages.map((m) => m.messageId));
      return {
        pageNo: context.pageNo + 1,
        totalCount: page.totalCount,
        messages: [...context.messages, ...page.messages.filter((m) => !known.has(m.messageId))],
      };
    }),
  },
  guards: {
    allLoaded: ({ context }) => context.messages.length >= context.totalCount,
    nearBottom: ({ event }) => event.type === 'list.scroll' && event.distanceToBottom <= NEAR_BOTTOM_PX,
    pendingNearBottom: ({ context }) => context.pendingDistance !== null && context.pendingDistance <= NEAR_BOTTOM_PX,
    isOpenMessage: ({ context, event }) => event.type === 'message.toggle' && context.openId === event.messageId,
    isListedMessage: ({ context, event }) =>
      event.type === 'message.toggle' && context.messages.some((m) => m.messageId === event.messageId),
    isUnreadMessage: ({ context, event }) =>
      event.type === 'message.toggle' && context.messages.some((m) => m.messageId === event.messageId && !m.read),
  },
}).createMachine({
  id: 'messageCentre',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': 'open', 'panel.toggle': 'open' },
    },
    open: {
      // Each opening starts from the first page of the chosen category.
      entry: assign({ pageNo: 0, messages: [], totalCount: 0, openId: null, pendingDistance: null }),
      initial: 'loading',
      on: {
        'panel.close': 'closed',
        'panel.toggle': 'closed',
        // Spec section 4: a new category clears the list, resets to page 1, scrolls to the top, closes the detail.
        'category.change': {
          target: 'open',
          reenter: true,
          actions: [assign({ category: ({ event }) => event.category }), 'scrollListTop'],
        },
        'message.toggle': [
          { guard: 'isOpenMessage', actions: assign({ openId: null }) },
          {
            guard: 'isUnreadMessage',
            actions: [
              assign({
                openId: ({ event }) => event.messageId,
                // Locally first, so the dot goes at once; the post follows and its failure is only logged.
                messages: ({ context, event }) =>
                  context.messages.map((m) => (m.messageId === event.messageId ? { ...m, read: true } : m)),
              }),
              { type: 'messageRead', params: ({ event }) => ({ messageId: event.messageId }) },
              { type: 'postRead', params: ({ event }) => ({ messageId: event.messageId }) },
            ],
          },
          { guard: 'isListedMessage', actions: assign({ openId: ({ event }) => event.messageId }) },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ category: context.category, pageNo: context.pageNo + 1 }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  context.messages.length + event.output.messages.length >= event.output.totalCount ||
                  event.output.messages.length < MESSAGE_PAGE_SIZE,
                target: 'complete',
                actions: 'appendPage',
              },
              { target: 'ready', actions: 'appendPage' },
            ],
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'list.scroll': [
              { guard: 'nearBottom', target: 'loading' },
              {
                target: 'throttled',
                actions: assign({ pendingDistance: null }),
              },
            ],
          },
        },
        throttled: {
          on: {
            'list.scroll': { actions: assign({ pendingDistance: ({ event }) => event.distanceToBottom }) },
          },
          after: {
            [SCROLL_THROTTLE_MS]: [{ guard: 'pendingNearBottom', target: 'loading' }, { target: 'ready' }],
          },
        },
        complete: {},
        failed: {
          on: { 'list.retry': 'loading' },
        },
      },
    },
  },
});
