import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type CentreMessage,
  type MessageCentreContext,
  messageCentreMachine,
} from '../../../machines/messages/messageCentreMachine.ts';
import { UNREAD_POLL_MS, unreadMessagesMachine } from '../../../machines/messages/unreadMessagesMachine.ts';
import { failCall, holdCall, releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { freshEmail, HELD_MS, noChallenges, tokenByApi } from './accountSteps.ts';

/**
 * The message centre and its unread badge, run in jsdom. The account of each path has twelve
 * messages, all in one category, all unread: the first page of ten leaves more, the second
 * completes the list, in "All" and in "System" alike.
 */

/**
 * Replies are held until the binding has seen the loading state and releases them (`releaseCalls`, on
 * the reply's own event): no timing margin, however loaded the machine is.
 */
async function holdReply(d: Driver, call: 'messageList' | 'unreadMessageNum', fails: boolean): Promise<void> {
  if (fails) await failCall(d, call, { ms: HELD_MS });
  else await holdCall(d, call, HELD_MS);
}

const sample = (i: number): CentreMessage => ({
  messageId: `m${i}`,
  read: i > 0,
  title: `Message ${i + 1}`,
  content: '',
  time: '',
  router: null,
});

export const spec: FlowSpec<typeof messageCentreMachine> = {
  machine: messageCentreMachine,
  events: {
    'list.scroll': [
      { type: 'list.scroll', distanceToBottom: 0 },
      { type: 'list.scroll', distanceToBottom: 200 },
    ],
    'category.change': [{ type: 'category.change', category: 1 }],
    'message.toggle': [{ type: 'message.toggle', messageId: 'm0' }],
  },
  outputs: { fetchPage: [{ messages: Array.from({ length: 10 }, (_, i) => sample(i)), totalCount: 12 }] },
  // The detail, the read mark and a remembered near-bottom scroll change what the same state does next.
  stateKey: (s) => {
    const c = s.context as MessageCentreContext;
    return JSON.stringify([
      s.value,
      c.openId !== null,
      c.messages.filter((m) => m.read).length,
      c.pendingDistance !== null && c.pendingDistance <= 10,
    ]);
  },
};

/** A new account holding twelve unread messages, signed in on the home page. */
async function readerAt(d: Driver, url: string): Promise<void> {
  await noChallenges(d);
  const email = freshEmail('messages');
  const token = await tokenByApi(d, email);
  await d.sandbox('POST', '/__sandbox/messages', { email, count: 12, unread: 12, category: 1 });
  await d.setCookie('auth', token);
  await d.visit(url);
  await d.expectVisible('button', /^Messages/);
}

function jsdomOnly(d: Driver): void {
  if (d.env !== 'jsdom') throw new Error('this binding scrolls the list through jsdom; Chromium has its own spec');
}

/** The list's own scroll: `distance` px above its bottom (jsdom has no layout, so the sizes are set). */
async function scrollList(d: Driver, distance: number): Promise<void> {
  jsdomOnly(d);
  const list = document.querySelector<HTMLElement>('.message-list');
  if (!list) throw new Error('no message list on screen');
  Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
  Object.defineProperty(list, 'clientHeight', { value: 300, configurable: true });
  list.scrollTop = 700 - distance;
  list.dispatchEvent(new Event('scroll', { bubbles: true }));
  await d.advance(0);
}

function listState(d: Driver): string | undefined {
  jsdomOnly(d);
  return document.querySelector<HTMLElement>('.message-list')?.dataset.listState;
}

/** Before anything that loads a page: hold the reply back (so loading shows) or fail it. */
async function arrangePage(d: Driver, upcoming: EventObject[]): Promise<void> {
  // Held back even when the panel closes first, so the loading state is always on screen when checked.
  await holdReply(d, 'messageList', upcoming[0]?.type === 'xstate.error.actor.fetchPage');
}

const opensPage = (before: AnyMachineSnapshot, after: AnyMachineSnapshot) =>
  after.matches({ open: 'loading' }) && !before.matches({ open: 'loading' });

const PANEL = 'Message centre';

export const binding: FlowBinding<typeof messageCentreMachine> = {
  start: (d) => readerAt(d, '/en'),
  states: {
    closed: (d) => d.expectHidden('region', PANEL),
    'open.loading': async (d) => {
      await d.expectVisible('region', PANEL);
      await d.expectText('Loading messages…');
    },
    'open.ready': async (d) => {
      await d.expectHidden('status');
      await d.expectVisible('list', 'Message list');
      await d.expectNoText('No more messages');
      if (listState(d) !== 'ready') throw new Error(`the list is ${listState(d)}, not ready`);
    },
    'open.throttled': async (d) => {
      await d.expectVisible('list', 'Message list');
      if (listState(d) !== 'throttled') throw new Error(`the list is ${listState(d)}, not throttled`);
    },
    'open.complete': (d) => d.expectText('No more messages'),
    'open.failed': async (d) => {
      await d.expectText('Messages could not be loaded.');
      await d.expectVisible('button', 'Try again');
    },
  },
  events: {
    'panel.open': async (d, { upcoming }) => {
      await arrangePage(d, upcoming);
      await d.click('button', /^Messages/);
    },
    'panel.toggle': async (d, { upcoming, before }) => {
      if (before.matches('closed')) await arrangePage(d, upcoming);
      await d.click('button', /^Messages/);
    },
    'panel.close': (d) => d.click('button', 'Close messages'),
    'category.change': async (d, { upcoming }) => {
      await arrangePage(d, upcoming);
      await d.click('tab', 'System');
    },
    'list.scroll': async (d, { event, upcoming, before, after }) => {
      if (opensPage(before, after)) await arrangePage(d, upcoming);
      await scrollList(d, (event as unknown as { distanceToBottom: number }).distanceToBottom);
    },
    'list.retry': async (d, { upcoming }) => {
      await arrangePage(d, upcoming);
      await d.click('button', 'Try again');
    },
    'message.toggle': async (d) => {
      await d.click('button', /Message 1(?!\d)/);
    },
    'xstate.after.500.messageCentre.open.throttled': async (d, { upcoming, after }) => {
      if (after.matches({ open: 'loading' })) await arrangePage(d, upcoming);
      await d.advance(500);
    },
    'xstate.done.actor.fetchPage': releaseCalls,
    'xstate.error.actor.fetchPage': releaseCalls,
  },
};

/** The unread badge: polled every 60 s while the tab is visible. */
export const unreadSpec: FlowSpec<typeof unreadMessagesMachine> = {
  machine: unreadMessagesMachine,
  outputs: { fetchUnread: [12] },
};

async function setTabHidden(d: Driver, hidden: boolean): Promise<void> {
  jsdomOnly(d);
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await d.advance(0);
}

function pollState(d: Driver): string | undefined {
  jsdomOnly(d);
  return document.querySelector<HTMLElement>('.message-icon')?.dataset.unreadState;
}

const expectPoll = (state: string) => async (d: Driver) => {
  await d.expectVisible('button', /^Messages/);
  for (let i = 0; i < 200 && pollState(d) !== state; i++) await new Promise((r) => setTimeout(r, 10));
  if (pollState(d) !== state) throw new Error(`the badge is ${pollState(d)}, not ${state}`);
};

async function arrangeUnread(d: Driver, upcoming: EventObject[]): Promise<void> {
  await holdReply(d, 'unreadMessageNum', upcoming[0]?.type === 'xstate.error.actor.fetchUnread');
}

export const unreadBinding: FlowBinding<typeof unreadMessagesMachine> = {
  start: async (d, { path }) => {
    await setTabHidden(d, false);
    // The first fetch starts with the page: arrange it before the visit.
    await noChallenges(d);
    const email = freshEmail('badge');
    const token = await tokenByApi(d, email);
    await d.sandbox('POST', '/__sandbox/messages', { email, count: 12, unread: 12, category: 1 });
    await d.setCookie('auth', token);
    await arrangeUnread(d, path);
    await d.visit('/en');
  },
  states: {
    fetching: expectPoll('fetching'),
    waiting: expectPoll('waiting'),
    paused: expectPoll('paused'),
  },
  events: {
    'tab.hidden': (d) => setTabHidden(d, true),
    'tab.visible': async (d, { upcoming }) => {
      await arrangeUnread(d, upcoming);
      await setTabHidden(d, false);
    },
    'message.read': async (d) => {
      const panelOpen = document.querySelector('.message-panel') !== null;
      if (!panelOpen) await d.click('button', /^Messages/);
      await d.expectVisible('list', 'Message list');
      await d.expectNoText('Loading messages…');
      // The newest unread message: its dot goes and the badge counts down at once.
      const unread = document.querySelector<HTMLElement>('.message-unread .message-summary');
      if (!unread) throw new Error('no unread message left to open');
      unread.click();
      await d.advance(0);
    },
    [`xstate.after.${UNREAD_POLL_MS}.unreadMessages.waiting`]: async (d, { upcoming }) => {
      await arrangeUnread(d, upcoming);
      await d.advance(UNREAD_POLL_MS);
    },
    'xstate.done.actor.fetchUnread': releaseCalls,
    'xstate.error.actor.fetchUnread': releaseCalls,
  },
};
