import type { AnyMachineSnapshot } from 'xstate';
import { changeAddressMachine } from '../../../machines/changeAddress/changeAddressMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import {
  CHANGE_ADDRESS_ERRORS,
  type ChangeAddressInfo,
  type ChangeAddressResult,
} from '../../../runtime/http/contract/changeAddress.ts';
import { failCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { freshEmail, outboxCode, sandboxLater, tokenByApi } from './accountSteps.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FULL_PLAN = 'g-full-s21-360';
const FAULT = 'injected fault: HTTP 503';
const SAMPLE_NO = 'P20261123000001';
/** Two valid mainnet addresses: a change always goes to the one the order does not pay to yet. */
const ADDRESSES = ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'] as const;
const INVALID = 'bc1qnot-an-address';
/** Past a code's 10 minutes: the sandbox then refuses it as wrong or expired. */
const CODE_EXPIRY_SECONDS = 11 * 60;

/** What the planner reads; the page reads the path's own account: one running plan, a fund password. */
const INFO: ChangeAddressInfo = {
  orders: [
    {
      orderNo: SAMPLE_NO,
      goodsName: 'S21 Pro 360 days',
      coin: 'BTC',
      status: 'running',
      hashrateTh: '200.00',
      payoutAddress: 'bc1q284ua7rj6e893dskd6ejhhwkux992f46r5yfhg',
      changeable: true,
    },
  ],
  saved: [],
  history: [],
  holdUntil: null,
  holdHours: 72,
  contact: { email: 'm***l@example.com', phone: null },
  asOf: '2026-11-23T10:00:00.000Z',
};
const RESULT: ChangeAddressResult = {
  changes: [
    {
      id: 1,
      orderNo: SAMPLE_NO,
      coin: 'BTC',
      oldAddress: INFO.orders[0]?.payoutAddress ?? '',
      newAddress: ADDRESSES[0],
      channel: 'email',
      changedAt: '2026-11-23T10:00:00.000Z',
      holdUntil: '2026-11-26T10:00:00.000Z',
    },
  ],
  holdUntil: '2026-11-26T10:00:00.000Z',
};

/**
 * Changing a payout address: the form's own checks (nothing chosen, an invalid address, no code), the
 * withdrawal verification given or cancelled, a wrong code refused, a lost answer and its retry, then another
 * change from the updated addresses.
 */
export const spec: FlowSpec<typeof changeAddressMachine> = {
  machine: changeAddressMachine,
  input: { info: INFO, orderNos: [] },
  events: {
    'addr.toggle': [{ type: 'addr.toggle', orderNo: SAMPLE_NO }],
    'addr.address': [
      { type: 'addr.address', value: ADDRESSES[0] },
      { type: 'addr.address', value: INVALID },
    ],
    'addr.code': [{ type: 'addr.code', value: '123456' }],
    'addr.submit': [{ type: 'addr.submit', channel: 'email' }],
  },
  outputs: { submitChange: [RESULT] },
  errors: {
    submitChange: [
      new TaskCancelledError('auth'),
      new ApiError(CHANGE_ADDRESS_ERRORS.wrongCode, 400, 'changeAddressConfirm'),
      new Error(FAULT),
    ],
  },
  stateKey: (s) =>
    JSON.stringify([
      s.value,
      s.context.selected.length,
      s.context.address === '' ? '' : isPayoutAddress('BTC', s.context.address),
      s.context.code !== '',
      s.context.error,
    ]),
  maxSteps: 8,
};

let account = '';
/** The address the path's order pays to now (a change to the same address is refused by the server). */
let current = '';
let typed = '';
/** Whether the newest code in the outbox still works (not used by a change, not expired). */
let codeWorks = false;
/** Whether this path sent a code already (its countdown may still run). */
let sentBefore = false;

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/** Readies how the change ends before it is asked: a code that expired, or a lost answer. */
async function arrangeChange(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (error instanceof ApiError) {
    await sandboxLater(d, CODE_EXPIRY_SECONDS);
    codeWorks = false;
  } else if (next?.type === 'xstate.error.actor.submitChange' && !(error instanceof TaskCancelledError)) {
    await failCall(d, 'changeAddressConfirm', { status: 503, ms: HOLD_MS });
  }
}

/** Answers the withdrawal verification the change asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.submitChange' &&
    !(error instanceof ApiError) &&
    !(error instanceof TaskCancelledError);
  // The fault answers (once released) before any verification.
  if (lost) return releaseCalls(d);
  await d.expectVisible('dialog', 'Security verification');
  if (error instanceof TaskCancelledError) {
    await d.click('button', 'Cancel');
    await d.advance(MODAL_ANIMATION_MS);
    return;
  }
  // Six digits submit the verification by themselves.
  await d.fill('Fund password', FUND_PASSWORD);
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
  if (outcome.type === 'xstate.done.actor.submitChange') {
    current = typed;
    codeWorks = false;
  }
}

const FORM_ERRORS: Record<string, RegExp> = {
  nothingChosen: /Choose at least one order/,
  badAddress: /This is not a valid BTC address/,
  badCode: /Enter the 6-digit code/,
  wrongCode: /The code is wrong or has expired/,
};

export const binding: FlowBinding<typeof changeAddressMachine> = {
  start: async (d) => {
    account = freshEmail('payout');
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
    await d.sandbox('POST', '/__sandbox/orders', {
      account,
      orders: [{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 30 }],
    });
    current = '';
    typed = '';
    codeWorks = false;
    sentBefore = false;
    // The login code went to this address just now: the sandbox sends one code a minute per address.
    await sandboxLater(d, 61);
    await d.visit(routeUrl('changeAddress', {}));
    await d.expectRead('Change payout address', 'loaded');
  },
  states: {
    editing: async (d, snapshot: AnyMachineSnapshot) => {
      const { selected, error } = snapshot.context as { selected: string[]; error: string | null };
      await d.expectText(`${selected.length} chosen`);
      await d.expectEnabled('button', 'Change payout address');
      if (error) await d.expectText(FORM_ERRORS[error] as RegExp);
      else await d.expectHidden('alert');
    },
    confirming: async (d) => {
      await d.expectText('Changing… confirm with your security verification when asked.');
    },
    unknown: async (d) => {
      await d.expectText(/We did not get an answer/);
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try the change again');
    },
    done: async (d) => {
      await d.expectVisible('heading', 'Payout address changed');
      await d.expectText(/Payouts are held until .* Mining goes on/);
    },
  },
  events: {
    'addr.toggle': async (d) => {
      await d.click('checkbox');
    },
    'addr.address': async (d, { event }) => {
      const valid = (event as unknown as { value: string }).value !== INVALID;
      typed = valid ? (ADDRESSES.find((a) => a !== current) ?? ADDRESSES[0]) : INVALID;
      // Typed anew, as a person does: the same text again is still a change of the field.
      await d.fill('New BTC payout address', '');
      await d.fill('New BTC payout address', typed);
    },
    'addr.code': async (d) => {
      if (!codeWorks) {
        // A new code once the last one's 60 s countdown is over (the page's clock ticks a second at a time).
        if (sentBefore) {
          for (let second = 0; second <= 60; second++) await d.advance(1000);
        }
        // Enabled once it has looked for a recent send (and its countdown is over).
        await d.expectEnabled('button', /^(Send code|Resend code)$/);
        await d.click('button', /^(Send code|Resend code)$/);
        await d.expectVisible('button', /^Resend in \d+ s$/);
        sentBefore = true;
        codeWorks = true;
      }
      await d.fill('Verification code', '');
      await d.fill('Verification code', await outboxCode(d, account));
    },
    'addr.submit': async (d, { after, upcoming }) => {
      if (after.matches('confirming')) await arrangeChange(d, upcoming[0]);
      await d.click('button', 'Change payout address');
    },
    'addr.retry': async (d, { upcoming }) => {
      await arrangeChange(d, upcoming[0]);
      await d.click('button', 'Try the change again');
    },
    'addr.again': async (d) => {
      await d.click('button', 'Change another address');
    },
    'xstate.done.actor.submitChange': async (d, ctx: StepContext) => verify(d, ctx.event),
    'xstate.error.actor.submitChange': async (d, ctx: StepContext) => verify(d, ctx.event),
  },
};
