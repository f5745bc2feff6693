import type { AnyMachineSnapshot } from 'xstate';
import { loanToggleMachine } from '../../../machines/loans/loanToggleMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { LOAN_ERRORS, type LoanOrder } from '../../../runtime/http/contract/loans.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const SAMPLE_NO = 'P20261123000001';

/** What the planner reads; the page reads the path's own account's order (2,000 TH, eligible, off). */
const ORDER: LoanOrder = {
  orderNo: SAMPLE_NO,
  goodsName: 'S21 Pro 360 days',
  hashrateTh: 2000,
  quantity: 10,
  status: 'running',
  suspended: false,
  daysRunning: 40,
  serviceFeeDaysLeft: 20,
  endAt: '2027-10-01T00:00:00.000Z',
  eligible: true,
  reasons: [],
  loan: null,
};

/**
 * Turning a loan on (behind the pay verification, given or cancelled; refused inside the 24 h wait; a lost answer
 * and its retry) and off (confirmed; a lost answer and its retry), or changing one's mind at the confirmation.
 */
export const spec: FlowSpec<typeof loanToggleMachine> = {
  machine: loanToggleMachine,
  events: {
    'loan.enable': [{ type: 'loan.enable', orderNo: SAMPLE_NO }],
    'loan.disable': [{ type: 'loan.disable', orderNo: SAMPLE_NO }],
  },
  outputs: { enableLoan: [ORDER], disableLoan: [ORDER] },
  errors: {
    enableLoan: [new TaskCancelledError('auth'), new ApiError(LOAN_ERRORS.wait, 409, 'loanEnable'), new Error(FAULT)],
    disableLoan: [new Error(FAULT)],
  },
  stateKey: (s) => JSON.stringify([s.value, s.context.action, s.context.error, s.context.done?.action ?? null]),
  maxSteps: 10,
  // The switch reads "Turn on" only while the loan is off and not waiting 24 h, "Turn off" only while it is on.
  cannot: (path) => {
    let on = false;
    let waiting = false;
    for (const [at, { event }] of path.entries()) {
      const error = (event as { error?: unknown }).error;
      if (event.type === 'loan.enable' && (on || waiting)) return { at, why: 'the switch does not offer turning on' };
      if (event.type === 'loan.disable' && !on) return { at, why: 'the loan is off: the switch offers turning on' };
      if (event.type === 'xstate.done.actor.enableLoan') on = true;
      if (event.type === 'xstate.done.actor.disableLoan') [on, waiting] = [false, true];
      // Refused inside the wait: the list reloads and shows the wait.
      if (event.type === 'xstate.error.actor.enableLoan' && error instanceof ApiError) waiting = true;
    }
    return null;
  },
};

let account = '';
let orderNo = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/** Readies how the call after a confirmation (or retry) ends: answered, refused inside the wait, or lost. */
async function arrange(d: Driver, action: 'enable' | 'disable', next: PathEvent | undefined): Promise<void> {
  if (!next) return;
  const error = errorOf(next);
  const lost =
    next.type.startsWith('xstate.error.') && !(error instanceof ApiError) && !(error instanceof TaskCancelledError);
  if (action === 'disable') {
    if (lost) await failCall(d, 'loanDisable', { status: 503, ms: HOLD_MS });
    else await holdCall(d, 'loanDisable', HOLD_MS);
    return;
  }
  if (lost) {
    await failCall(d, 'loanEnable', { status: 503, ms: HOLD_MS });
  } else if (error instanceof ApiError) {
    // Turned on and off behind the page's back a moment ago: the page still offers turning it on.
    await d.sandbox('POST', '/__sandbox/loans/toggle', { account, orderNo, enabled: true, hoursAgo: 1 });
    await d.sandbox('POST', '/__sandbox/loans/toggle', { account, orderNo, enabled: false });
  }
}

/** The pay verification turning the loan on asks for, answered as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.enableLoan' &&
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
  // Six digits submit the verification by themselves; a refusal comes after it.
  await d.fill('Fund password', FUND_PASSWORD);
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
}

const actionOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { action: 'enable' | 'disable' | null }).action;

export const binding: FlowBinding<typeof loanToggleMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, { fundPassword: FUND_PASSWORD });
    ({ orderNo } = await d.sandbox<{ orderNo: string }>('POST', '/__sandbox/loans', { account }));
    await d.visit(routeUrl('dashboard.loanService', {}));
    await d.expectRead('Loan orders', 'loaded');
  },
  states: {
    idle: async (d, snapshot) => {
      const { error, done } = snapshot.context as { error: string | null; done: { action: string } | null };
      await d.expectRead('Loan orders', 'loaded');
      if (error === 'wait') {
        await d.expectText(/it can be turned on again 24 hours after it was turned off/);
        await d.expectEnabled('button', 'Turn on the loan', false);
      } else if (done?.action === 'enable') {
        await d.expectText('The loan is on.');
        await d.expectEnabled('button', 'Turn off the loan');
      } else if (done?.action === 'disable') {
        await d.expectText('The loan is off.');
        await d.expectText(/it can be turned on again from/);
      } else {
        await d.expectHidden('alert');
      }
    },
    confirming: async (d, snapshot) => {
      await d.expectVisible('region', actionOf(snapshot) === 'enable' ? 'Turn on the loan' : 'Turn off the loan');
    },
    enabling: async (d) => {
      await d.expectText('Turning the loan on… confirm with your fund password when asked.');
    },
    disabling: async (d) => {
      await d.expectText('Turning the loan off…');
    },
    failed: async (d) => {
      await d.expectText(/We did not get an answer/);
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
    },
  },
  events: {
    'loan.enable': async (d) => {
      await d.click('button', 'Turn on the loan');
    },
    'loan.disable': async (d) => {
      await d.click('button', 'Turn off the loan');
    },
    'loan.confirm': async (d, { before, upcoming }) => {
      const action = actionOf(before) ?? 'enable';
      await arrange(d, action, upcoming[0]);
      await d.click('button', action === 'enable' ? 'Confirm: turn on' : 'Confirm: turn off');
    },
    'loan.cancel': async (d) => {
      await d.click('button', 'Cancel');
    },
    'loan.retry': async (d, { before, upcoming }) => {
      await arrange(d, actionOf(before) ?? 'enable', upcoming[0]);
      await d.click('button', 'Try again');
    },
    'xstate.done.actor.enableLoan': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.enableLoan': async (d, ctx) => verify(d, ctx.event),
    'xstate.done.actor.disableLoan': releaseCalls,
    'xstate.error.actor.disableLoan': releaseCalls,
  },
};
