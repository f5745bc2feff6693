import { freshEmail, tokenByApi } from '../bindings/accountSteps.ts';
import { routeUrl } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const IDENTITY = {
  country: 'DE',
  documentType: 'idCard',
  fullName: 'Erika Mustermann',
  idNumber: 'L01X00T47',
  dateOfBirth: '1990-08-12',
};

/** A fresh signed-in account (one per path: browser tests share the sandbox); answers its email. */
async function freshAccount(d: Driver): Promise<string> {
  const account = freshEmail('kycpage');
  await d.setCookie('auth', await tokenByApi(d, account));
  return account;
}

/** `/dashboard/kyc`: the level, the limits and each application's status. */
export const kycStatusPage: PageLifecycle = {
  route: 'dashboard.kyc',
  read: 'kycStatus',
  region: 'Verification status',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await freshAccount(d);
    return routeUrl('dashboard.kyc', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Levels and limits');
    await d.expectVisible('region', 'Personal verification (level 1)');
    await d.expectVisible('link', 'Start level 1 verification');
  },
};

/** `/dashboard/kyc/kycBase`: the personal draft, resumed at its step (here: identity saved, documents next). */
export const kycBasePage: PageLifecycle = {
  route: 'dashboard.kyc.kycBase',
  read: 'kycDraft',
  region: 'Verification application',
  outcomes: ['loaded'],
  prepare: async (d) => {
    const account = await freshAccount(d);
    await d.sandbox('POST', '/__sandbox/kyc/draft', { account, fields: IDENTITY, step: 1 });
    return routeUrl('dashboard.kyc.kycBase', {});
  },
  loaded: async (d) => {
    await d.expectVisible('region', 'Document photos');
    await d.expectText('Front of the document');
    await d.expectText('Back of the document');
  },
};

/** `/dashboard/kyc/kycEnterprise`: the enterprise draft; none yet opens at the company details. */
export const kycEnterprisePage: PageLifecycle = {
  route: 'dashboard.kyc.kycEnterprise',
  read: 'kycDraft',
  region: 'Verification application',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await freshAccount(d);
    return routeUrl('dashboard.kyc.kycEnterprise', {});
  },
  loaded: async (d) => {
    await d.expectVisible('form', 'Company details');
    await d.expectVisible('button', 'Save and continue');
  },
};

/** `/dashboard/kyc/supplement`: the documents a review asked for; none asked is the empty state. */
export const kycSupplementPage: PageLifecycle = {
  route: 'dashboard.kyc.supplement',
  read: 'kycStatus',
  region: 'Documents requested by the review',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const account = await freshAccount(d);
    if (outcome === 'loaded') {
      await d.sandbox('POST', '/__sandbox/kyc/draft', { account, fields: IDENTITY, step: 3 });
      await d.sandbox('POST', '/__sandbox/kyc/review', {
        account,
        action: 'supplement',
        slots: ['back'],
        note: 'The back is cut off.',
      });
    }
    return routeUrl('dashboard.kyc.supplement', {});
  },
  loaded: async (d) => {
    await d.expectText('The review asks: The back is cut off.');
    await d.expectVisible('button', 'Send documents');
  },
  empty: async (d) => {
    await d.expectText('The review has not asked you for any documents.');
    await d.expectVisible('link', 'Back to verification status');
  },
};
