import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AccountType } from '../../../machines/account/loginMachine.ts';
import {
  type RegisterContext,
  type RegisterInput,
  registerMachine,
} from '../../../machines/account/registerMachine.ts';
import { validateEmail, validatePhone } from '../../../runtime/validation/rules.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, StepContext } from '../driver.ts';
import { failNext, freshEmail, holdUntilReleased, noChallenges, outboxCode } from './accountSteps.ts';

/**
 * The register flow, in three runs whose input (how the visitor arrived) decides what is reachable:
 * - the register modal over the home page, by email, with an invite code typed (or not): the check
 *   passes for a real code (alice's ALICE1) and fails for an unknown one with the server's message;
 * - the phone sign-up page reached from an `inv_` campaign link: the campaign's source is the invite
 *   code, locked, and checked before the code step (a server failure shows under the field);
 * - the register modal from a `uni-` campaign link: the locked code is never checked, so the form
 *   goes straight to the code step.
 * Each path registers a fresh account (the Chromium sandbox is shared), with the code the sandbox
 * sent or one digit off when the path has the server refuse it.
 */

/** Alice's invite code (seeded) and one no account has. */
export const REAL_INVITE = 'ALICE1';
export const UNKNOWN_INVITE = 'NOSUCH';

const CHECK_INVITE = '/user-api/register/checkInviteCode';
const REGISTER = { email: '/user-api/register/email', phone: '/user-api/register/phone' } as const;
const INVITE_LABEL = 'Invite code (optional)';
const WRONG_CODE = 'the verification code is incorrect or expired';
const UNKNOWN_INVITE_MESSAGE = 'the invite code does not exist';

/** The model's stand-ins for a valid account; each path types its own fresh one instead. */
const VALID_EMAIL = 'new@example.com';
const VALID_PHONE = '2025550000';

/** The section-5 messages under the fields, as the form shows them in English. */
const FIELD_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  email_format_error: 'Please enter a valid email address',
  phone_format_error: 'Please enter a valid phone number (8 to 13 digits)',
  code_format_error: 'Please enter the 6-digit verification code',
  agreement_required: 'Please read and tick the user agreement and privacy policy',
};

