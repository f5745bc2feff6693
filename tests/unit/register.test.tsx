// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectUrl, freshEmail, noChallenges, outboxCode } from '../model/bindings/accountSteps.ts';
import { freshPhone, REAL_INVITE, UNKNOWN_INVITE } from '../model/bindings/register.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The register modal and the sign-up pages in the whole storefront (jsdom, a private sandbox over
 * HTTP): campaign invite codes, the invite check, success and failure, phone numbers with their
 * country code, and the section-5 messages under their fields.
 */
let d: Driver | null = null;
afterEach(async () => {
  await d?.dispose();
  d = null;
});
afterAll(closeJsdomSandbox);

const INVITE = 'Invite code (optional)';
const WAIT = { timeout: 10_000 };

async function open(url: string): Promise<Driver> {
  d = await createJsdomDriver();
  await noChallenges(d);
  await d.visit(url);
  return d;
}

/** The register modal, opened from the header's Sign up button (it reveals on the page's clock). */
async function openModal(url = '/en/'): Promise<Driver> {
  const driver = await open(url);
  await driver.click('button', 'Sign up');
  await driver.advance(300);
  await driver.expectVisible('dialog', 'Sign up');
  return driver;
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The message right under a field: the text its aria-describedby points to. */
async function messageUnder(label: string, text: string): Promise<void> {
  await waitFor(() => {
    const id = field(label).getAttribute('aria-describedby');
    const message = id ? document.getElementById(id) : null;
    expect(message?.textContent).toBe(text);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
  }, WAIT);
}

/** Step 0 done: the account typed, the agreement ticked, Next; the code step shows. */
async function toCodeStep(driver: Driver, label: string, account: string): Promise<void> {
  await driver.fill(label, account);
  await driver.check(/I have read and agree/);
  await driver.click('button', 'Next');
  await driver.expectVisible('textbox', 'Verification code');
}

/** The code the sandbox sent after Send code (to an email, or +<code><number>). */
async function sentCode(driver: Driver, to: string): Promise<string> {
  await driver.click('button', 'Send code');
  await driver.expectText(/^Resend in \d+ s$/);
  return outboxCode(driver, to);
}

/** After the register-success modal, the header greets the new account (its user menu instead of Log in). */
async function expectSignedIn(driver: Driver): Promise<void> {
  await screen.findByRole('button', { name: /^Hi,/ }, WAIT);
  await driver.expectHidden('button', 'Log in');
}

describe('campaign links and the invite code', { timeout: 30_000 }, () => {
  for (const campaign of ['inv-spring', 'inv_spring', 'uni-spring', 'uni_spring']) {
    it(`a ${campaign} link sets the invite code from its source and locks the field`, async () => {
      const driver = await open(`/en/accounts/sign_up/email?utm_source=${REAL_INVITE}&utm_campaign=${campaign}`);
      await driver.expectValue(INVITE, REAL_INVITE);
      expect(field(INVITE).disabled).toBe(true);
    });
  }

  it('another campaign leaves the field empty and open; an invite link fills it, still open', async () => {
    const driver = await open(`/en/accounts/sign_up/email?utm_source=${REAL_INVITE}&utm_campaign=spring`);
    await driver.expectValue(INVITE, '');
    expect(field(INVITE).disabled).toBe(false);
    await driver.visit('/en/accounts/sign_up/email?inviteCode=BOB001');
    await driver.expectValue(INVITE, 'BOB001');
    expect(field(INVITE).disabled).toBe(false);
  });

  it('an inv- campaign code is checked before the code step; its failure shows under the field', async () => {
    const driver = await open(`/en/accounts/sign_up/email?utm_source=${UNKNOWN_INVITE}&utm_campaign=inv-spring`);
    const email = freshEmail('inv');
    await driver.fill('Email', email);
    await driver.check(/I have read and agree/);
    await driver.click('button', 'Next');
    await messageUnder(INVITE, 'the invite code does not exist');
    // Still on step 0, with what was typed.
    await driver.expectValue('Email', email);
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it("an invite check the server answers without a message shows 'fail' under the field", async () => {
    const driver = await open(`/en/accounts/sign_up/email?utm_source=${UNKNOWN_INVITE}&utm_campaign=inv-spring`);
    // No envelope at all: nothing from the server to show.
    await driver.sandbox('POST', '/__sandbox/faults', {
      path: '/user-api/register/checkInviteCode',
      kind: 'malformed',
      count: 1,
    });
    const email = freshEmail('inv');
    await driver.fill('Email', email);
    await driver.check(/I have read and agree/);
    await driver.click('button', 'Next');
    await messageUnder(INVITE, 'fail');
    await driver.expectValue('Email', email);
  });

  for (const campaign of ['uni-spring', 'uni_spring']) {
    it(`a ${campaign} code is not checked: the code step comes, and only registering refuses an unknown one`, async () => {
      const driver = await open(`/en/accounts/sign_up/email?utm_source=${UNKNOWN_INVITE}&utm_campaign=${campaign}`);
      const email = freshEmail('uni');
      await toCodeStep(driver, 'Email', email);
      await driver.fill('Verification code', await sentCode(driver, email));
      // The server's refusal, the code cleared for another try, the account kept.
      await driver.expectText('the invite code does not exist');
      await driver.expectValue('Verification code', '');
      await driver.expectText(email);
      await driver.click('button', 'Back');
      await driver.expectValue('Email', email);
      await driver.expectValue(INVITE, UNKNOWN_INVITE);
    });
  }

  it("in the modal, an unknown code's message is under the invite field until the code is changed; a real one goes on", async () => {
    const driver = await openModal();
    await driver.fill('Email', freshEmail('modal'));
    await driver.fill(INVITE, UNKNOWN_INVITE);
    await driver.check(/I have read and agree/);
    await driver.click('button', 'Next');
    await messageUnder(INVITE, 'the invite code does not exist');
    await driver.expectValue(INVITE, UNKNOWN_INVITE);
    await driver.fill(INVITE, REAL_INVITE);
    await driver.expectNoText('the invite code does not exist');
    await driver.click('button', 'Next');
    await driver.expectVisible('textbox', 'Verification code');
  });
});

describe('registering', { timeout: 30_000 }, () => {
  it('success in the modal signs the visitor in and shows register success', async () => {
    const driver = await openModal();
    const email = freshEmail('ok');
    await driver.fill(INVITE, REAL_INVITE);
    await toCodeStep(driver, 'Email', email);
    await driver.fill('Verification code', await sentCode(driver, email));
    await driver.advance(300);
    await driver.expectVisible('dialog', 'Registration successful');
    await driver.expectHidden('dialog', 'Sign up');
    expect(await driver.cookie('auth')).toBeTruthy();
    // The new account's missions and what they hold (the sandbox gives a new account $10 of vouchers).
    await driver.expectText('Your new-customer missions hold $10.00 in vouchers.');
    expect(screen.getByRole('link', { name: 'See the missions' }).getAttribute('href')).toBe('/en/task');
    await driver.click('button', 'Start mining');
    await driver.advance(300);
    await driver.expectHidden('dialog', 'Registration successful');
    await expectSignedIn(driver);
    // The account exists now: a second registration is refused.
    const again = await driver.sandbox<{ code: number }>('POST', '/user-api/common/sendMailCode', {
      email,
      type: 'register',
    });
    expect(again.code).toBe(1004);
  });

  it('on a /free/detail/ page success closes the modal without register success', async () => {
    const driver = await openModal('/en/free/detail/g-free-trial');
    const email = freshEmail('free');
    await toCodeStep(driver, 'Email', email);
    await driver.fill('Verification code', await sentCode(driver, email));
    await driver.advance(300);
    await driver.expectHidden('dialog', 'Sign up');
    await expectSignedIn(driver);
    expect(screen.queryByRole('dialog', { name: 'Registration successful' })).toBeNull();
    expect(await driver.url()).toContain('/en/free/detail/g-free-trial');
  });

  it('a wrong code keeps the account, shows the server message and clears the code; the right one then registers', async () => {
    const driver = await openModal();
    const email = freshEmail('wrong');
    await toCodeStep(driver, 'Email', email);
    const real = await sentCode(driver, email);
    const wrong = `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}`;
    const tracked = () =>
      ((globalThis as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (e) => e.event === 'register_fail',
      );
    const earlier = tracked().length;
    await driver.fill('Verification code', wrong);
    await driver.expectText('the verification code is incorrect or expired');
    await driver.expectValue('Verification code', '');
    // The failure reached the analytics layer, once.
    expect(tracked().slice(earlier)).toEqual([{ event: 'register_fail', accountType: 'email' }]);
    await driver.expectText(email);
    await driver.expectEnabled('button', 'Sign up');
    await driver.fill('Verification code', real);
    await driver.advance(300);
    await driver.expectVisible('dialog', 'Registration successful');
  });

  it('by phone with a chosen country code: the code goes to that number, which is then registered', async () => {
    const driver = await open('/en/accounts/sign_up/phone');
    await driver.click('button', 'Country code +1');
    await driver.fill('Search countries', '44');
    // Searching hides the popular list: the one match is in the full list.
    await driver.click('button', /United Kingdom/);
    await driver.expectVisible('button', 'Country code +44');
    const phone = freshPhone();
    await toCodeStep(driver, 'Phone number', phone);
    await driver.expectText(`+44 ${phone}`);
    await driver.fill('Verification code', await sentCode(driver, `+44${phone}`));
    await driver.advance(300);
    await driver.expectVisible('dialog', 'Registration successful');
    const again = await driver.sandbox<{ code: number }>('POST', '/user-api/common/sendSmsCode', {
      phoneCode: '44',
      phoneNumber: phone,
      type: 'register',
    });
    expect(again.code).toBe(1004);
  });

  it('the sign-up page (from=code) goes to its redirect after register success', async () => {
    const target = '/en/dashboard/order';
    const driver = await open(`/en/accounts/sign_up/email?from=code&redirect=${encodeURIComponent(target)}`);
    const email = freshEmail('page');
    await toCodeStep(driver, 'Email', email);
    await driver.fill('Verification code', await sentCode(driver, email));
    await driver.advance(300);
    await driver.expectVisible('dialog', 'Registration successful');
    await driver.click('button', 'Start mining');
    await driver.advance(300);
    await expectUrl(driver, target);
  });

  it('without a redirect the sign-up page goes to the dashboard', async () => {
    const driver = await open('/en/accounts/sign_up/email');
    const email = freshEmail('dash');
    await toCodeStep(driver, 'Email', email);
    await driver.fill('Verification code', await sentCode(driver, email));
    await driver.advance(300);
    await driver.click('button', 'Start mining');
    await driver.advance(300);
    await expectUrl(driver, '/en/dashboard/hashrate');
  });
});

describe('validation messages under their fields keep what was typed', { timeout: 30_000 }, () => {
  it('email: required on Next, its format 600 ms after typing stops', async () => {
    const driver = await openModal();
    await driver.check(/I have read and agree/);
    await driver.click('button', 'Next');
    await messageUnder('Email', 'This field is required');
    await driver.fill('Email', 'someone@nowhere');
    // Typing removes the message; the check comes back once typing has stopped for 600 ms.
    await driver.expectNoText('This field is required');
    await driver.advance(599);
    await driver.expectHidden('alert');
    await driver.advance(1);
    await messageUnder('Email', 'Please enter a valid email address');
    await driver.expectValue('Email', 'someone@nowhere');
  });

  it('phone: 8 to 13 digits', async () => {
    const driver = await open('/en/accounts/sign_up/phone');
    await driver.fill('Phone number', '12345');
    await driver.advance(600);
    await messageUnder('Phone number', 'Please enter a valid phone number (8 to 13 digits)');
    await driver.expectValue('Phone number', '12345');
    await driver.click('button', 'Next');
    await driver.expectHidden('dialog', 'Please confirm');
    await driver.expectValue('Phone number', '12345');
  });

  it('an unticked agreement: the message and the confirm-terms modal; Cancel keeps everything, Agree goes on', async () => {
    const driver = await openModal();
    const email = freshEmail('terms');
    await driver.fill('Email', email);
    await driver.fill(INVITE, REAL_INVITE);
    await driver.click('button', 'Next');
    await driver.expectVisible('dialog', 'Please confirm');
    await driver.expectText('Please read and tick the user agreement and privacy policy');
    await driver.click('button', 'Cancel');
    await driver.advance(300);
    await driver.expectHidden('dialog', 'Please confirm');
    await driver.expectValue('Email', email);
    await driver.expectValue(INVITE, REAL_INVITE);
    await driver.expectText('Please read and tick the user agreement and privacy policy');
    await driver.click('button', 'Next');
    await driver.click('button', 'Agree and continue');
    await driver.expectVisible('textbox', 'Verification code');
    await driver.click('button', 'Back');
    expect((screen.getByLabelText(/I have read and agree/) as HTMLInputElement).checked).toBe(true);
  });

  it('the code: Sign up with a partial code asks for 6 digits and keeps them', async () => {
    const driver = await openModal();
    await toCodeStep(driver, 'Email', freshEmail('code'));
    await driver.click('button', 'Sign up');
    await messageUnder('Verification code', 'This field is required');
    await driver.fill('Verification code', '12a3');
    await driver.expectValue('Verification code', '123');
    await driver.click('button', 'Sign up');
    await messageUnder('Verification code', 'Please enter the 6-digit verification code');
    await driver.expectValue('Verification code', '123');
  });
});
