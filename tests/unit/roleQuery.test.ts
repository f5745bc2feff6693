// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Name, Role } from '../model/driver.ts';
import { findOneByRole, getOneByRole, queryAllByRole, roleTimeout } from '../model/roleQuery.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page where names come from every source the accessible-name computation reads. */
const PAGE = `
  <header><nav aria-label="Main"><ul><li><a href="/list">Plans</a></li><li><a href="/news">News</a></li></ul></nav></header>
  <h2 id="wallet-title">Wallet <span>balance</span></h2>
  <section aria-labelledby="wallet-title"><p>0.5 BTC</p></section>
  <section aria-label="Orders"><p>none</p></section>
  <button type="button"><span>Buy</span><span>now</span></button>
  <button type="button"><div>Pay</div><div>10 USDT</div></button>
  <button type="button" aria-label="Close messages">×</button>
  <button type="button" title="Refresh"></button>
  <button type="button"><img src="x.png" alt="Copy address"></button>
  <button type="button" aria-labelledby="lbl-a lbl-b"></button><span id="lbl-a">Withdraw</span><span id="lbl-b">all</span>
  <button type="button" hidden>Hidden action</button>
  <button type="button" style="display: none">Styled away</button>
  <div aria-hidden="true"><button type="button">Behind a dialog</button></div>
  <label for="amount">Amount in BTC</label><input id="amount" value="0.1">
  <label>Remember me <input type="checkbox"></label>
  <label>Keep for <input type="number" value="30"> days</label>
  <input type="submit">
  <input type="reset" value="Start over">
  <button type="button">Messages <span>3</span></button>
  <button type="button">Message 1</button>
  <button type="button">Message 12</button>
  <ul aria-label="Message list"><li>Message 1</li></ul>
`;

/** Roles and names as the model paths ask for them, with how many elements the page has of each. */
const CASES: Array<[Role, Name | undefined, number]> = [
  ['link', 'Plans', 1],
  ['link', /^New/, 1],
  ['navigation', 'Main', 1],
  ['region', 'Wallet balance', 1],
  ['region', 'Orders', 1],
  ['region', 'Nothing', 0],
  // Inline parts join without a space, blocks with one.
  ['button', 'Buynow', 1],
  ['button', 'Buy now', 0],
  ['button', 'Pay 10 USDT', 1],
  ['button', 'Close messages', 1],
  ['button', 'Refresh', 1],
  ['button', 'Copy address', 1],
  ['button', 'Withdraw all', 1],
  ['button', 'Hidden action', 0],
  ['button', 'Styled away', 0],
  ['button', 'Behind a dialog', 0],
  ['textbox', 'Amount in BTC', 1],
  ['checkbox', 'Remember me', 1],
  ['spinbutton', 'Keep for days', 1],
  ['button', 'Submit', 1],
  ['button', 'Start over', 1],
  ['button', /^Messages/, 1],
  ['button', /^Messages?/, 3],
  ['button', /Message 1(?!\d)/, 1],
  ['button', /message 1/i, 2],
  ['button', /Message (1|12)$/, 2],
  ['list', 'Message list', 1],
  ['button', undefined, 11],
  ['button', 'Not on the page', 0],
];

describe('role query (the model driver’s shortcut to findByRole)', () => {
  it.each(CASES)('finds what Testing Library finds: %s %s (%i)', (role, name, count) => {
    document.body.innerHTML = PAGE;
    const exact = screen.queryAllByRole(role, name === undefined ? {} : { name });
    expect(exact).toHaveLength(count);
    expect(queryAllByRole(role, name)).toEqual(exact);
  });

  it('waits for one element, and times out with Testing Library’s own message', async () => {
    document.body.innerHTML = PAGE;
    setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<button type="button">Later</button>'), 30);
    expect((await findOneByRole('button', 'Later', { timeout: 2000 })).textContent).toBe('Later');
    await expect(findOneByRole('button', 'Never', { timeout: 200 })).rejects.toThrow(
      /Unable to find an accessible element with the role "button" and name "Never"/,
    );
    await expect(findOneByRole('button', /^Message 1/, { timeout: 200 })).rejects.toThrow(
      /Found multiple elements with the role "button" and name `\/\^Message 1\/`/,
    );
  });

  it('a wait on a found element that times out keeps its own error', async () => {
    document.body.innerHTML = PAGE;
    const waited = waitFor(
      () => {
        if (!(getOneByRole('button', 'Refresh') as HTMLButtonElement).disabled) throw new Error('Refresh is enabled');
      },
      { timeout: 200, onTimeout: roleTimeout('button', 'Refresh') },
    );
    await expect(waited).rejects.toThrow('Refresh is enabled');
  });
});
