// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshEmail, tokenByApi } from '../model/bindings/accountSteps.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
let account = '';
beforeEach(async () => {
  d = await createJsdomDriver();
  account = freshEmail('kyc');
  await d.setCookie('auth', await tokenByApi(d, account));
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const IDENTITY = {
  country: 'DE',
  documentType: 'idCard',
  fullName: 'Erika Mustermann',
  idNumber: 'L01X00T47',
  dateOfBirth: '1990-08-12',
};
const jpeg = (name: string, size = 40_000) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

interface Stored {
  authLevel: number;
  applications: { kind: string; status: string; step: number; files: { slot: string; storedBytes: number }[] }[];
}
const stored = () => d.sandbox<Stored>('GET', `/__sandbox/kyc?account=${account}`);
const review = (body: Record<string, unknown>) => d.sandbox('POST', '/__sandbox/kyc/review', { account, ...body });
const draft = (body: Record<string, unknown>) => d.sandbox('POST', '/__sandbox/kyc/draft', { account, ...body });

async function field(label: string | RegExp): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(label, {}, WAIT)) as HTMLInputElement;
}
async function type(label: string | RegExp, value: string) {
  fireEvent.change(await field(label), { target: { value } });
}
async function choose(label: string | RegExp, file: File) {
  const input = (await screen.findByLabelText(label, { selector: 'input' }, WAIT)) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}
const click = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }, WAIT));

async function fillIdentity(values: Partial<typeof IDENTITY> = {}) {
  const v = { ...IDENTITY, ...values };
  await screen.findByRole('option', { name: 'Germany' }, WAIT);
  await type('Issuing country', v.country);
  await type('Document type', v.documentType);
  await type('Full name', v.fullName);
  await type('Document number', v.idNumber);
  await type('Date of birth', v.dateOfBirth);
}

