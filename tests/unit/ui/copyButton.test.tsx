// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS, CopyButton } from '../../../views/ui/copyButton.tsx';
import { renderUi } from './renderUi.tsx';

const TXID = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

function setClipboard(clipboard: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setClipboard(undefined);
});

describe('CopyButton', () => {
  it('copies, then says "Copied" in a polite live region for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await renderUi(<CopyButton value={TXID} label="Copy TXID" />);
    vi.useFakeTimers();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy TXID' }));
    });
    expect(writeText).toHaveBeenCalledWith(TXID);
    expect(status.textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(status.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('without a clipboard, shows the value selected for copying by hand', async () => {
    await renderUi(<CopyButton value={TXID} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    const fallback = screen.getByRole('textbox', { name: 'Text to copy' }) as HTMLInputElement;
    expect(fallback.value).toBe(TXID);
    expect(fallback.readOnly).toBe(true);
    expect(document.activeElement).toBe(fallback);
    expect([fallback.selectionStart, fallback.selectionEnd]).toEqual([0, TXID.length]);
    expect(screen.getByRole('status').textContent).toContain('copy the selected text');
  });

  it('falls back the same way when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    await renderUi(<CopyButton value={TXID} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect((screen.getByRole('textbox', { name: 'Text to copy' }) as HTMLInputElement).value).toBe(TXID);
    expect(screen.getByRole('status').textContent).not.toContain('Copied');
  });
});
