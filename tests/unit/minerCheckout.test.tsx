// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { expectUrl, tokenByApi } from '../model/bindings/accountSteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * Buying miners of a sale batch (`/pay/minerSale/{id}`, decision 102): what the form shows of the batch and
 * the account, the price as the quantity changes, prerequisites and refusals, and the same cashier and result
 * pages as plans showing the miner purchase.
 */

const WAIT = { timeout: 8000 };
/** Antminer S21, $3,400 a miner, first month of electricity $138.60, hosted in Jamestown. */
const S21 = '800000000604';
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const total = (within: HTMLElement = document.body) =>
  (within.querySelector('[data-testid="checkout-total"]') as HTMLElement | null)?.textContent;
async function signIn(email: string, passwd: string): Promise<void> {
  await d.setCookie('auth', await tokenByApi(d, email, passwd));
}
const minerOrders = async (email: string) =>
  (
    await d.sandbox<{ orders: Array<{ orderNo: string; paid: boolean }> }>(
      'GET',
      `/__sandbox/miners/orders?account=${email}`,
    )
  ).orders;

describe('miner checkout form (/pay/minerSale/{id})', { timeout: 30_000 }, () => {
  it('shows the batch and its hosting terms, prices each quantity as the server does, and opens the cashier', async () => {
    await d.sandbox('POST', '/__sandbox/reset', {});
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit(`/pay/minerSale/${S21}`);
    const form = await screen.findByRole('form', { name: 'Miner checkout' }, WAIT);
    expect(within(form).getByRole('heading', { name: 'Antminer S21' })).toBeTruthy();
    expect(within(form).getByText(/The miners are installed and run at Jamestown, North Dakota/)).toBeTruthy();
    expect(within(form).getByText(/· Prepaid monthly in USDT/)).toBeTruthy();
    expect(total(form)).toBe('$3,538.60');
    expect(within(form).getByText('Electricity prepaid for the first 30 days')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Increase' }));
    await waitFor(() => expect(total(form)).toBe('$7,077.20'));
    // Alice's default BTC address is chosen.
    expect((within(form).getByRole('radio', { name: /Main wallet/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/confirm/M');

    // The same cashier as plans, showing what was bought.
    await screen.findByRole('heading', { name: /^Pay order M\d{14}$/ }, WAIT);
    const summary = await screen.findByRole('complementary', { name: 'Summary' }, WAIT);
    expect(total(summary)).toBe('$7,077.20');
    expect(within(summary).getByText('Miners: 2 × $3,400.00')).toBeTruthy();
    expect(screen.getByText(/^2 × Antminer S21, batch 800000000604 · 400 TH\/s$/)).toBeTruthy();
    expect(screen.getByText('Jamestown, North Dakota · Antpool')).toBeTruthy();
    await screen.findByRole('button', { name: 'Pay $7,077.20 from balance' }, WAIT);
    // Miner orders are not in the plan order list: the way back is the marketplace.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Miner marketplace' }).getAttribute('href')).toBe('/minerSale');
    const [order] = await minerOrders('alice@example.com');
    const orderNo = order?.orderNo as string;
    expect(orderNo).toMatch(/^M\d{14}$/);

    // Paid through the chain simulator: the result page tells what happens to the miners.
    await d.sandbox('POST', '/__sandbox/chain/pay', { orderNo, part: 'full' });
    await d.visit(`/pay/detail/${orderNo}`);
    await screen.findByText(/^Payment received: \$7,077\.20/, {}, WAIT);
    expect(screen.getByText(/Your miners \(2 × Antminer S21\) are reserved in batch 800000000604/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See more miners' }).getAttribute('href')).toBe('/minerSale');
    expect((await minerOrders('alice@example.com'))[0]?.paid).toBe(true);
  });

  it('keeps what was typed when the address is wrong and the agreement missing, and places nothing', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    const before = (await minerOrders('alice@example.com')).length;
    await d.visit('/pay/minerSale/800000000608');
    const form = await screen.findByRole('form', { name: 'Miner checkout' }, WAIT);
    // At least 5 miners: the form starts at the minimum and electricity is deducted from the output.
    expect((within(form).getByLabelText('Quantity (miners)') as HTMLInputElement).value).toBe('5');
    expect(total(form)).toBe('$4,800.00');
    expect(within(form).getByText('Electricity (deducted daily from the output)')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'A new address' }));
    const address = await within(form).findByLabelText('New BTC address');
    fireEvent.change(address, { target: { value: '0x52908400098527886E0F7030069857D2E4169EE7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await screen.findByText('This is not a valid address for this coin. Check it and try again.', {}, WAIT);
    expect((address as HTMLInputElement).value).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    await screen.findByText('Read and accept the purchase agreement to continue.');
    expect(await minerOrders('alice@example.com')).toHaveLength(before);
    // A valid new address then goes through, saved to the account.
    fireEvent.change(address, { target: { value: sandboxPayoutAddress('miner-checkout') } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/confirm/M');
    expect(await minerOrders('alice@example.com')).toHaveLength(before + 1);
  });

  it('tells an unverified account to verify first, with the way there', async () => {
    await signIn('unpaid@example.com', 'Unpaid2024');
    await d.visit(`/pay/minerSale/${S21}`);
    await screen.findByRole('form', { name: 'Miner checkout' }, WAIT);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/dashboard/kyc');
  });

  it('a sold-out or closed batch cannot be ordered, and says where to go', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/pay/minerSale/800000000606');
    await screen.findByText(/This batch is sold out/, {}, WAIT);
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
    await d.visit('/pay/minerSale/800000000600');
    await screen.findByText("This batch's payment deadline has passed: it is no longer on sale.", {}, WAIT);
    expect(screen.getByRole('link', { name: 'See the batches on sale' }).getAttribute('href')).toBe('/minerSale');
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the 404 page for a malformed or unknown batch id', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await d.visit('/pay/minerSale/abc');
    await screen.findByRole('heading', { name: /not found|404/i }, WAIT);
    await d.visit('/pay/minerSale/999999');
    await screen.findByRole('heading', { name: /not found|404/i }, WAIT);
  });

  it('sends a visitor to sign in first and back to the same checkout', async () => {
    await d.visit(`/pay/minerSale/${S21}`);
    await expectUrl(d, `redirect=${encodeURIComponent(`/pay/minerSale/${S21}`)}`);
    await screen.findByRole('dialog', {}, WAIT);
  });

  it('a cancelled miner order opened in the cashier points to a new order of miners', async () => {
    await signIn('secure@example.com', 'Secure2024');
    await d.visit(`/pay/minerSale/${S21}`);
    const form = await screen.findByRole('form', { name: 'Miner checkout' }, WAIT);
    const newAddress = within(form).queryByLabelText('New BTC address');
    if (newAddress) fireEvent.change(newAddress, { target: { value: sandboxPayoutAddress('miner-cancel') } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /I have read and accept the/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await expectUrl(d, '/pay/confirm/M');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }, WAIT));
    await expectUrl(d, '/pay/detail/M');
    await screen.findByText('This order was cancelled. Coupons and points it used are back in your account.', {}, WAIT);
    const [order] = await minerOrders('secure@example.com');
    await d.visit(`/pay/confirm/${order?.orderNo}`);
    await screen.findByText('This order was cancelled. Place a new order to buy the miners.', {}, WAIT);
  });
});