/** A fresh phone number per path (10 digits, unique enough for the shared Chromium sandbox). */
export function freshPhone(): string {
  const tail = `${Date.now() % 1e6}`.padStart(6, '0');
  return `3${tail}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}

const ctx = (s: AnyMachineSnapshot) => s.context as unknown as RegisterContext;
const isCheck = (e: EventObject) => e.type.endsWith('.actor.checkInvite');

/** How the visitor arrived: the run's machine input follows from it, as the form reads it. */
interface Arrival {
  name: string;
  accountType: AccountType;
  /** The campaign of the link (utm_campaign), whose source (utm_source) is alice's invite code. */
  campaign: string | null;
  /** The sign-up page for the account type, or the register modal opened from the home page's header. */
  page: boolean;
}

function inputFor(a: Arrival): RegisterInput {
  if (!a.campaign) return { accountType: a.accountType };
  return {
    accountType: a.accountType,
    invite: { value: REAL_INVITE, locked: true, checkBeforeSend: !/^uni[-_]/.test(a.campaign) },
  };
}

function specFor(a: Arrival): FlowSpec<typeof registerMachine> {
  const account =
    a.accountType === 'email'
      ? [
          { type: 'field.change' as const, field: 'email' as const, value: 'not-an-email' },
          { type: 'field.change' as const, field: 'email' as const, value: VALID_EMAIL },
        ]
      : [
          { type: 'field.change' as const, field: 'phoneNumber' as const, value: '12345' },
          { type: 'field.change' as const, field: 'phoneNumber' as const, value: VALID_PHONE },
        ];
  return {
    machine: registerMachine,
    input: inputFor(a),
    events: {
      'field.change': [
        ...account,
        // Only a field the campaign left open can be typed in (the machine ignores the rest).
        ...(a.campaign ? [] : [{ type: 'field.change' as const, field: 'inviteCode' as const, value: REAL_INVITE }]),
        { type: 'field.change', field: 'code', value: '12' },
        { type: 'field.change', field: 'code', value: '123456' },
      ],
      // The modal offers the email tab again; the sign-up pages fix the kind of account.
      'accountType.switch': a.page ? [] : [{ type: 'accountType.switch', accountType: a.accountType }],
      'agreement.toggle': [
        { type: 'agreement.toggle', agreed: true },
        { type: 'agreement.toggle', agreed: false },
      ],
    },
    errors: {
      checkInvite: [new Error(a.campaign ? 'injected fault: HTTP 500' : UNKNOWN_INVITE_MESSAGE)],
      register: [new Error(WRONG_CODE)],
    },
    // What the guards read on step 0: a valid account, the agreement, an invite code to check.
    stateKey: (s) => {
      const c = ctx(s);
      const onAccount = s.matches('account');
      const valid = c.accountType === 'email' ? validateEmail(c.email) === null : validatePhone(c.phoneNumber) === null;
      return JSON.stringify([
        s.status,
        s.value,
        onAccount ? valid : null,
        onAccount ? c.agreed : null,
        onAccount ? c.checkInvite && c.inviteCode.trim() !== '' : null,
      ]);
    },
    maxSteps: 20,
  };
}

function bindingFor(a: Arrival): FlowBinding<typeof registerMachine> {
  /** The path's own account (fresh), the invite code in the field, whether a code was sent. */
  let email = '';
  let phone = '';
  let invite = '';
  let sent = false;

  const phoneCode = '+1';
  const accountLabel = a.accountType === 'email' ? 'Email' : 'Phone number';
  /** The account as the sandbox keys it (outbox) and as a request names it (fault scoping). */
  const address = () => (a.accountType === 'email' ? email : `${phoneCode}${phone}`);
  const scope = () => (a.accountType === 'email' ? email : phone);
  /** What the field shows for a value of the model: the path's fresh account for the valid stand-in. */
  const shown = (value: string) => (value === VALID_EMAIL ? email : value === VALID_PHONE ? phone : value);
  const typedAccount = (c: RegisterContext) => shown(c.accountType === 'email' ? c.email : c.phoneNumber);
  const shownInvite = (c: RegisterContext) => (a.campaign ? REAL_INVITE : c.inviteCode === '' ? '' : invite);

  /** Before a check: the code in the field (unlocked) or a server fault (locked) gives the answer the path takes next. */
  async function arrangeCheck(d: Driver, check: EventObject | undefined): Promise<void> {
    if (!check) return;
    const fails = check.type.startsWith('xstate.error');
    if (a.campaign) {
      // The campaign's code is alice's and locked: only the server failing can refuse it.
      await holdUntilReleased(d, CHECK_INVITE, scope(), fails ? 500 : undefined);
      return;
    }
    const wanted = fails ? UNKNOWN_INVITE : REAL_INVITE;
    if (invite !== wanted) {
      await d.fill(INVITE_LABEL, wanted);
      invite = wanted;
    }
    await holdUntilReleased(d, CHECK_INVITE, scope());
  }

  /**
   * A step the model takes straight to the code (no invite code, or a uni- campaign's): a failure
   * armed for this account's check would stop the form if it asked; still pending afterwards, it
   * shows no check was made, and is then used up here so a later check on the path is not refused.
   */
  async function withoutCheck(d: Driver, act: () => Promise<void>): Promise<void> {
    await failNext(d, CHECK_INVITE, 500, 0, scope());
    await act();
    await d.expectVisible('textbox', 'Verification code');
    const { faults } = await d.sandbox<{ faults: Array<{ path: string; contains?: string }> }>(
      'GET',
      '/__sandbox/faults',
    );
    if (!faults.some((f) => f.path === CHECK_INVITE && f.contains === scope().toLowerCase())) {
      throw new Error('the invite code was checked before the code step');
    }
    await d.sandbox('POST', CHECK_INVITE, { userAccount: address(), inviteCode: REAL_INVITE });
  }

  /** The check a step leads to at once (Next), or through the confirm-terms modal's Agree. */
  function checkAfterSubmit({ after, upcoming }: StepContext): EventObject | undefined {
    if (after.matches('checkingInvite')) return upcoming[0];
    if (after.matches({ account: 'confirmTerms' }) && upcoming[0]?.type === 'terms.accept') {
      const next = upcoming[1];
      return next && isCheck(next) ? next : undefined;
    }
    return undefined;
  }

  async function fieldErrors(d: Driver, c: RegisterContext, fields: Array<keyof RegisterContext['errors']>) {
    for (const field of fields) {
      const key = c.errors[field];
      if (key) await d.expectText(FIELD_MESSAGES[key] ?? key);
    }
  }

  return {
    start: async (d) => {
      email = freshEmail('register');
      phone = freshPhone();
      invite = '';
      sent = false;
      await noChallenges(d);
      const query = a.campaign ? `?utm_source=${REAL_INVITE}&utm_campaign=${a.campaign}` : '';
      if (a.page) {
        await d.visit(`/en/accounts/sign_up/${a.accountType}${query}`);
        await d.expectVisible('heading', 'Sign up');
      } else {
        await d.visit(`/en/${query}`);
        await d.click('button', 'Sign up');
        // The lazily loaded modal reveals on React's Suspense timer, which runs on the page's clock.
        await d.advance(300);
        await d.expectVisible('dialog', 'Sign up');
      }
    },
    states: {
      'account.editing': async (d, s) => {
        const c = ctx(s);
        await d.expectHidden('dialog', 'Please confirm');
        await d.expectEnabled('button', 'Next');
        // Nothing typed is lost: the account, the invite code (a campaign's is locked).
        await d.expectValue(accountLabel, typedAccount(c));
        await d.expectValue(INVITE_LABEL, shownInvite(c));
        if (a.campaign) await d.expectEnabled('textbox', INVITE_LABEL, false);
        if (a.accountType === 'phone') await d.expectVisible('button', `Country code ${phoneCode}`);
        // The check's failure under the invite field; the section-5 messages under theirs.
        if (c.inviteMessage) await d.expectText(c.inviteMessage);
        await fieldErrors(d, c, ['email', 'phoneNumber', 'agreement']);
        if (!c.inviteMessage && Object.values(c.errors).every((e) => !e)) await d.expectHidden('alert');
      },
      'account.confirmTerms': async (d) => {
        await d.expectVisible('dialog', 'Please confirm');
        await d.expectText(FIELD_MESSAGES.agreement_required as string);
      },
      checkingInvite: (d) => d.expectEnabled('button', 'Checking…', false),
      codeEntry: async (d, s) => {
        const c = ctx(s);
        await d.expectEnabled('button', 'Sign up');
        await d.expectText(a.accountType === 'email' ? email : `${phoneCode} ${phone}`);
        // A refused code is cleared; the server's message stays in view.
        await d.expectValue('Verification code', c.code);
        if (c.serverError) await d.expectText(c.serverError);
        await fieldErrors(d, c, ['code']);
      },
      submitting: (d) => d.expectEnabled('button', 'Signing up…', false),
      registered: async (d) => {
        await d.expectRevealed('dialog', 'Registration successful');
        // The account exists and the visitor is signed in with it.
        if (!(await d.cookie('auth'))) throw new Error('no auth cookie after registering');
      },
    },
    events: {
      'field.change': async (d, { event, before, upcoming }) => {
        const { field, value } = event as unknown as { field: string; value: string };
        const b = ctx(before);
        if (field === 'email' || field === 'phoneNumber') {
          const text = shown(value);
          // Typing the same text again is an edit only if it was removed first (the form hears no change otherwise).
          if (typedAccount(b) === text) await d.fill(accountLabel, '');
          await d.fill(accountLabel, text);
          return;
        }
        if (field === 'inviteCode') {
          // The code the next check wants (its own failure or success); an unknown one fails for real.
          const check = upcoming.find(isCheck);
          const wanted = check?.type.startsWith('xstate.error') ? UNKNOWN_INVITE : REAL_INVITE;
          if (invite === wanted && b.inviteCode !== '') await d.fill(INVITE_LABEL, '');
          await d.fill(INVITE_LABEL, wanted);
          invite = wanted;
          return;
        }
        // The code: a partial one as is; a complete one is the code the sandbox sent, or one digit off.
        if (value.length < 6) {
          if (b.code === value) await d.fill('Verification code', '');
          await d.fill('Verification code', value);
          return;
        }
        if (!sent) {
          await d.click('button', 'Send code');
          await d.expectText(/^Resend in \d+ s$/);
          sent = true;
        }
        const real = await outboxCode(d, address());
        const wrong = `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}`;
        await holdUntilReleased(d, REGISTER[a.accountType], scope());
        await d.fill('Verification code', upcoming[0]?.type === 'xstate.error.actor.register' ? wrong : real);
      },
      'accountType.switch': (d) => d.click('tab', a.accountType === 'email' ? 'Email' : 'Phone'),
      'agreement.toggle': async (d, { event }) => {
        await d.check(/I have read and agree/, (event as unknown as { agreed: boolean }).agreed);
      },
      'account.submit': async (d, step) => {
        await arrangeCheck(d, checkAfterSubmit(step));
        if (step.after.matches('codeEntry')) await withoutCheck(d, () => d.click('button', 'Next'));
        else await d.click('button', 'Next');
      },
      'terms.accept': async (d, { after }) => {
        if (after.matches('codeEntry')) await withoutCheck(d, () => d.click('button', 'Agree and continue'));
        else await d.click('button', 'Agree and continue');
      },
      'terms.dismiss': async (d) => {
        await d.click('button', 'Cancel');
        await d.advance(300);
      },
      'xstate.after.debounce.register.account.editing': (d) => d.advance(600),
      // The check's reply was held until the waiting state was seen: let it go on now.
      'xstate.done.actor.checkInvite': async (d) => {
        await releaseCalls(d);
        await d.expectHidden('button', 'Checking…');
      },
      'xstate.error.actor.checkInvite': async (d) => {
        await releaseCalls(d);
        await d.expectHidden('button', 'Checking…');
      },
      'code.submit': (d) => d.click('button', 'Sign up'),
      'step.back': (d) => d.click('button', 'Back'),
      'xstate.done.actor.register': async (d) => {
        await releaseCalls(d);
        await d.expectHidden('button', 'Signing up…');
        // The register-success modal is lazily loaded: it reveals on React's Suspense timer (the page's clock).
        await d.advance(300);
      },
      'xstate.error.actor.register': async (d) => {
        await releaseCalls(d);
        await d.expectHidden('button', 'Signing up…');
      },
    },
  };
}

const ARRIVALS: Arrival[] = [
  { name: 'register modal, email, invite code typed', accountType: 'email', campaign: null, page: false },
  {
    name: 'phone sign-up page from an inv_ campaign (locked code, checked)',
    accountType: 'phone',
    campaign: 'inv_spring',
    page: true,
  },
  {
    name: 'register modal from a uni- campaign (locked code, not checked)',
    accountType: 'email',
    campaign: 'uni-summer',
    page: false,
  },
];

/** The runs that together cover the register machine (tests/unit/model/register.test.tsx, tests/e2e/model/register.spec.ts). */
export const runs = ARRIVALS.map((a) => ({ name: a.name, spec: specFor(a), binding: bindingFor(a) }));
