// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardFrame } from '../../../views/ui/dashboardFrame.tsx';
import type { RenderLink } from '../../../views/ui/linkRenderer.tsx';
import { PageFrame } from '../../../views/ui/pageFrame.tsx';
import { renderUi } from './renderUi.tsx';

afterEach(cleanup);

const appLink: RenderLink = (props) => <a data-app-link="" {...props} />;

describe('PageFrame', () => {
  it('has the h1, a breadcrumb trail ending at the current page, actions and content', async () => {
    await renderUi(
      <PageFrame
        title="Order A-1"
        breadcrumbs={[
          { label: 'Dashboard', href: '/dashboard' },
          { label: 'Orders', href: '/dashboard/orders' },
          { label: 'Order A-1' },
        ]}
        actions={<button type="button">Export</button>}
        renderLink={appLink}
      >
        <p>Details</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order A-1');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard/orders']);
    expect(links.every((link) => link.hasAttribute('data-app-link'))).toBe(true);
    const current = within(trail).getByText('Order A-1');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByText('Details')).toBeTruthy();
  });

  it('has no breadcrumb navigation when there is no trail', async () => {
    await renderUi(<PageFrame title="Wallet">content</PageFrame>);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('DashboardFrame', () => {
  it('builds the side navigation from the items, marking the current one', async () => {
    await renderUi(
      <DashboardFrame
        nav={[
          { id: 'overview', label: 'Overview', href: '/dashboard' },
          { id: 'orders', label: 'Orders', href: '/dashboard/orders', badge: 2 },
          { id: 'wallet', label: 'Wallet', href: '/dashboard/wallet' },
        ]}
        current="orders"
        renderLink={appLink}
      >
        <h1>Orders</h1>
      </DashboardFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/wallet',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links.every((link) => link.hasAttribute('data-app-link'))).toBe(true);
    expect(links[1]?.querySelector('.ui-nav-badge')?.textContent).toBe('2');
    expect(links[0]?.querySelector('.ui-nav-badge')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
  });
});
