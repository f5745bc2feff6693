// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The service-fee loan pages (issue #18) in jsdom against the real sandbox: eligibility with each unmet rule,
 * turning a loan on (fund password) and off with the 24 h wait shown, the LTV widget and history, one loan's
 * disbursements, and repaying (never more than owed, what was typed kept, the collateral released).
 */
const WAIT = { timeout: 8000 };
const FUND_PASSWORD = '135790';
let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('loan-pages');
  await d.setCookie('auth', await tokenByApi(d, account));
  await d.sandbox('POST', '/__sandbox/wallet', {
    account,
    balanceUsd: '2000.00',
    points: '10.00',
    fundPassword: FUND_PASSWORD,
  });
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

interface Placed {
  orderNo: string;
  loanId: string | null;
}
const loanOrder = (spec: Record<string, number> = {}) =>
  d.sandbox<Placed>('POST', '/__sandbox/loans', { account, ...spec });
/** A loan on for 20 days of a 2,000 TH plan: its service fee paid 3 days at a time since its days ran low. */
const withLoan = () => loanOrder({ daysRun: 45, paidDays: 35, loanOnDaysAgo: 20 });
interface FixtureLoan {
  principalCents: number;
  interestCents: number;
  collateralSats: number;
  disbursements: { days: number; amountCents: number }[];
}
const fixtureLoans = async () =>
  (await d.sandbox<{ loans: FixtureLoan[] }>('GET', `/__sandbox/loans?account=${encodeURIComponent(account)}`)).loans;
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const card = async (orderNo: string) =>
  (await screen.findByRole('link', { name: orderNo }, WAIT)).closest('li') as HTMLElement;

async function giveFundPassword(): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Security verification' }, WAIT);
  fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: FUND_PASSWORD } });
}

describe('loans (/dashboard/loanService)', { timeout: 60_000 }, () => {
  it('names every rule an order misses, and shows a loan with what it owes and its links', async () => {
    const eligible = await loanOrder();
    const small = await loanOrder({ quantity: 2, daysRun: 12, paidDays: 16 });
    const loan = await withLoan();
    await visitRoute(d, 'dashboard.loanService', {});
    await d.expectRead('Loan orders', 'loaded');

    const first = await card(eligible.orderNo);
    expect(first.textContent).toContain('Eligible');
    expect(within(first).getByRole('button', { name: 'Turn on the loan' })).toHaveProperty('disabled', false);

    const second = await card(small.orderNo);
    expect(second.textContent).toContain('Not eligible');
    const reasons = within(second)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'At least 2,000 TH per unit: this plan has 400 TH/s.',
      'Running for at least 30 days: this plan has run 12 days.',
      'At least 10 days of service fee prepaid when the loan is turned on: this plan has 4 days left.',
    ]);
    expect(within(second).getByRole('button', { name: 'Turn on the loan' })).toHaveProperty('disabled', true);

    const [figures] = await fixtureLoans();
    const third = await card(loan.orderNo);
    expect(third.textContent).toContain('Loan on');
    expect(third.textContent).toContain(usd(figures?.principalCents ?? 0));
    expect(third.textContent).toContain(usd((figures?.principalCents ?? 0) + (figures?.interestCents ?? 0)));
    expect(within(third).getByRole('link', { name: 'Loan details' }).getAttribute('href')).toBe(
      `/dashboard/loanService/loanDetail/${loan.loanId}`,
    );
    expect(within(third).getByRole('link', { name: 'Repay' }).getAttribute('href')).toBe(
      `/dashboard/loanService/repayDetail/${loan.orderNo}`,
    );
    // The rules are on the page.
    const rules = screen.getByRole('region', { name: 'How the service-fee loan works' });
    expect(rules.textContent).toMatch(/pays exactly 3 days/);
    expect(rules.textContent).toMatch(/monthly interest = principal × 1%/);
    expect(rules.textContent).toMatch(/below 65%.*80%.*90%/);
  });

  it('turns a loan on behind the fund password and off, then shows when it can be turned on again', async () => {
    const { orderNo } = await loanOrder();
    await visitRoute(d, 'dashboard.loanService', {});
    const one = await card(orderNo);
    fireEvent.click(within(one).getByRole('button', { name: 'Turn on the loan' }));
    const confirm = await screen.findByRole('region', { name: 'Turn on the loan' }, WAIT);
    expect(confirm.textContent).toMatch(/pays 3 more days while the LTV is below 65%/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: turn on' }));
    await giveFundPassword();
    expect(await screen.findByText('The loan is on.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off the loan' })).toBeTruthy(), WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off the loan' }));
    const off = await screen.findByRole('region', { name: 'Turn off the loan' }, WAIT);
    expect(off.textContent).toMatch(/Turning the loan on again waits 24 hours/);
    fireEvent.click(within(off).getByRole('button', { name: 'Confirm: turn off' }));
    expect(await screen.findByText('The loan is off.', {}, WAIT)).toBeTruthy();
    const after = await card(orderNo);
    await waitFor(
      () => expect(after.textContent).toMatch(/it can be turned on again from .* UTC \(24 hours after\)/),
      WAIT,
    );
    expect(within(after).getByRole('button', { name: 'Turn on the loan' })).toHaveProperty('disabled', true);
  });

  it('an account without a full plan is told what the loan is for', async () => {
    await visitRoute(d, 'dashboard.loanService', {});
    await d.expectRead('Loan orders', 'empty');
    await d.expectText(/You have no full plan running/);
  });
});

