import * as OTPAuth from 'otpauth';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type AuthMethod, verificationMachine } from '../../../machines/challenges/verificationMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec, StepContext } from '../driver.ts';
import { arrange } from './slider.ts';

/** The seeded account with every verification method (README, seeded accounts). */
export const SECURE = {
  email: 'secure@example.com',
  password: 'Secure2024',
  fundPassword: '135790',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
};
const CHECK_PATH = '/v1/app/common/itw/task/authCheckTask';

const LABELS: Record<AuthMethod, string> = { pay: 'Fund password', ga: 'Authenticator code', email: 'Email code' };

/** The authenticator's code at the sandbox's time (its clock may run apart from the page's). */
export async function totpNow(d: Driver): Promise<string> {
  const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SECURE.totpSecret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.parse(now) });
}

/** Signs the seeded secure account in (the auth cookie), as a finished login would. */
export async function signInSecure(d: Driver): Promise<void> {
  const reply = await d.sandbox<{ code: number; data: { authToken: string } }>('POST', '/user-api/login/email', {
    email: SECURE.email,
    passwd: SECURE.password,
  });
  if (reply.code !== 0) throw new Error('the secure account could not sign in');
  await d.setCookie('auth', reply.data.authToken);
}

/** Brings up an auth task for these methods: the signed-in home page's plan list must first pass one. */
export async function startAuthTask(d: Driver, methods: AuthMethod[]): Promise<void> {
  await signInSecure(d);
  await d.sandbox('POST', '/__sandbox/challenges', {
    rules: [{ calls: ['floatGoodsList'], task: 'auth', authMethod: methods, block: true, times: 1 }],
  });
  await d.visit('/en');
  await d.expectVisible('dialog', 'Security verification');
}

const checkStatus = (event: EventObject) => (event as { output?: { status: number } }).output?.status;
const isCheck = (event: EventObject) => event.type.endsWith('.actor.checkAuth');

/** The next check on the path, if this step leads to one. */
function nextCheck(upcoming: EventObject[]): EventObject | undefined {
  return upcoming.find(isCheck);
}

/** Readies what the next check answers: held (or failed) in flight, or the task passed elsewhere first. */
async function arrangeCheck(d: Driver, check: EventObject | undefined, methods: AuthMethod[]): Promise<void> {
  if (!check) return;
  const status = checkStatus(check);
  if (check.type.startsWith('xstate.done') && status !== 200 && status !== 2204 && status !== 2205) {
    // "Other failures": the task was answered in another tab, so this check finds it passed already.
    const { taskId } = await d.sandbox<{ taskId: string }>('GET', '/__sandbox/widget/task?type=auth');
    const reply = await d.sandbox<{ status: number }>('POST', CHECK_PATH, {
      taskId,
      verifyCodeInfo: await rightAnswers(d, methods),
    });
    if (reply.status !== 200) throw new Error('the task could not be passed behind the page');
  }
  await arrange(d, CHECK_PATH, check, 'checkAuth');
}

async function outboxCode(d: Driver): Promise<string | undefined> {
  return (await d.sandbox<{ code?: string }>('GET', `/__sandbox/outbox?to=${encodeURIComponent(SECURE.email)}`)).code;
}

async function rightAnswers(d: Driver, methods: AuthMethod[]) {
  const answers: Array<{ authMethod: AuthMethod; code: string }> = [];
  for (const method of methods) {
    if (method === 'pay') answers.push({ authMethod: method, code: SECURE.fundPassword });
    if (method === 'ga') answers.push({ authMethod: method, code: await totpNow(d) });
    if (method === 'email') answers.push({ authMethod: method, code: (await outboxCode(d)) ?? '' });
  }
  return answers;
}

/** What to type into a field: right unless the next check is to say it is wrong (2204). */
async function valueFor(d: Driver, method: AuthMethod, context: StepContext): Promise<string> {
  const sample = (context.event as { value?: string }).value ?? '';
  // A value the sample leaves short stays short (the rule under the field is what this step shows).
  if (sample.length < 6) return sample;
  const check = nextCheck(context.upcoming) ?? (context.after.value === 'submitting' ? context.upcoming[0] : undefined);
  const wrong = check !== undefined && checkStatus(check) === 2204;
  if (method === 'pay') return wrong ? '111111' : SECURE.fundPassword;
  if (method === 'ga')
    return wrong ? String((Number(await totpNow(d)) + 500_000) % 1_000_000).padStart(6, '0') : totpNow(d);
  // The email code: sent from the modal, read from the outbox (codes are never really sent).
  const sent = await outboxCode(d);
  if (sent) return sent;
  await d.click('button', 'Send code');
  await d.expectText('Verification code sent');
  const fresh = await outboxCode(d);
  if (!fresh) throw new Error('no email code in the outbox after sending');
  return fresh;
}

