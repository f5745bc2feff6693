// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { ClockContext } from '../../views/clock.tsx';
import { RightGuide } from '../../views/flows/rightGuide/rightGuide.tsx';
import { SessionProvider, useSession } from '../../views/session/sessionContext.tsx';
import { createSessionActor } from '../../views/session/sessionService.ts';
import { createStandInChat, type LiveChatAdapter } from '../../views/shell/liveChat.tsx';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

async function signIn(email: string, passwd: string) {
  const reply = await fetch(`${SANDBOX_URL}/user-api/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, passwd }).toString(),
  }).then((r) => r.json());
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in browser's auth cookie
  document.cookie = `auth=${reply.data.authToken}; Path=/`;
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];
}

/** Shows when the session has loaded, so "no guide" is asserted after the user is known. */
function SessionLoaded() {
  const { loggedIn, user } = useSession();
  return <p>{loggedIn ? `signed in as ${user?.email}` : 'signed out'}</p>;
}

function renderGuide(chat: LiveChatAdapter) {
  const clock = new SimulatedClock();
  render(
    <ClockContext.Provider value={clock}>
      <I18nProvider i18n={i18n}>
        <SessionProvider actor={createSessionActor(clock).start()}>
          <SessionLoaded />
          <RightGuide chat={chat} />
        </SessionProvider>
      </I18nProvider>
    </ClockContext.Provider>,
  );
}

const guide = () => screen.queryByRole('complementary', { name: 'Personal guide' });

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  for (const name of ['auth', 'guide_hide']) {
    // biome-ignore lint/suspicious/noDocumentCookie: a fresh browser per test
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('right guide (jsdom, sandbox over HTTP)', () => {
  it('shows for a user with liaisonFlag 0; dismissing hides it and writes guide_hide', async () => {
    await signIn('liaison@example.com', 'Liaison2024');
    renderGuide(createStandInChat());
    await waitFor(() => expect(guide()).not.toBeNull());
    expect(screen.getByText('New to cloud mining?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the guide for 3 days' }));
    expect(guide()).toBeNull();
    expect(cookie('guide_hide')).toBe('1');
  });

  it('stays hidden while guide_hide is set (the 3 days)', async () => {
    await signIn('liaison@example.com', 'Liaison2024');
    // biome-ignore lint/suspicious/noDocumentCookie: dismissed earlier
    document.cookie = 'guide_hide=1; Path=/';
    renderGuide(createStandInChat());
    await screen.findByText('signed in as liaison@example.com');
    expect(guide()).toBeNull();
  });

  it('hides while the chat is open, and closing the chat hides it for 3 days', async () => {
    await signIn('liaison@example.com', 'Liaison2024');
    const chat = createStandInChat();
    renderGuide(chat);
    await waitFor(() => expect(guide()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(chat.isOpen()).toBe(true);
    expect(guide()).toBeNull();
    expect(cookie('guide_hide')).toBeUndefined();
    act(() => chat.close());
    expect(guide()).toBeNull();
    expect(cookie('guide_hide')).toBe('1');
  });

  it('waits while the chat is open when the user arrives, then counts its closing as a dismissal', async () => {
    await signIn('liaison@example.com', 'Liaison2024');
    const chat = createStandInChat();
    chat.open();
    renderGuide(chat);
    await screen.findByText('signed in as liaison@example.com');
    expect(guide()).toBeNull();
    act(() => chat.close());
    expect(guide()).toBeNull();
    expect(cookie('guide_hide')).toBe('1');
  });

  it('is not shown to a user with an account manager, nor to visitors', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    renderGuide(createStandInChat());
    await screen.findByText('signed in as alice@example.com');
    expect(guide()).toBeNull();
    cleanup();
    // biome-ignore lint/suspicious/noDocumentCookie: signed out
    document.cookie = 'auth=; Max-Age=0; Path=/';
    renderGuide(createStandInChat());
    await screen.findByText('signed out');
    expect(guide()).toBeNull();
  });
});
