// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MinerModel, RentalPlan, SaleBatch } from '../../runtime/http/contract/miners.ts';
import { electricityPerDayUsd } from '../../views/features/miners/batchCard.tsx';
import { formatDateTimeUtc, formatDateUtc, formatUsd } from '../../views/format/format.ts';
import { shownBatches } from '../../views/pages/storefront/minerSale/minerSalePage.tsx';
import { callPath, failCall, routeUrl, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

/** What the API answers (the test's own look at the data the page shows). */
async function api<T>(path: string): Promise<T> {
  return (await d.sandbox<{ result: T }>('GET', path)).result;
}
const batches = () => api<SaleBatch[]>(callPath('minerSaleList'));
const loaded = async (name: string) => {
  const section = await screen.findByRole('region', { name }, WAIT);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const card = (section: HTMLElement, batchId: string) =>
  within(section).getByText(`Batch ${batchId}`).closest('article') as HTMLElement;
const cardOrder = (section: HTMLElement) =>
  [...section.querySelectorAll('.miner-batch-id')].map((el) => el.textContent?.replace('Batch ', ''));

describe('/minerSale', { timeout: 30_000 }, () => {
  it('shows every listed batch with the terms a buyer needs, from the sandbox', async () => {
    const listed = await batches();
    await visitRoute(d, 'minerSale', {});
    await screen.findByRole('heading', { level: 1, name: 'Miners for sale, hosted in our farms' }, WAIT);
    const section = await loaded('Miner batches');
    expect(within(section).getAllByRole('article')).toHaveLength(listed.length);
    const batch = listed.find((b) => b.id === '800000000601') as SaleBatch;
    const text = card(section, batch.id).textContent ?? '';
    for (const fact of [
      'Antminer S21 XP',
      '270 TH/s',
      '3,645 W',
      '13.5 J/T',
      formatUsd('en', batch.unitPriceUsd),
      `${formatUsd('en', batch.pricePerThUsd)} per TH/s`,
      'Rockdale, Texas',
      `Mining from ${formatDateUtc('en', batch.estimatedStartOn)}`,
      '$0.072 per kWh',
      'Prepaid monthly in USDT',
      `about ${formatUsd('en', electricityPerDayUsd(batch))} per miner per day`,
      "None until the miner's price is recovered from its output, then 30% of the net BTC",
      '12 months',
      '1 miner',
      `${batch.stock} of ${batch.totalUnits} miners left`,
      formatDateTimeUtc('en', batch.paymentDeadline),
    ]) {
      expect(text).toContain(fact);
    }
    // The S21 XP draws 3,645 W: 87.48 kWh a day at $0.072 is $6.30.
    expect(text).toContain('about $6.30 per miner per day');
    expect(screen.getByRole('heading', { name: 'Hosting terms' })).toBeTruthy();
  });

  it('Buy opens the checkout of that batch; the calculator link carries its figures', async () => {
    await visitRoute(d, 'minerSale', {});
    const section = await loaded('Miner batches');
    const buy = within(section).getByRole('link', { name: 'Buy now: Antminer S21 Pro, batch 800000000603' });
    expect(buy.getAttribute('href')).toBe(routeUrl('pay.minerSale', { id: '800000000603' }));
    const estimate = within(section).getByRole('link', {
      name: 'Estimate output and payback: Antminer S21 Pro, batch 800000000603',
    });
    expect(estimate.getAttribute('href')).toBe(
      routeUrl('calculator', {}, { search: { mode: 'rig', th: 234, w: 3510, kwh: 0.048, rig: 4212 } }),
    );
  });

  it('a sold-out batch cannot be bought and says why; the fixture sells one out', async () => {
    await d.sandbox('POST', '/__sandbox/miners', { batchId: '800000000604', stock: 0 });
    await visitRoute(d, 'minerSale', {});
    const section = await loaded('Miner batches');
    const out = card(section, '800000000604');
    const button = within(out).getByRole('button', { name: /^Buy now/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(out).queryByRole('link', { name: /^Buy now/ })).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /This batch is sold out/,
    );
    // Sold-out batches come after every batch that can be bought.
    const order = cardOrder(section);
    expect(order.indexOf('800000000604')).toBeGreaterThan(order.indexOf('800000000608'));
  });

  it('filters by model and sorts by efficiency or price, through the URL', async () => {
    const listed = await batches();
    await visitRoute(d, 'minerSale', {}, { search: { sort: 'efficiency' } });
    let section = await loaded('Miner batches');
    expect(cardOrder(section)).toEqual(shownBatches(listed, { sort: 'efficiency', model: undefined }).map((b) => b.id));
    expect(cardOrder(section)[0]).toBe('800000000602'); // the S21 XP Hyd, 12 J/T

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'pricePerTh' } });
    await waitFor(async () => expect(await d.url()).toBe('/minerSale?sort=pricePerTh'), WAIT);
    section = await loaded('Miner batches');
    await waitFor(() => expect(cardOrder(section)[0]).toBe('800000000608'), WAIT); // the S19k Pro, $8 per TH/s

    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 's19xp' } });
    await waitFor(async () => expect(await d.url()).toBe('/minerSale?model=s19xp&sort=pricePerTh'), WAIT);
    await waitFor(() => expect(cardOrder(screen.getByRole('region', { name: 'Miner batches' }))).toHaveLength(2), WAIT);
    expect(screen.getByText('2 of 8 batches')).toBeTruthy();
  });

  it('a model with no batch listed is the empty state with a way back; bad search values fall back', async () => {
    await visitRoute(d, 'minerSale', {}, { search: { model: 'm60s' } });
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Miner batches' }).getAttribute('data-read')).toBe('empty'),
      WAIT,
    );
    expect(screen.getByText('No batch of this model is on sale right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all batches' }).getAttribute('href')).toBe(routeUrl('minerSale', {}));
    await d.visit('/minerSale?sort=cheapest&model=%3Cx%3E');
    const section = await loaded('Miner batches');
    expect(cardOrder(section)).toEqual((await batches()).map((b) => b.id));
  });

  it("a failed read shows the server's message and loads again on retry", async () => {
    await failCall(d, 'minerSaleList', { status: 503 });
    await visitRoute(d, 'minerSale', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded('Miner batches');
  });

  it('site names come in the page language', async () => {
    await visitRoute(d, 'minerSale', {}, { locale: 'de' });
    await waitFor(() => expect(document.body.textContent).toContain('Bahir Dar, Äthiopien'), WAIT);
  });
});

