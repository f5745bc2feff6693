// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CompanyProfile,
  FirmwareModel,
  FirmwareRelease,
  InvestorReport,
} from '../../runtime/http/contract/company.ts';
import type { PoolStats } from '../../runtime/http/contract/pool.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { formatHashrate } from '../../views/format/format.ts';
import { EXTERNAL_LINKS } from '../../views/shell/externalLinks.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

/** What the API answers a visitor (the test's own look at the data the page shows). */
async function api<T>(name: CallName): Promise<T> {
  return (await d.sandbox<{ result: T }>('GET', callPath(name))).result;
}
const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const en = (n: number) => n.toLocaleString('en-US');

describe('/pool', { timeout: 20_000 }, () => {
  it("shows the sandbox's live pool statistics and recent blocks", async () => {
    const stats = await api<PoolStats>('poolStats');
    await visitRoute(d, 'pool', {});
    const section = await loaded('Pool statistics');
    expect(section.textContent).toContain(formatHashrate('en', stats.hashrate10mPh * 1000));
    expect(section.textContent).toContain(en(stats.activeWorkers));
    expect(section.textContent).toContain(en(stats.activeMiners));
    const rows = within(within(section).getByRole('table', { name: 'Recent blocks' })).getAllByRole('row');
    expect(rows).toHaveLength(stats.blocks.length + 1);
    expect(rows[1]?.textContent).toContain(String(stats.blocks[0]?.height));
  });

  it('names FPPS and PPLNS with their fees and the threshold; a stratum address copies', async () => {
    const info = await api<{ stratumUrls: string[]; payoutMethods: { method: string; feePercent: string }[] }>(
      'poolInfo',
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await visitRoute(d, 'pool', {});
    const section = await loaded('Payouts and connection');
    expect(section.textContent).toContain('FPPS');
    expect(section.textContent).toContain('PPLNS');
    expect(section.textContent).toContain(`Pool fee ${Number(info.payoutMethods[1]?.feePercent)}%`);
    expect(section.textContent).toContain('0.00500000 BTC');
    expect(section.textContent).toContain('subaccount.worker');
    const first = info.stratumUrls[0] ?? '';
    const item = within(section).getByText(first).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(first), WAIT);
    await within(item).findByText('Copied', {}, WAIT);
  });

  it('a visitor is asked to sign up; a signed-in user goes to the pool dashboard', async () => {
    await visitRoute(d, 'pool', {});
    await screen.findByRole('button', { name: 'Create a free account' }, WAIT);
    await d.dispose();
    d = await createJsdomDriver();
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'pool', {});
    const link = await screen.findByRole('link', { name: 'Go to the pool dashboard' }, WAIT);
    expect(link.getAttribute('href')).toBe('/dashboard/pool');
  });
});

describe('/FuFuMinerOS', { timeout: 20_000 }, () => {
  it('lists the supported models and the releases with date, checksum and download link', async () => {
    const { releases, models } = await api<{ releases: FirmwareRelease[]; models: FirmwareModel[] }>(
      'firmwareReleases',
    );
    await visitRoute(d, 'FuFuMinerOS', {});
    const section = await loaded('Models and downloads');
    for (const model of models) expect(within(section).getByRole('rowheader', { name: model.model })).toBeTruthy();
    for (const release of releases) {
      within(section).getByRole('heading', { name: new RegExp(`Version ${release.version.replaceAll('.', '\\.')}`) });
      expect(section.textContent).toContain(release.sha256);
      const download = within(section).getByRole('link', { name: `Download FuFuMinerOS ${release.version}` });
      expect(download.getAttribute('href')).toBe(release.downloadUrl);
      expect(release.downloadUrl).toMatch(/^https:\/\/.+FuFuMinerOS-[\d.]+\.tar\.gz$/);
    }
    expect(section.textContent).toContain('Support for the Antminer S21 XP.');
    expect(section.textContent).toMatch(/Typically 5–18%|%–/);
  });
});

