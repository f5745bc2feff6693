import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type CentreMessage,
  MESSAGE_PAGE_SIZE,
  type MessageCategory,
  messageCentreMachine,
  SCROLL_THROTTLE_MS,
} from '../../machines/messages/messageCentreMachine.ts';
import { UNREAD_POLL_MS, unreadMessagesMachine } from '../../machines/messages/unreadMessagesMachine.ts';

/** A server of `total` messages per category, the first three unread. */
function server(total: number) {
  const calls: Array<{ category: MessageCategory; pageNo: number }> = [];
  const page = async ({ input }: { input: { category: MessageCategory; pageNo: number } }) => {
    calls.push(input);
    const from = (input.pageNo - 1) * MESSAGE_PAGE_SIZE;
    const messages: CentreMessage[] = [];
    for (let i = from; i < Math.min(total, from + MESSAGE_PAGE_SIZE); i++) {
      messages.push({
        messageId: `c${input.category}-${i}`,
        read: i >= 3,
        title: `t${i}`,
        content: '',
        time: '',
        router: null,
      });
    }
    return { messages, totalCount: total };
  };
  return { calls, page };
}

function start(total: number, extra: { markRead?: (id: string) => Promise<void> } = {}) {
  const s = server(total);
  const clock = new SimulatedClock();
  const scrolledTop = vi.fn();
  const read = vi.fn();
  const posted: string[] = [];
  const actor = createActor(
    messageCentreMachine.provide({
      actors: {
        fetchPage: fromPromise(s.page),
      },
      actions: {
        scrollListTop: scrolledTop,
        messageRead: (_, params) => read(params.messageId),
        postRead: (_, params) => {
          posted.push(params.messageId);
          // The view's post: fire and forget, a failure only logged.
          extra.markRead?.(params.messageId).catch((error) => console.warn(error));
        },
      },
    }),
    { clock },
  ).start();
  return { actor, clock, calls: s.calls, scrolledTop, read, posted };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches({ open: 'loading' }));

