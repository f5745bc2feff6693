// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { expandRoutes } from '../../manifest/expand.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { ClockContext } from '../../views/clock.tsx';
import { GuidedTour } from '../../views/flows/tour/guidedTour.tsx';
import { SessionProvider } from '../../views/session/sessionContext.tsx';
import { createSessionActor } from '../../views/session/sessionService.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.json());

let serial = 0;
/** A new account (its guide status unset), signed in. */
async function newcomer(): Promise<string> {
  const email = `newcomer-${Date.now()}-${serial++}@example.com`;
  await post('/user-api/common/sendMailCode', { email, type: 'login' });
  const { code } = await (await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json();
  const login = await post('/user-api/login/email', { email, smsCode: code });
  return signIn(login.data.authToken);
}
function signIn(token: string): string {
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in browser's auth cookie
  document.cookie = `auth=${token}; Path=/`;
  return token;
}
async function guideUnset(token: string): Promise<boolean> {
  const reply = await fetch(`${SANDBOX_URL}/v1/app/auth/user/guide/status?feedbackType=registerMissionGuide`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await reply.json()).result;
}

const route = (id: string) => {
  const found = expandRoutes().find((r) => r.id === id && r.locale === 'en' && !r.unprefixed);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

function renderTour(id: string) {
  const clock = new SimulatedClock();
  return render(
    <ClockContext.Provider value={clock}>
      <I18nProvider i18n={i18n}>
        <SessionProvider actor={createSessionActor(clock).start()}>
          <div data-tour="task">tasks</div>
          <div data-tour="calculator">calculator</div>
          <GuidedTour route={route(id)} />
        </SessionProvider>
      </I18nProvider>
    </ClockContext.Provider>,
  );
}

const tourState = (container: HTMLElement) =>
  container.querySelector('[data-tour-state]')?.getAttribute('data-tour-state');
const tour = () => screen.findByRole('dialog', { name: 'Guided tour' });

// The tour opens after the session, its combined info and the guide status have loaded over HTTP: the
// first test of a cold worker on a busy machine needed more than the default second (CI on 2d9463a).
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: signs the test browser out again
  document.cookie = 'auth=; Max-Age=0; Path=/';
});

describe('guided tour (jsdom, sandbox over HTTP)', () => {
  it('walks a newcomer on the list page through five steps, then posts status 1', async () => {
    const token = await newcomer();
    renderTour('list');
    const dialog = await tour();
    const titles: string[] = [];
    for (let step = 1; step <= 5; step++) {
      expect(within(dialog).getByText(`Step ${step} of 5`)).toBeTruthy();
      titles.push(within(dialog).getByRole('heading').textContent ?? '');
      if (step < 5) fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    }
    expect(titles).toEqual([
      'Task area',
      'Choose cloud mining',
      'Your account assets',
      'Mining calculator',
      'Customer service',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Mining calculator');
    expect(document.querySelector('[data-tour="calculator"]')?.classList.contains('tour-highlight')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(document.querySelector('[data-tour="calculator"]')?.classList.contains('tour-highlight')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(await guideUnset(token)).toBe(false));
  });

  it('highlights the task area on the first step', async () => {
    await newcomer();
    renderTour('task');
    await tour();
    expect(document.querySelector('[data-tour="task"]')?.classList.contains('tour-highlight')).toBe(true);
  });

  it('skipping also posts status 1, so the tour never starts again', async () => {
    const token = await newcomer();
    const first = renderTour('dashboard.hashrate');
    fireEvent.click(within(await tour()).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(tourState(first.container)).toBe('"finished"'));
    expect(await guideUnset(token)).toBe(false);
    cleanup();
    const again = renderTour('list');
    await waitFor(() => expect(tourState(again.container)).toBe('"skipped"'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not start on other pages or for visitors', async () => {
    await newcomer();
    const home = renderTour('home');
    await waitFor(() => expect(tourState(home.container)).toBe('"idle"'));
    cleanup();
    // biome-ignore lint/suspicious/noDocumentCookie: signed out
    document.cookie = 'auth=; Max-Age=0; Path=/';
    const visitor = renderTour('list');
    expect(tourState(visitor.container)).toBe('"idle"');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