describe('/aboutus', { timeout: 20_000 }, () => {
  it("shows the company's figures, farms and timeline from the sandbox", async () => {
    const profile = await api<CompanyProfile>('companyProfile');
    await visitRoute(d, 'aboutus', {});
    const section = await loaded('Company profile');
    expect(section.textContent).toContain(en(profile.figures.registeredUsers));
    for (const farm of profile.farms) {
      const row = within(section).getByRole('rowheader', { name: farm.name }).closest('tr') as HTMLElement;
      expect(row.textContent).toContain(`${en(farm.capacityMw)} MW`);
    }
    expect(section.textContent).toContain(String(profile.foundedYear));
    await screen.findByRole('heading', { name: 'Compliance and security' });
  });

  it("names each farm's country in the page's language: traditional Chinese on /sg", async () => {
    const profile = await api<CompanyProfile>('companyProfile');
    await d.visit('/sg/aboutus');
    const hant = new Intl.DisplayNames(['zh-Hant'], { type: 'region' });
    for (const farm of profile.farms) {
      const row = (await screen.findByRole('rowheader', { name: farm.name }, WAIT)).closest('tr') as HTMLElement;
      expect(row.textContent).toContain(`${farm.region}, ${hant.of(farm.country)}`);
    }
  });
});

describe('/investors', { timeout: 20_000 }, () => {
  it('shows the highlights, the reports and the external investor-relations link', async () => {
    const { reports } = await api<{ reports: InvestorReport[] }>('investorReports');
    await visitRoute(d, 'investors', {});
    const link = await screen.findByRole('link', { name: 'Investor relations site' }, WAIT);
    expect(link.getAttribute('href')).toBe(EXTERNAL_LINKS.investors);
    const section = await loaded('Investor reports');
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(reports.map((r) => r.url));
  });
});

describe('/coop', { timeout: 30_000 }, () => {
  interface Stored {
    reference: string;
    company: string;
    email: string;
    cooperationType: string;
    message: string;
  }
  const stored = async () => (await d.sandbox<{ data: Stored[] }>('GET', '/__sandbox/company/asks')).data;
  const fill = (label: string, value: string) => d.fill(label, value);
  const fillValid = async () => {
    await fill('Company', 'Northwind Hashing Ltd');
    await fill('Contact name', 'Dana Keller');
    await fill('Work email', 'dana@northwind.example');
    await fill('Country or region', 'Germany');
    await fill('Cooperation type', 'hosting');
    await fill('Expected hashrate or budget', '5 PH/s');
    await fill('Message', 'We want to host 300 S21 miners from the first quarter.');
  };

  it('invalid fields block the submit, say why at the field and keep what was typed; then it is stored', async () => {
    await visitRoute(d, 'coop', {});
    await screen.findByRole('form', { name: 'Corporate inquiry' }, WAIT);
    await fill('Company', 'Northwind Hashing Ltd');
    await fill('Work email', 'dana@northwind');
    await d.click('button', 'Send inquiry');
    const email = screen.getByLabelText('Work email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const error = document.getElementById(String(email.getAttribute('aria-describedby')));
    expect(error?.textContent).toBe('Enter a valid email address.');
    expect(screen.getByLabelText('Contact name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBeNull();
    await d.expectValue('Company', 'Northwind Hashing Ltd');
    await d.expectValue('Work email', 'dana@northwind');
    expect(await stored()).toEqual([]);

    await fillValid();
    await d.click('button', 'Send inquiry');
    await screen.findByText('Thank you, we have your inquiry', {}, WAIT);
    const [ask] = await stored();
    expect(ask).toMatchObject({
      company: 'Northwind Hashing Ltd',
      email: 'dana@northwind.example',
      cooperationType: 'hosting',
    });
    await d.expectText(ask?.reference ?? 'none');
  });

  it("a server failure shows the server's message and a retry that sends the same inquiry", async () => {
    await visitRoute(d, 'coop', {});
    await screen.findByRole('form', { name: 'Corporate inquiry' }, WAIT);
    await fillValid();
    await failCall(d, 'corporateAskRecord', { status: 503 });
    await d.click('button', 'Send inquiry');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    await d.expectValue('Company', 'Northwind Hashing Ltd');
    expect(await stored()).toEqual([]);
    await d.click('button', 'Try again');
    await screen.findByText('Thank you, we have your inquiry', {}, WAIT);
    expect(await stored()).toHaveLength(1);
  });

  it('the contract call is the spec\'s "corporate ask record"', () => {
    expect(contract.corporateAskRecord.method).toBe('POST');
  });
});