describe('KYC status (/dashboard/kyc)', { timeout: 30_000 }, () => {
  it('shows an unverified account its level, the limits checkout applies and where to start', async () => {
    await d.visit(routeUrl('dashboard.kyc', {}));
    const region = await screen.findByRole('region', { name: 'Verification status' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-read')).toBe('loaded'), WAIT);
    expect(within(region).getAllByText('Not verified').length).toBeGreaterThan(0);
    expect(region.textContent).toContain('Unverified accounts cannot buy plans.');
    const table = within(region).getByRole('table');
    expect(table.textContent).toContain('$100,000');
    expect(table.textContent).toContain('$100,000,000');
    const start = within(screen.getByRole('region', { name: 'Personal verification (level 1)' })).getByRole('link', {
      name: 'Start level 1 verification',
    });
    expect(start.getAttribute('href')).toBe('/dashboard/kyc/kycBase');
    expect(screen.getByRole('link', { name: 'Identity verification' }).getAttribute('href')).toBe('/dashboard/kyc');
  });

  it('a rejection shows its reason and the way to resubmit; a request for documents names them', async () => {
    await draft({ fields: IDENTITY, step: 3 });
    await review({ action: 'reject', reason: 'The photo is blurred.' });
    await draft({ kind: 'enterprise', step: 3, fields: ENTERPRISE });
    await review({ kind: 'enterprise', action: 'supplement', slots: ['licence'], note: 'The licence has expired.' });
    await d.visit(routeUrl('dashboard.kyc', {}));
    const person = await screen.findByRole('region', { name: 'Personal verification (level 1)' }, WAIT);
    expect(person.textContent).toContain('Rejected');
    expect(person.textContent).toContain('Reason: The photo is blurred.');
    expect(within(person).getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe(
      '/dashboard/kyc/kycBase',
    );
    const company = screen.getByRole('region', { name: 'Enterprise verification' });
    expect(company.textContent).toContain('Documents requested');
    expect(company.textContent).toContain('The licence has expired.');
    expect(company.textContent).toContain('Certificate of incorporation or business licence');
    expect(within(company).getByRole('link', { name: 'Send the requested documents' }).getAttribute('href')).toBe(
      '/dashboard/kyc/supplement',
    );
  });
});

const ENTERPRISE = {
  companyName: 'Hashworks GmbH',
  registrationNumber: 'HRB-12345',
  country: 'DE',
  registeredAddress: 'Hauptstrasse 1, Berlin',
  representativeName: 'Max Muster',
};

describe('personal verification (/dashboard/kyc/kycBase)', { timeout: 40_000 }, () => {
  it('on /sg the countries are named and ordered in traditional Chinese', async () => {
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}, { locale: 'sg' }));
    const select = await waitFor(() => {
      const found = document.querySelector<HTMLSelectElement>('select option[value="DE"]')?.parentElement;
      if (!(found instanceof HTMLSelectElement)) throw new Error('no country select yet');
      return found;
    }, WAIT);
    const hant = new Intl.DisplayNames(['zh-Hant'], { type: 'region' });
    const options = [...select.options].filter((option) => option.value);
    expect(options.find((option) => option.value === 'DE')?.textContent).toBe(hant.of('DE'));
    const names = options.map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'zh-Hant')));
  });

  it('level 1 end to end: identity, both sides uploaded and stored, submitted, approved: the limit rises', async () => {
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await fillIdentity();
    await click('Save and continue');
    await screen.findByRole('region', { name: 'Document photos' }, WAIT);
    expect((await stored()).applications[0]).toMatchObject({ status: 'draft', step: 1 });
    await choose('Front of the document', jpeg('front.jpg'));
    await screen.findByText('Uploaded: front.jpg', {}, WAIT);
    await choose('Back of the document', png('back.png'));
    await screen.findByText('Uploaded: back.png', {}, WAIT);
    await click('Save and continue');
    const summary = await screen.findByRole('region', { name: 'Review and submit' }, WAIT);
    expect(summary.textContent).toContain('Erika Mustermann');
    expect(summary.textContent).toContain('National ID card');
    expect(summary.textContent).toContain('front.jpg');
    await click('Submit for review');
    await screen.findByText(/Your application was submitted/, {}, WAIT);
    const after = await stored();
    expect(after.applications[0]).toMatchObject({ kind: 'person', status: 'submitted', step: 3 });
    expect(after.applications[0]?.files.map((f) => f.storedBytes)).toEqual([40_000, 12]);

    await review({ action: 'approve' });
    await d.visit(routeUrl('dashboard.kyc', {}));
    const region = await screen.findByRole('region', { name: 'Verification status' }, WAIT);
    await waitFor(() => expect(region.textContent).toContain('Level 1 · Basic'), WAIT);
    expect(region.textContent).toContain('You can buy plans up to $100,000 in total.');
  });

  it('per-field errors keep what was typed; under 18 is refused; CN and RU ask for an address', async () => {
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByRole('option', { name: 'Germany' }, WAIT);
    await click('Save and continue');
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(
      expect.arrayContaining([
        'Choose the country that issued your document.',
        'Choose a document type.',
        'Enter your full name as on the document.',
        'Enter the document number: 4 to 30 letters, digits or dashes.',
        'Enter your date of birth.',
      ]),
    );
    const today = new Date();
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    await fillIdentity({ dateOfBirth: minor, country: 'CN' });
    await click('Save and continue');
    await screen.findByText('You must be at least 18 years old.', {}, WAIT);
    await screen.findByText('Enter your home address (at least 5 characters).', {}, WAIT);
    expect((await field('Full name')).value).toBe('Erika Mustermann');
    expect((await field('Document number')).value).toBe('L01X00T47');
    expect((await field('Date of birth')).getAttribute('aria-invalid')).toBe('true');
    expect((await stored()).applications).toEqual([]);
    await type('Date of birth', '1990-08-12');
    await type('Home address', 'Chaoyang Road 1, Beijing');
    await click('Save and continue');
    await screen.findByRole('region', { name: 'Document photos' }, WAIT);
    // a passport has no back; going back keeps the saved identity
    await click('Back');
    expect((await field('Home address')).value).toBe('Chaoyang Road 1, Beijing');
    await type('Document type', 'passport');
    await click('Save and continue');
    await screen.findByRole('region', { name: 'Document photos' }, WAIT);
    expect(screen.queryByLabelText('Back of the document')).toBeNull();
    expect(screen.getByLabelText('Front of the document', { selector: 'input' })).toBeTruthy();
  });

  it('per-file errors: wrong type, too large, missing; a good file after them uploads; a retake replaces it', async () => {
    await draft({ fields: IDENTITY, step: 1 });
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByRole('region', { name: 'Document photos' }, WAIT);
    await click('Save and continue');
    expect((await screen.findAllByText('Add this photo to continue.')).length).toBe(2);
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'cat.jpg', { type: 'image/jpeg' });
    await choose('Front of the document', gif);
    await screen.findByText('“cat.jpg” is not a JPG or PNG image. Choose a photo in one of these formats.', {}, WAIT);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await choose('Back of the document', big);
    await screen.findByText('“huge.jpg” is larger than 5 MB. Choose a smaller photo.', {}, WAIT);
    // the refused files were never sent
    expect((await stored()).applications[0]?.files).toEqual([]);
    await choose('Front of the document', jpeg('front.jpg'));
    await screen.findByText('Uploaded: front.jpg', {}, WAIT);
    expect(screen.queryByText(/cat\.jpg/)).toBeNull();
    // the back's error stays with the back
    expect(screen.getByText('“huge.jpg” is larger than 5 MB. Choose a smaller photo.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Retake: Front of the document' }, WAIT);
    await choose('Front of the document', jpeg('front-2.jpg', 70_000));
    await screen.findByText('Uploaded: front-2.jpg', {}, WAIT);
    // uploads join the draft at once: a reload keeps them
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByText('Uploaded: front-2.jpg', {}, WAIT);
  });

  it('shows the upload progress; a failed upload says why at its file and keeps the photo uploaded before', async () => {
    await draft({ fields: { ...IDENTITY, documentType: 'passport' }, step: 1, files: true });
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByText('Uploaded: front.png', {}, WAIT);
    // a file of two chunks with its first chunk held: the bar shows while it is sent
    await holdCall(d, 'kycUploadChunk', 8000);
    await choose('Front of the document', jpeg('sharper.jpg', 40_000));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading: Front of the document' }, WAIT);
    expect(bar.getAttribute('max')).toBe('100');
    expect(bar.getAttribute('value')).toBe('0');
    await releaseCalls(d);
    await screen.findByText('Uploaded: sharper.jpg', {}, WAIT);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await failCall(d, 'kycUploadChunk', { status: 503 });
    await choose('Front of the document', jpeg('third.jpg', 1000));
    await screen.findByText('injected fault: HTTP 503', {}, WAIT);
    expect(screen.getByText('Uploaded: sharper.jpg')).toBeTruthy();
    await click('Save and continue');
    const summary = await screen.findByRole('region', { name: 'Review and submit' }, WAIT);
    expect(summary.textContent).toContain('sharper.jpg');
  });

  it('a refusal from the server is said in words at the step, and what was uploaded stays', async () => {
    await draft({ fields: IDENTITY, step: 1, files: true });
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByText('Uploaded: back.png', {}, WAIT);
    // submitted elsewhere in the meantime (another tab): this one can no longer change it
    await draft({ fields: IDENTITY, step: 3 });
    await click('Save and continue');
    await screen.findByText('This application was submitted already and cannot be changed now.', {}, WAIT);
    expect(screen.getByText('Uploaded: back.png')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Document photos' })).toBeTruthy();
  });

  it('a rejected application opens at its review with the reason, and can be submitted again', async () => {
    await draft({ fields: IDENTITY, step: 3 });
    await review({ action: 'reject', reason: 'The name does not match the document.' });
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByText(
      /The review rejected your last application: The name does not match the document\./,
      {},
      WAIT,
    );
    await click('Submit for review');
    await screen.findByText(/Your application was submitted/, {}, WAIT);
    expect((await stored()).applications[0]?.status).toBe('submitted');
  });

  it('level 2 after an approved level 1: the hand-held photo is uploaded and submitted', async () => {
    await draft({ fields: IDENTITY, step: 3 });
    await review({ action: 'approve' });
    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByText('Level 1 is approved.', {}, WAIT);
    await click('Submit for level 2');
    await screen.findByText('Add this photo to continue.', {}, WAIT);
    await choose('Photo of you holding the document', jpeg('selfie.jpg'));
    await screen.findByText('Uploaded: selfie.jpg', {}, WAIT);
    await click('Submit for level 2');
    await screen.findByText('Your level 2 photo was submitted; the review takes 1–3 working days.', {}, WAIT);
    await review({ kind: 'level2', action: 'approve' });
    expect((await stored()).authLevel).toBe(2);
  });
});