describe('LTV (/dashboard/loanService/LTV)', { timeout: 60_000 }, () => {
  it('shows the LTV with its marks, the collateral at today’s price, the liquidation price and the history', async () => {
    const { loanId } = await withLoan();
    await visitRoute(d, 'dashboard.loanService.LTV', {});
    await d.expectRead('Loan-to-value', 'loaded');
    const [loan] = await fixtureLoans();
    const meter = screen.getByRole('meter', { name: 'Loan-to-value' });
    expect(Number((meter as HTMLMeterElement).value)).toBeGreaterThan(0);
    expect(screen.getByText('Initial 65%')).toBeTruthy();
    expect(screen.getByText('Margin call 80%')).toBeTruthy();
    expect(screen.getByText('Liquidation 90%')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Loan-to-value' });
    expect(region.textContent).toContain(`${((loan?.collateralSats ?? 0) / 1e8).toFixed(8)} BTC`);
    expect(region.textContent).toMatch(/Liquidation price\$[\d,]+\.\d{2}/);
    expect(screen.getByRole('row', { name: new RegExp(loanId as string) })).toBeTruthy();
    // One row a settled day since the loan was turned on, and the header.
    const history = screen.getByRole('table', { name: 'LTV history' });
    expect(within(history).getAllByRole('row')).toHaveLength(21);
  });

  it('an account without a loan has no LTV to show', async () => {
    await loanOrder();
    await visitRoute(d, 'dashboard.loanService.LTV', {});
    await d.expectRead('Loan-to-value', 'empty');
    await d.expectText(/You have no service-fee loan yet/);
  });
});

describe('a loan (/dashboard/loanService/loanDetail/{loanId})', { timeout: 60_000 }, () => {
  it('lists the service-fee days it paid, each 3 days, with the order and what is owed', async () => {
    const { orderNo, loanId } = await withLoan();
    await visitRoute(d, 'dashboard.loanService.loanDetail', { loanId: loanId as string });
    await d.expectRead('Loan details', 'loaded');
    expect(screen.getByRole('heading', { name: `Loan ${loanId}`, level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: orderNo })).toBeTruthy();
    const [loan] = await fixtureLoans();
    const table = screen.getByRole('table', { name: 'Disbursements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(loan?.disbursements.length ?? -1);
    for (const row of rows) {
      expect(row.textContent).toContain('3 days');
      expect(row.textContent).toContain('$299.40');
    }
  });

  it('answers another account’s loan and an unknown id with the 404 page', async () => {
    await visitRoute(d, 'dashboard.loanService.loanDetail', { loanId: 'L00000000000000' });
    await d.expectText('This page could not be found');
  });
});

describe('repaying (/dashboard/loanService/repayDetail/{orderNo})', { timeout: 60_000 }, () => {
  it('refuses more than owed with what was typed kept, then repays everything and releases the collateral', async () => {
    const { orderNo } = await withLoan();
    await visitRoute(d, 'dashboard.loanService.repayDetail', { orderNo });
    await d.expectRead('Loan repayment', 'loaded');
    const [loan] = await fixtureLoans();
    const owed = (loan?.principalCents ?? 0) + (loan?.interestCents ?? 0);
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '99999.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the repayment' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toMatch(/The repayment exceeds the amount owed/);
    expect(amount).toHaveProperty('value', '99999.00');
    // Points hold 10.00: not enough.
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(() => expect(amount).toHaveProperty('value', (owed / 100).toFixed(2)), WAIT);
    fireEvent.click(screen.getByRole('radio', { name: /^Points/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Review the repayment' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/That is more than you have/), WAIT);

    fireEvent.click(screen.getByRole('radio', { name: /^Wallet balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Review the repayment' }));
    const review = await screen.findByRole('region', { name: 'Review the repayment' }, WAIT);
    expect(review.textContent).toContain(`Repay ${usd(owed)} of ${usd(owed)} owed from your balance`);
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm the repayment' }));
    await giveFundPassword();
    expect(await screen.findByRole('heading', { name: 'Repayment made' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Still owed: \$0\.00/);
    expect(screen.getByText(/Everything is repaid: the collateral goes back to your payouts/)).toBeTruthy();
    const [after] = await fixtureLoans();
    expect(after).toMatchObject({ principalCents: 0, interestCents: 0, collateralSats: 0 });
  });

  it('an order without a loan is the 404 page', async () => {
    const { orderNo } = await loanOrder();
    await visitRoute(d, 'dashboard.loanService.repayDetail', { orderNo });
    await d.expectText('This page could not be found');
  });
});
