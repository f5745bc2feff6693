// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { SCROLL_THROTTLE_MS } from '../../machines/messages/messageCentreMachine.ts';
import { UNREAD_POLL_MS } from '../../machines/messages/unreadMessagesMachine.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { ClockContext } from '../../views/clock.tsx';
import { MessageCentre } from '../../views/flows/messages/messageCentre.tsx';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

/** Fresh accounts with their own messages: reading one never changes another test's data. */
let serial = 0;
async function readerWithMessages(seed: Record<string, unknown>): Promise<string> {
  const email = `reader-${Date.now()}-${serial++}@example.com`;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${SANDBOX_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }).then((r) => r.json());
  await post('/user-api/common/sendMailCode', { email, type: 'login' });
  const { code } = await (await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json();
  const login = await post('/user-api/login/email', { email, smsCode: code });
  await fetch(`${SANDBOX_URL}/__sandbox/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...seed }),
  });
  const token = login.data.authToken as string;
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in browser's auth cookie
  document.cookie = `auth=${token}; Path=/`;
  return token;
}

async function unreadOnServer(token: string): Promise<number> {
  const reply = await fetch(`${SANDBOX_URL}/message-api/common/message/unReadMessageNum`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await reply.json()).result;
}

function renderCentre(clock = new SimulatedClock(), locale: 'en' | 'ja' = 'en') {
  render(
    <I18nProvider i18n={i18n}>
      <ClockContext.Provider value={clock}>
        <MessageCentre at={{ locale }} />
      </ClockContext.Provider>
    </I18nProvider>,
  );
  return clock;
}

/** Puts the list's scroll position `distance` px above its bottom and fires the scroll. */
function scrollTo(list: HTMLElement, distance: number) {
  Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
  Object.defineProperty(list, 'clientHeight', { value: 300, configurable: true });
  list.scrollTop = 700 - distance;
  fireEvent.scroll(list);
}

const icon = () => screen.getByRole('button', { name: /^Messages/ });
const list = () => screen.getByRole('list', { name: 'Message list' });
const titles = () =>
  within(list())
    .queryAllByRole('button')
    .map((b) => b.querySelector('.message-title')?.textContent);

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: signs the test browser out again
  document.cookie = 'auth=; Max-Age=0; Path=/';
});

describe('message centre (jsdom, sandbox over HTTP)', () => {
  it('shows the unread count on the icon, opens ten messages, and throttles scroll checks to 500 ms', async () => {
    await readerWithMessages({ count: 12, unread: 3 });
    const clock = renderCentre();
    await waitFor(() => expect(icon().textContent).toContain('Messages, 3 unread'));
    expect(screen.getByTestId('message-badge').textContent).toBe('3');
    expect(screen.queryByRole('region', { name: 'Message centre' })).toBeNull();

    fireEvent.click(icon());
    expect(icon().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('Message 1');
    expect(screen.queryByText('No more messages')).toBeNull();

    // Not near the bottom: nothing loads, and scroll checks wait 500 ms.
    scrollTo(list(), 50);
    expect(list().dataset.listState).toBe('throttled');
    scrollTo(list(), 5); // reached the bottom while throttled: remembered, not loaded yet
    act(() => clock.increment(SCROLL_THROTTLE_MS - 1));
    expect(titles()).toHaveLength(10);
    act(() => clock.increment(1));
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(screen.getByText('No more messages')).toBeTruthy();
  });

  it('loads page 2 within 10 px of the bottom, then says there are no more', async () => {
    await readerWithMessages({ count: 12, unread: 0 });
    renderCentre();
    fireEvent.click(icon());
    await waitFor(() => expect(titles()).toHaveLength(10));
    scrollTo(list(), 10);
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles().at(-1)).toBe('Message 12');
    expect(screen.getByText('No more messages')).toBeTruthy();
  });

  it('opens a detail with sanitized content and a view link, marks it read locally and on the server, and closes it', async () => {
    const token = await readerWithMessages({
      count: 2,
      unread: 1,
      content: '<p>Income <b>credited</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      router: '/dashboard/wallet',
    });
    renderCentre();
    await waitFor(() => expect(screen.getByTestId('message-badge').textContent).toBe('1'));
    fireEvent.click(icon());
    await waitFor(() => expect(titles()).toHaveLength(2));
    const first = within(list()).getAllByRole('button')[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Unread' })).toBeTruthy();

    fireEvent.click(first);
    const detail = await screen.findByRole('article', { name: 'Message 1' });
    expect(within(detail).getByRole('heading', { name: 'Message 1' })).toBeTruthy();
    expect(detail.querySelector('time')?.textContent).toMatch(/\d/);
    expect(detail.querySelector('.message-content b')?.textContent).toBe('credited');
    expect(detail.innerHTML).not.toContain('onerror');
    expect(detail.querySelector('script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(detail).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/en/dashboard/wallet');

    // Locally at once: the dot and the badge go.
    expect(within(first).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(screen.queryByTestId('message-badge')).toBeNull();
    await waitFor(async () => expect(await unreadOnServer(token)).toBe(0));

    fireEvent.click(first);
    expect(screen.queryByRole('article')).toBeNull();
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('a category change clears the list, starts at page 1, scrolls to the top and closes the detail', async () => {
    await readerWithMessages({ count: 9, unread: 0 }); // categories cycle 1, 2, 3
    renderCentre();
    fireEvent.click(icon());
    await waitFor(() => expect(titles()).toHaveLength(9));
    fireEvent.click(within(list()).getAllByRole('button')[0] as HTMLElement);
    expect(screen.getByRole('article')).toBeTruthy();
    list().scrollTop = 120;

    fireEvent.click(screen.getByRole('tab', { name: 'Earnings' }));
    expect(screen.getByRole('tab', { name: 'Earnings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
    expect(list().scrollTop).toBe(0);
    await waitFor(() => expect(titles()).toEqual(['Message 2', 'Message 5', 'Message 8']));
  });

  it('an empty list says there are no more messages', async () => {
    await readerWithMessages({ count: 3, unread: 0, category: 1 });
    renderCentre();
    fireEvent.click(icon());
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: 'Activities' }));
    await waitFor(() => expect(screen.getByText('No more messages')).toBeTruthy());
    expect(titles()).toHaveLength(0);
  });

  it('polls the unread count every 60 s on the clock, and not while the tab is hidden', async () => {
    const token = await readerWithMessages({ count: 1, unread: 1 });
    const clock = renderCentre();
    await waitFor(() => expect(screen.getByTestId('message-badge').textContent).toBe('1'));
    const email = await (
      await fetch(`${SANDBOX_URL}/user-api/user/info`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    await fetch(`${SANDBOX_URL}/__sandbox/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.data.email, count: 4, unread: 4 }),
    });
    act(() => clock.increment(UNREAD_POLL_MS - 1));
    expect(screen.getByTestId('message-badge').textContent).toBe('1');
    act(() => clock.increment(1));
    await waitFor(() => expect(screen.getByTestId('message-badge').textContent).toBe('5'));

    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(icon().dataset.unreadState).toBe('paused');
    act(() => clock.increment(5 * UNREAD_POLL_MS));
    expect(icon().dataset.unreadState).toBe('paused');
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(icon().dataset.unreadState).toBe('waiting'));
  });

  it('speaks Japanese from the Japanese catalog', async () => {
    await activateLocale('ja');
    try {
      await readerWithMessages({ count: 1, unread: 0 });
      renderCentre(new SimulatedClock(), 'ja');
      fireEvent.click(screen.getByRole('button', { name: /^メッセージ/ }));
      expect(await screen.findByRole('tab', { name: 'すべて' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
