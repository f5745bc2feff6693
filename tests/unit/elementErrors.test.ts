// @vitest-environment jsdom
import { stripVTControlCharacters as plain } from 'node:util';
import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
});

// tests/setup/waitBounds.ts: a query failing inside a wait lists the page only when its message is read.
describe('testing-library errors (tests/setup/waitBounds.ts)', () => {
  it('a query failing outside a wait lists the page in its message at once', () => {
    document.body.innerHTML = '<main><p>Wallet balance</p></main>';
    let caught: Error | undefined;
    try {
      screen.getByText('Orders');
    } catch (error) {
      caught = error as Error;
    }
    document.body.innerHTML = '';
    expect(caught?.name).toBe('TestingLibraryElementError');
    expect(caught?.message).toMatch(/Unable to find an element with the text: Orders/);
    expect(plain(caught?.message ?? '')).toMatch(/<p>\s*Wallet balance\s*<\/p>/);
  });

  it('a wait that times out lists the page as it was at the timeout', async () => {
    document.body.innerHTML = '<main><p>Loading</p></main>';
    setTimeout(() => {
      document.body.innerHTML = '<main><p>Wallet balance</p></main>';
    }, 20);
    const error = (await screen.findByText('Orders', {}, { timeout: 300 }).catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(/Unable to find an element with the text: Orders/);
    expect(plain(error.message)).toMatch(/<p>\s*Wallet balance\s*<\/p>/);
    expect(error.message).not.toMatch(/Loading/);
  });

  it('a try inside a wait does not print the page', async () => {
    document.body.innerHTML = '<main><p>Wallet balance</p></main>';
    const tries: Error[] = [];
    await waitFor(
      () => {
        try {
          screen.getByText('Orders');
        } catch (error) {
          tries.push(error as Error);
        }
        if (tries.length < 3) throw new Error('again');
      },
      { timeout: 2000 },
    );
    // The message is made when read: its own descriptor is a getter until then.
    expect(tries.every((e) => typeof Object.getOwnPropertyDescriptor(e, 'message')?.get === 'function')).toBe(true);
    expect(tries[0]?.message).toMatch(/Unable to find an element with the text: Orders/);
  });
});