function bindingFor(methods: AuthMethod[]): FlowBinding<typeof verificationMachine> {
  return {
    start: (d) => startAuthTask(d, methods),
    states: {
      editing: async (d, snapshot: AnyMachineSnapshot) => {
        await d.expectVisible('dialog', 'Security verification');
        await d.expectEnabled('button', 'Confirm');
        const { message, problems } = snapshot.context as { message: string | null; problems: Record<string, string> };
        if (message) await d.expectVisible('alert');
        if (problems.pay === 'short') await d.expectText('Enter your 6-digit fund password');
        if (problems.ga === 'required') await d.expectText('Please enter the authenticator code');
        if (problems.email === 'required') await d.expectText('Please enter the email code');
      },
      submitting: (d) => d.expectEnabled('button', 'Verifying…', false),
      verified: async (d) => {
        await d.expectHidden('dialog', 'Security verification');
        // The held request went again with the task result: the plans are there.
        await d.expectVisible('list', 'Stable plans');
      },
      cancelled: (d) => d.expectHidden('dialog', 'Security verification'),
    },
    events: {
      'field.change': async (d, context) => {
        const { method } = context.event as unknown as { method: AuthMethod };
        const value = await valueFor(d, method, context);
        // Typing the sixth digit of a lone fund password submits it: ready its check first.
        if (context.after.value === 'submitting') await arrangeCheck(d, context.upcoming[0], methods);
        // Cleared first: typing what the field already holds would change nothing.
        await d.fill(LABELS[method], '');
        await d.fill(LABELS[method], value);
      },
      'form.submit': async (d, { after, upcoming }) => {
        if (after.value === 'submitting') await arrangeCheck(d, upcoming[0], methods);
        await d.click('button', 'Confirm');
      },
      'form.cancel': async (d) => {
        await d.click('button', 'Cancel');
        await d.advance(MODAL_ANIMATION_MS);
      },
      'xstate.done.actor.checkAuth': async (d, { event }) => {
        if (checkStatus(event) === 200) {
          await d.expectHidden('button', 'Verifying…');
          await d.advance(MODAL_ANIMATION_MS);
        }
      },
      'xstate.error.actor.checkAuth': async () => {},
    },
  };
}

const replies = {
  checkAuth: [
    { status: 200, message: 'success' },
    { status: 2204, message: 'the code is incorrect' },
    { status: 2302, message: 'the task was already passed' },
  ],
};

/** A lone fund password: too short on submit, submitted by itself at 6 digits. */
export const fundPasswordSpec: FlowSpec<typeof verificationMachine> = {
  machine: verificationMachine,
  input: { taskId: 't-sample', methods: ['pay'] },
  events: {
    'field.change': [
      { type: 'field.change', method: 'pay', value: '1234' },
      { type: 'field.change', method: 'pay', value: '135790' },
    ],
  },
  outputs: replies,
};
export const fundPasswordBinding = bindingFor(['pay']);

/** Authenticator and email code: both required, sent with Confirm. */
export const codesSpec: FlowSpec<typeof verificationMachine> = {
  machine: verificationMachine,
  input: { taskId: 't-sample', methods: ['ga', 'email'], authInfo: 's***@example.com' },
  events: {
    'field.change': [
      { type: 'field.change', method: 'ga', value: '123456' },
      { type: 'field.change', method: 'email', value: '123456' },
    ],
  },
  outputs: replies,
  // Which fields hold a code matters to what Confirm does.
  stateKey: (snapshot) => {
    const values = (snapshot.context as { values: Record<AuthMethod, string> }).values;
    return `${snapshot.status}:${JSON.stringify(snapshot.value)}:${values.ga !== ''}:${values.email !== ''}`;
  },
};
export const codesBinding = bindingFor(['ga', 'email']);