describe('enterprise verification and supplements', { timeout: 40_000 }, () => {
  it('enterprise: company details with per-field errors, documents, submitted', async () => {
    await d.visit(routeUrl('dashboard.kyc.kycEnterprise', {}));
    await screen.findByRole('option', { name: 'Germany' }, WAIT);
    await type('Registered company name', ENTERPRISE.companyName);
    await click('Save and continue');
    await screen.findByText('Enter the registration number: 4 to 40 letters, digits or dashes.', {}, WAIT);
    expect((await field('Registered company name')).value).toBe('Hashworks GmbH');
    await type('Registration number', ENTERPRISE.registrationNumber);
    await type('Country of registration', ENTERPRISE.country);
    await type('Registered address', ENTERPRISE.registeredAddress);
    await type('Legal representative', ENTERPRISE.representativeName);
    await click('Save and continue');
    await screen.findByRole('region', { name: 'Company documents' }, WAIT);
    await choose('Certificate of incorporation or business licence', jpeg('licence.jpg'));
    await screen.findByText('Uploaded: licence.jpg', {}, WAIT);
    await choose('ID document of the legal representative', png('rep.png'));
    await screen.findByText('Uploaded: rep.png', {}, WAIT);
    await click('Save and continue');
    await click('Submit for review');
    await screen.findByText(/Your application was submitted/, {}, WAIT);
    expect((await stored()).applications[0]).toMatchObject({ kind: 'enterprise', status: 'submitted' });
  });

  it('supplement: the requested document is uploaded and sent; the application is under review again', async () => {
    await draft({ fields: IDENTITY, step: 3 });
    await review({ action: 'supplement', slots: ['back'], note: 'The back is cut off.' });
    await d.visit(routeUrl('dashboard.kyc.supplement', {}));
    await screen.findByText('The review asks: The back is cut off.', {}, WAIT);
    expect(screen.queryByLabelText('Front of the document')).toBeNull();
    await click('Send documents');
    await screen.findByText('Add this photo to continue.', {}, WAIT);
    await choose('Back of the document', jpeg('back-new.jpg'));
    await screen.findByText('Uploaded: back-new.jpg', {}, WAIT);
    await click('Send documents');
    await screen.findByText(/your application is under review again/, {}, WAIT);
    expect((await stored()).applications[0]?.status).toBe('reviewing');
  });

  it('supplement page without a request says so', async () => {
    await d.visit(routeUrl('dashboard.kyc.supplement', {}));
    await screen.findByText('The review has not asked you for any documents.', {}, WAIT);
  });
});