describe('/minerSale/s19xp', { timeout: 30_000 }, () => {
  it('shows the specs, both S19 XP batches (one sold out), the hosting terms and the FAQ', async () => {
    const { model, batches: own } = await api<{ model: MinerModel; batches: SaleBatch[] }>(
      `${callPath('minerModelDetail')}?modelId=s19xp`,
    );
    await visitRoute(d, 'minerSale.s19xp', {});
    await screen.findByRole('heading', { level: 1, name: 'Antminer S19 XP' }, WAIT);
    const section = await loaded('Antminer S19 XP');
    const specs = within(section).getByRole('table', { name: 'Specifications of the Antminer S19 XP' });
    const row = (name: string) => within(specs).getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(row('Hashrate')).toContain('140 TH/s');
    expect(row('Power')).toContain('3,010 W');
    expect(row('Efficiency')).toContain('21.5 J/T');
    expect(row('Cooling')).toContain('Air');
    expect(row('Noise')).toContain('75 dB');
    expect(row('Released')).toContain('July 2022');
    expect(section.textContent).toContain(model.summary);
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(own.length);
    expect(within(section).getByRole('link', { name: 'Buy now: Antminer S19 XP, batch 800000000605' })).toBeTruthy();
    expect(
      (
        within(section).getByRole('button', {
          name: 'Buy now: Antminer S19 XP, batch 800000000606',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByText('What does "refurbished" mean?')).toBeTruthy();
  });

  it('with every S19 XP batch sold out or closed, says so and links to the other batches', async () => {
    // A day before the sandbox's own clock (asked without moving it).
    const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
    const past = new Date(Date.parse(now) - 86_400_000).toISOString();
    await d.sandbox('POST', '/__sandbox/miners', { batchId: '800000000605', paymentDeadline: past });
    await d.sandbox('POST', '/__sandbox/miners', { batchId: '800000000606', paymentDeadline: past });
    await visitRoute(d, 'minerSale.s19xp', {});
    const section = await loaded('Antminer S19 XP');
    expect(section.textContent).toContain('No S19 XP batch is on sale right now.');
    expect(within(section).getByRole('link', { name: 'See all batches' })).toBeTruthy();
  });

  it("a failed read shows the server's message", async () => {
    await failCall(d, 'minerModelDetail', { status: 503 });
    await visitRoute(d, 'minerSale.s19xp', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
  });
});

describe('/miner', { timeout: 30_000 }, () => {
  it('compares every model; models with batches link to them, the S19 XP to its page', async () => {
    const models = await api<MinerModel[]>(callPath('minerModels'));
    await visitRoute(d, 'miner', {});
    const section = await loaded('Miner models');
    const table = within(section).getByRole('table', { name: 'Miner models compared' });
    expect(within(table).getAllByRole('row')).toHaveLength(models.length + 1);
    const rowOf = (name: string) =>
      within(table)
        .getAllByRole('rowheader')
        .find((h) => h.textContent?.startsWith(name))
        ?.closest('tr') as HTMLElement;
    const xp = rowOf('Antminer S21 XP Hyd');
    expect(xp.textContent).toContain('473 TH/s');
    expect(xp.textContent).toContain('Hydro (water)');
    expect(xp.textContent).toContain('50 dB');
    expect(within(xp).getByRole('link', { name: '1 batch' }).getAttribute('href')).toBe(
      routeUrl('minerSale', {}, { search: { model: 's21xphyd' } }),
    );
    const s19 = rowOf('Antminer S19 XP');
    expect(within(s19).getByRole('link', { name: 'Antminer S19 XP' }).getAttribute('href')).toBe(
      routeUrl('minerSale.s19xp', {}),
    );
    expect(within(s19).getByRole('link', { name: '2 batches' })).toBeTruthy();
    expect(rowOf('Whatsminer M60S').textContent).toContain('None right now');
  });

  it('summaries come in the page language', async () => {
    await visitRoute(d, 'miner', {}, { locale: 'ja' });
    await waitFor(() => expect(document.body.textContent).toContain('最も効率的な空冷Antminer'), WAIT);
  });

  it("a failed read shows the server's message and loads again on retry", async () => {
    await failCall(d, 'minerModels', { status: 503 });
    await visitRoute(d, 'miner', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded('Miner models');
  });
});

describe('/rental', { timeout: 30_000 }, () => {
  it('lists the rental plans with term, rent per TH/s per day and stock, linking to their detail', async () => {
    const plans = await api<RentalPlan[]>(callPath('rentalPlans'));
    await visitRoute(d, 'rental', {});
    const section = await loaded('Rental plans');
    expect(within(section).getAllByRole('article')).toHaveLength(plans.length);
    const plan = plans.find((p) => p.goodsId === 'g-rental-s21-180') as RentalPlan;
    const article = within(section).getByRole('article', { name: plan.goodsName });
    for (const fact of ['Antminer S21', '200 TH/s', '180 days', '$0.0598', '$2,152.80 per miner for 180 days']) {
      expect(article.textContent).toContain(fact);
    }
    expect(article.textContent).toContain(`${plan.stock} miners available`);
    const link = within(article).getByRole('link', { name: `View plan: ${plan.goodsName}` });
    expect(link.getAttribute('href')).toBe(routeUrl('rental.detail', { id: plan.goodsId }));
    const out = within(section).getByRole('article', { name: 'S19 XP Rental 30 days' });
    expect(out.textContent).toContain('Sold out');
  });

  it('a rental plan opens on /rental/detail/{id} as a plan for sale, all-inclusive', async () => {
    await visitRoute(d, 'rental.detail', { id: 'g-rental-s21xp-30' });
    await screen.findByRole('heading', { level: 1, name: 'S21 XP Rental 30 days' }, WAIT);
    expect(screen.getByText('Rental')).toBeTruthy();
    expect(screen.getByText('Included in the price')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Miner rental' }).getAttribute('href')).toBe(
      routeUrl('rental', {}),
    );
    expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(
      routeUrl('pay', { id: 'g-rental-s21xp-30', num: '1' }),
    );
  });

  it("a failed read shows the server's message and loads again on retry", async () => {
    await failCall(d, 'rentalPlans', { status: 503 });
    await visitRoute(d, 'rental', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded('Rental plans');
  });
});