describe('message centre machine', () => {
  it('opens on page 1 of all categories and pages on near-bottom scrolls until everything is loaded', async () => {
    const { actor, calls } = start(23);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'panel.open' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(10);
    actor.send({ type: 'list.scroll', distanceToBottom: 10 });
    await settled(actor);
    actor.send({ type: 'list.scroll', distanceToBottom: 0 });
    await settled(actor);
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().matches({ open: 'complete' })).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(23);
    actor.send({ type: 'list.scroll', distanceToBottom: 0 });
    expect(calls).toHaveLength(3);
  });

  it('throttles scroll checks to one per 500 ms, keeping the latest position for the end of the wait', async () => {
    const { actor, clock, calls } = start(23);
    actor.send({ type: 'panel.open' });
    await settled(actor);
    actor.send({ type: 'list.scroll', distanceToBottom: 11 });
    expect(actor.getSnapshot().matches({ open: 'throttled' })).toBe(true);
    actor.send({ type: 'list.scroll', distanceToBottom: 4 });
    clock.increment(SCROLL_THROTTLE_MS - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await settled(actor);
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2]);
    actor.send({ type: 'list.scroll', distanceToBottom: 300 });
    actor.send({ type: 'list.scroll', distanceToBottom: 200 });
    clock.increment(SCROLL_THROTTLE_MS);
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('opens a detail, marks an unread message read locally before the post, and closes it on a second click', async () => {
    let release: () => void = () => {};
    const { actor, read, posted } = start(5, {
      markRead: () => new Promise<void>((resolve) => (release = resolve)),
    });
    actor.send({ type: 'panel.open' });
    await settled(actor);
    actor.send({ type: 'message.toggle', messageId: 'c0-0' });
    const opened = actor.getSnapshot().context;
    expect(opened.openId).toBe('c0-0');
    expect(opened.messages[0]?.read).toBe(true);
    expect(read).toHaveBeenCalledWith('c0-0');
    expect(posted).toEqual(['c0-0']);
    release();
    actor.send({ type: 'message.toggle', messageId: 'c0-0' });
    expect(actor.getSnapshot().context.openId).toBeNull();
    // A read message opens without a second post.
    actor.send({ type: 'message.toggle', messageId: 'c0-4' });
    expect(actor.getSnapshot().context.openId).toBe('c0-4');
    expect(posted).toEqual(['c0-0']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a failed read post changes nothing on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = start(5, { markRead: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'panel.open' });
    await settled(actor);
    actor.send({ type: 'message.toggle', messageId: 'c0-1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.messages[1]?.read).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    warn.mockRestore();
  });

  it('a category change clears the list, starts at page 1, scrolls to the top and closes the detail', async () => {
    const { actor, calls, scrolledTop } = start(23);
    actor.send({ type: 'panel.open' });
    await settled(actor);
    actor.send({ type: 'list.scroll', distanceToBottom: 0 });
    await settled(actor);
    actor.send({ type: 'message.toggle', messageId: 'c0-5' });
    actor.send({ type: 'category.change', category: 2 });
    const changed = actor.getSnapshot();
    expect(changed.matches({ open: 'loading' })).toBe(true);
    expect(changed.context).toMatchObject({ category: 2, messages: [], openId: null, pageNo: 0 });
    expect(scrolledTop).toHaveBeenCalledTimes(1);
    await settled(actor);
    expect(calls.at(-1)).toEqual({ category: 2, pageNo: 1 });
    expect(actor.getSnapshot().context.messages[0]?.messageId).toBe('c2-0');
  });

  it('an empty category is complete at once; a failed page can be retried', async () => {
    const { actor } = start(0);
    actor.send({ type: 'panel.open' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ open: 'complete' })).toBe(true);

    let fail = true;
    const failing = createActor(
      messageCentreMachine.provide({
        actors: {
          fetchPage: fromPromise(async () => {
            if (fail) throw new Error('down');
            return { messages: [] as CentreMessage[], totalCount: 0 };
          }),
        },
      }),
    ).start();
    failing.send({ type: 'panel.open' });
    await waitFor(failing, (s) => s.matches({ open: 'failed' }));
    fail = false;
    failing.send({ type: 'list.retry' });
    await waitFor(failing, (s) => s.matches({ open: 'complete' }));
  });

  it('closing and reopening starts again from page 1', async () => {
    const { actor, calls } = start(23);
    actor.send({ type: 'panel.toggle' });
    await settled(actor);
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'panel.open' });
    await settled(actor);
    expect(calls.map((c) => c.pageNo)).toEqual([1, 1]);
  });
});

describe('unread messages machine', () => {
  it('polls every 60 s while visible, pauses while hidden, and counts a read message down at once', async () => {
    const clock = new SimulatedClock();
    let count = 8;
    let fetches = 0;
    const actor = createActor(
      unreadMessagesMachine.provide({
        actors: {
          fetchUnread: fromPromise(async () => {
            fetches++;
            return count;
          }),
        },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.count).toBe(8);
    actor.send({ type: 'message.read' });
    expect(actor.getSnapshot().context.count).toBe(7);
    count = 5;
    clock.increment(UNREAD_POLL_MS - 1);
    expect(fetches).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.count).toBe(5);
    actor.send({ type: 'tab.hidden' });
    clock.increment(10 * UNREAD_POLL_MS);
    expect(fetches).toBe(2);
    actor.send({ type: 'tab.visible' });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(fetches).toBe(3);
  });

  it('keeps the last count when a poll fails', async () => {
    const clock = new SimulatedClock();
    let fail = false;
    const actor = createActor(
      unreadMessagesMachine.provide({
        actors: {
          fetchUnread: fromPromise(async () => {
            if (fail) throw new Error('down');
            return 4;
          }),
        },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    fail = true;
    clock.increment(UNREAD_POLL_MS);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.count).toBe(4);
  });
});