describe('KYC pages: accessibility', { timeout: 40_000 }, () => {
  async function seriousViolations() {
    await waitFor(() => expect(document.title && document.documentElement.lang).toBeTruthy(), WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }

  it('status, identity step with errors, enterprise details, documents with a photo: no serious or critical violation', async () => {
    await d.visit(routeUrl('dashboard.kyc', {}));
    await screen.findByRole('heading', { name: 'Levels and limits' }, WAIT);
    await waitFor(() => expect(document.title).toBe('Identity verification - FuFu Cloud Mining'), WAIT);
    expect(await seriousViolations()).toEqual([]);

    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByRole('option', { name: 'Germany' }, WAIT);
    await click('Save and continue');
    await screen.findByText('Enter your date of birth.', {}, WAIT);
    expect(await seriousViolations()).toEqual([]);

    await draft({ fields: IDENTITY, step: 1 });
    await d.visit(routeUrl('dashboard.kyc.kycEnterprise', {}));
    await screen.findByRole('form', { name: 'Company details' }, WAIT);
    expect(await seriousViolations()).toEqual([]);

    await d.visit(routeUrl('dashboard.kyc.kycBase', {}));
    await screen.findByRole('region', { name: 'Document photos' }, WAIT);
    await choose('Front of the document', jpeg('front.jpg'));
    await screen.findByText('Uploaded: front.jpg', {}, WAIT);
    expect(await seriousViolations()).toEqual([]);
  });
});
