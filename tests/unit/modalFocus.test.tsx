// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { modalMachine } from '../../machines/shell/modalMachine.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { Modal } from '../../views/flows/modal/modal.tsx';

afterEach(cleanup);

it('an opened modal puts focus on its first field, not on the close button', async () => {
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <Modal open onClose={() => {}} title="Log in">
        <label>
          Email
          <input name="email" />
        </label>
        <button type="button">Next</button>
      </Modal>
    </I18nProvider>,
  );
  const field = await screen.findByLabelText('Email');
  await waitFor(() => expect(document.activeElement).toBe(field));
});

it('makes its machine once, not on every render (useMachine keeps the first one anyway)', async () => {
  await activateLocale('en');
  const provide = vi.spyOn(modalMachine, 'provide');
  try {
    const view = (title: string) => (
      <I18nProvider i18n={i18n}>
        <Modal open onClose={() => {}} title={title}>
          <p>{title}</p>
        </Modal>
      </I18nProvider>
    );
    const { rerender } = render(view('One'));
    for (const title of ['Two', 'Three', 'Four']) rerender(view(title));
    expect(await screen.findByText('Four', { selector: 'p' })).toBeTruthy();
    expect(provide).toHaveBeenCalledTimes(1);
  } finally {
    provide.mockRestore();
  }
});
