// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from '../../../views/ui/tabs.tsx';
import { renderUi } from './renderUi.tsx';

afterEach(cleanup);

type Status = 'all' | 'unpaid' | 'running';
const items: TabItem<Status>[] = [
  { value: 'all', label: 'All', count: 12 },
  { value: 'unpaid', label: 'Unpaid', count: 2, dot: true },
  { value: 'running', label: 'Running' },
];

function ControlledTabs({ onChange }: { onChange: (value: Status) => void }) {
  const [value, setValue] = useState<Status>('all');
  return (
    <Tabs
      label="Order status"
      items={items}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      <p>Showing {value}</p>
    </Tabs>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tab list with one selected, tabbable tab and its panel', async () => {
    await renderUi(<ControlledTabs onChange={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((one) => one.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(screen.getAllByRole('tab').map((one) => one.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: /All/ });
    expect(panel.textContent).toBe('Showing all');
    expect(tab(/All/).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('shows the count badge and a red dot with a text for screen readers', async () => {
    await renderUi(<ControlledTabs onChange={() => {}} />);
    expect(tab(/Unpaid/).querySelector('.ui-tab-count')?.textContent).toBe('2');
    expect(tab(/Unpaid/).querySelector('.ui-tab-dot')?.textContent).toBe('(needs attention)');
    expect(tab(/Running/).querySelector('.ui-tab-dot')).toBeNull();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; the tab stop follows', async () => {
    const onChange = vi.fn();
    await renderUi(<ControlledTabs onChange={onChange} />);
    act(() => tab(/All/).focus());
    fireEvent.keyDown(tab(/All/), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('unpaid');
    expect(document.activeElement).toBe(tab(/Unpaid/));
    expect(tab(/Unpaid/).tabIndex).toBe(0);
    expect(tab(/All/).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing unpaid');

    fireEvent.keyDown(tab(/Unpaid/), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('running');
    fireEvent.keyDown(tab(/Running/), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('all');
    fireEvent.keyDown(tab(/All/), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('running');
    expect(document.activeElement).toBe(tab(/Running/));
    fireEvent.keyDown(tab(/Running/), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('all');
    fireEvent.click(tab(/Running/));
    expect(onChange).toHaveBeenLastCalledWith('running');
    expect(tab(/Running/).getAttribute('aria-selected')).toBe('true');
  });

  it('renders shareable links through the app link when bound to a search param', async () => {
    const onChange = vi.fn();
    await renderUi(
      <Tabs
        label="Order status"
        items={items}
        value="unpaid"
        onChange={onChange}
        hrefFor={(value) => `/dashboard/orders?status=${value}`}
        renderLink={(props) => <a data-app-link="" {...props} />}
      />,
    );
    const links = screen.getAllByRole('tab');
    expect(links.map((link) => link.tagName)).toEqual(['A', 'A', 'A']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/orders?status=all',
      '/dashboard/orders?status=unpaid',
      '/dashboard/orders?status=running',
    ]);
    expect(links.every((link) => link.hasAttribute('data-app-link'))).toBe(true);
    expect(tab(/Unpaid/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Unpaid/).tabIndex).toBe(0);

    // Arrow keys move focus only: following a link is the user's choice (Enter, Space or a click).
    act(() => tab(/Unpaid/).focus());
    fireEvent.keyDown(tab(/Unpaid/), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/Running/));
    expect(onChange).not.toHaveBeenCalled();
    const followed = vi.fn((event: Event) => event.preventDefault());
    tab(/Running/).addEventListener('click', followed);
    fireEvent.keyDown(tab(/Running/), { key: ' ' });
    expect(followed).toHaveBeenCalledOnce();
  });
});
