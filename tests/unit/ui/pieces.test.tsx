// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../views/ui/emptyState.tsx';
import { errorMessage } from '../../../views/ui/errorMessage.ts';
import { PageAlert } from '../../../views/ui/pageAlert.tsx';
import { QrCode } from '../../../views/ui/qrCode.tsx';
import { Skeleton } from '../../../views/ui/skeleton.tsx';
import { StatCard } from '../../../views/ui/statCard.tsx';
import { StatusBadge } from '../../../views/ui/statusBadge.tsx';
import { renderUi } from './renderUi.tsx';

afterEach(cleanup);

type OrderStatus = 'unpaid' | 'running' | 'ended';
const ORDER_LABELS = { unpaid: msg`Unpaid`, running: msg`Running`, ended: msg`Ended` };

describe('StatusBadge', () => {
  it('shows the translated label in the status tone', async () => {
    const status = 'running' as OrderStatus;
    await renderUi(
      <StatusBadge status={status} labels={ORDER_LABELS} tones={{ running: 'success', unpaid: 'warning' }} />,
    );
    const badge = screen.getByText('Running');
    expect(badge.className).toBe('ui-badge ui-badge-success');
  });

  it('falls back to the neutral tone', async () => {
    await renderUi(<StatusBadge<OrderStatus> status="ended" labels={ORDER_LABELS} />);
    expect(screen.getByText('Ended').className).toBe('ui-badge ui-badge-neutral');
  });

  it('does not compile with a status left without a label', () => {
    const status = 'ended' as OrderStatus;
    // @ts-expect-error: 'ended' has no label
    const element = <StatusBadge status={status} labels={{ unpaid: msg`Unpaid`, running: msg`Running` }} />;
    expect(element).toBeTruthy();
  });
});

describe('StatCard', () => {
  it('shows label, value and hint; its definition describes the info button', async () => {
    await renderUi(
      <StatCard
        label="Hashrate (24 h)"
        value="101.25 TH/s"
        hint="Today is partial"
        definition="Average over the last 24 hours, UTC."
      />,
    );
    expect(screen.getByRole('term').textContent).toContain('Hashrate (24 h)');
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '101.25 TH/s',
      'Today is partial',
    ]);
    const info = screen.getByRole('button', {
      name: 'Definition: Hashrate (24 h)',
      description: 'Average over the last 24 hours, UTC.',
    });
    const tooltip = screen.getByText('Average over the last 24 hours, UTC.');
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.hidden).toBe(true);
    act(() => info.focus());
    expect(tooltip.hidden).toBe(false);
    fireEvent.keyDown(info, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    fireEvent.mouseEnter(info);
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(info);
    expect(tooltip.hidden).toBe(true);
  });

  it('has no info button without a definition', async () => {
    await renderUi(<StatCard label="Balance" value="0.00500000 BTC" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmptyState and PageAlert', () => {
  it('the empty state says what is missing and what to do next', async () => {
    await renderUi(<EmptyState message="No payouts yet." action={<a href="/plans">Buy a plan</a>} />);
    expect(screen.getByText('No payouts yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a plan' })).toBeTruthy();
  });

  it('the alert is announced and retries when it can', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderUi(<PageAlert message="Network error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<PageAlert message="Not allowed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('errorMessage', () => {
  const fallback = 'Something went wrong. Please retry.';
  it('prefers what the server said, then a plain error message, then the fallback', () => {
    expect(
      errorMessage(Object.assign(new Error('HTTP 400'), { serverMessage: 'Insufficient balance' }), fallback),
    ).toBe('Insufficient balance');
    expect(errorMessage(Object.assign(new Error('HTTP 502'), { serverMessage: null }), fallback)).toBe(fallback);
    expect(errorMessage(Object.assign(new Error('HTTP 502'), { serverMessage: '  ' }), fallback)).toBe(fallback);
    expect(errorMessage(new Error('Timed out'), fallback)).toBe('Timed out');
    expect(errorMessage(new Error(''), fallback)).toBe(fallback);
    expect(errorMessage('boom', fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
  });
});

describe('QrCode and Skeleton', () => {
  it('the QR code is an image named by its label, with a caption', async () => {
    await renderUi(<QrCode value="bitcoin:bc1qexample" label="Deposit address QR code" caption="Scan to pay" />);
    const image = screen.getByRole('img', { name: 'Deposit address QR code' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('title')?.textContent).toBe('Deposit address QR code');
    expect(image.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('Scan to pay').tagName).toBe('FIGCAPTION');
  });

  it('the skeleton is hidden from assistive tech and takes the given size', async () => {
    const { container } = await renderUi(<Skeleton width={120} height={16} />);
    const skeleton = container.querySelector('.ui-skeleton') as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect([skeleton.style.width, skeleton.style.height]).toEqual(['120px', '16px']);
  });
});
