// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { HeaderMessageCentre } from '../../../views/flows/messages/headerMessageCentre.tsx';
import SiteLayout from '../../../views/layouts/siteLayout.tsx';
import { holdFrames } from './heldFrames.ts';
import { renderUi } from './renderUi.tsx';

// What floats beside a signed-in page waits for the page's first paint (decision 119). Each floating part
// is a stand-in that records when its module is imported: before the paint, nothing of it may load.
const imported = vi.hoisted(() => new Set<string>());

vi.mock('../../../views/session/sessionContext.tsx', () => ({ useSession: () => ({ loggedIn: true }) }));
vi.mock('../../../views/flows/messages/messageCentre.tsx', async () => {
  imported.add('message centre');
  const { createElement } = await import('react');
  return { MessageCentre: () => createElement('p', null, 'message centre') };
});
vi.mock('../../../views/flows/tour/guidedTour.tsx', async () => {
  imported.add('tour');
  const { createElement } = await import('react');
  return { GuidedTour: () => createElement('p', null, 'guided tour') };
});
vi.mock('../../../views/flows/rightGuide/rightGuide.tsx', async () => {
  imported.add('right guide');
  const { createElement } = await import('react');
  return { RightGuide: () => createElement('p', null, 'right guide') };
});
// The layout's own frame is not what is tested here: its header, footer and offers stand aside.
vi.mock('../../../views/shell/siteHeader.tsx', () => ({ SiteHeader: () => null }));
vi.mock('../../../views/shell/siteFooter.tsx', () => ({ SiteFooter: () => null }));
vi.mock('../../../views/shell/pageExtras.tsx', () => ({
  AppGuideBanner: () => null,
  PageExtras: () => null,
  ServerCookieNotice: () => null,
  useAppGuide: () => false,
}));
vi.mock('../../../views/shell/shellServices.tsx', () => ({
  ShellServicesProvider: ({ children }: { children: unknown }) => children,
}));
vi.mock('../../../runtime/router/tree.tsx', () => ({ usePageParams: () => ({}) }));

let frames: { paint(): void };
const paintFrame = () => frames.paint();

beforeEach(() => {
  imported.clear();
  frames = holdFrames();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets promises and short timers run: well under the 500 ms after which a page without frames goes ahead. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('what waits for the first paint', () => {
  it("the header's message centre: an icon-sized placeholder first, the centre's module only after the paint", async () => {
    await renderUi(<HeaderMessageCentre at={{ locale: 'en' }} />);
    await settle();
    expect(document.querySelector('.message-centre .message-icon')).not.toBeNull();
    expect(imported.has('message centre')).toBe(false);

    act(() => paintFrame());
    expect(await screen.findByText('message centre')).toBeTruthy();
    expect(imported.has('message centre')).toBe(true);
  });

  it("the signed-in layout's guided tour and right guide load only after the page has been painted", async () => {
    const route = { id: 'home', locale: 'en', layout: 'default' } as unknown as LocalizedRoute;
    await renderUi(
      <SiteLayout route={route}>
        <p>page</p>
      </SiteLayout>,
    );
    await settle();
    expect(screen.getByText('page')).toBeTruthy();
    expect([...imported]).toEqual([]);

    act(() => paintFrame());
    await waitFor(() => expect(screen.getByText('guided tour')).toBeTruthy());
    expect(screen.getByText('right guide')).toBeTruthy();
  });
});
