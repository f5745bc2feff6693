import { couponImportMachine } from '../../../machines/minerCouponsDashboard/couponImportMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { MINER_COUPON_ERRORS } from '../../../runtime/http/contract/minerCoupons.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
/** A code the seed marks used (by another account): the market refuses it whoever sends it. */
const USED_CODE = 'BMT-USED-0002';
/** Each fresh code brings this many of the seeded T21 coupon. */
const QUANTITY = 2;

const refusal = new ApiError(MINER_COUPON_ERRORS.importCode, 404, 'bmCouponImport');

/** The path's own account (fresh per path: the Chromium sandbox is shared), what the field holds, what it should say. */
let account = '';
let typed = '';
let fieldError: string | RegExp | null = null;

/** A transfer code no one has used: made in the sandbox for the path's next import. */
async function freshCode(d: Driver): Promise<string> {
  const part = () => Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, '0');
  const code = `BMT-${part()}-${part()}`;
  await d.sandbox('POST', '/__sandbox/minerCoupons', { codes: [{ code, couponId: 'BMC100003', quantity: QUANTITY }] });
  return code;
}

/**
 * Importing coupons on `/dashboard/coupons/importCouponGuides`: nothing typed and a code off the pattern stay at
 * the form with the rule under the field; a used code comes back refused under the field with the code as typed;
 * an outage fails with a retry of the same code or a way back to the form; a fresh code (typed in lower case with
 * spaces: the form reads it as the issuer prints it) imports two coupons, and another import can follow.
 */
export const spec: FlowSpec<typeof couponImportMachine> = {
  machine: couponImportMachine,
  events: {
    'import.submit': [
      { type: 'import.submit', code: '' },
      { type: 'import.submit', code: 'BMT-12' },
      { type: 'import.submit', code: 'BMT-AAAA-0000' },
    ],
  },
  outputs: { importCoupons: [{ couponId: 'BMC100003', quantity: QUANTITY }] },
  errors: { importCoupons: [refusal, new ApiError(FAULT, 503, 'bmCouponImport')] },
  // What the field says is part of the vertex.
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.refusal !== null]),
  maxSteps: 8,
};

async function arrangeImport(d: Driver, next: PathEvent | undefined): Promise<void> {
  const outage = next?.type === 'xstate.error.actor.importCoupons' && next.error.status === 503;
  if (outage) await failCall(d, 'bmCouponImport', { status: 503, ms: HOLD_MS });
  // The answer (an import or a refusal), or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'bmCouponImport', HOLD_MS);
}

export const binding: FlowBinding<typeof couponImportMachine> = {
  start: async (d) => {
    account = freshEmail('coupon-import');
    typed = '';
    fieldError = null;
    await d.setCookie('auth', await tokenByApi(d, account));
    await visitRoute(d, 'dashboard.coupons.importCouponGuides', {});
    await d.expectVisible('heading', 'How to import a Bitmain coupon');
    await d.expectVisible('form', 'Import coupons');
  },
  states: {
    editing: async (d) => {
      await d.expectEnabled('button', 'Import', true);
      await d.expectValue('Transfer code', typed);
      if (fieldError) await d.expectText(fieldError);
      else await d.expectHidden('alert');
    },
    importing: async (d) => {
      await d.expectEnabled('button', 'Importing…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Change the code');
      await d.expectValue('Transfer code', typed);
    },
    imported: async (d) => {
      await d.expectText(`${QUANTITY} coupons of BMC100003 are now in your holdings.`);
      await d.expectVisible('link', 'See the coupon');
      await d.expectVisible('button', 'Import another code');
    },
  },
  events: {
    'import.submit': async (d, { event, upcoming }) => {
      const next = upcoming[0];
      if (event.code === '') {
        typed = '';
        fieldError = 'Enter the transfer code.';
      } else if (event.code === 'BMT-12') {
        typed = 'BMT-12';
        fieldError = /^A transfer code looks like BMT-XXXX-XXXX/;
      } else {
        const refused = next?.type === 'xstate.error.actor.importCoupons' && next.error.status === 404;
        typed = refused ? USED_CODE : ` ${(await freshCode(d)).toLowerCase()} `;
        fieldError = refused ? 'This import code is unknown or has been used already.' : null;
        await arrangeImport(d, next);
      }
      await d.fill('Transfer code', typed);
      await d.click('button', 'Import');
    },
    'import.retry': async (d, { upcoming }) => {
      await arrangeImport(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'import.edit': async (d) => {
      fieldError = null;
      await d.click('button', 'Change the code');
    },
    'import.again': async (d) => {
      typed = '';
      fieldError = null;
      await d.click('button', 'Import another code');
    },
    'xstate.done.actor.importCoupons': releaseCalls,
    'xstate.error.actor.importCoupons': releaseCalls,
  },
};
