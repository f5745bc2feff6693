import { assign, fromPromise, setup } from 'xstate';
import { IMPORT_CODE_PATTERN } from '../../runtime/http/contract/minerCouponsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What an import brought: the coupon issue and how many of its coupons joined the holdings. */
export interface CouponImported {
  couponId: string;
  quantity: number;
}

/** What is wrong with a typed code before it is sent: nothing typed, or not the issuer's code pattern. */
export type ImportCodeProblem = 'required' | 'pattern';

/** The code as the server reads it (the contract trims it and upper-cases it before its pattern check). */
export function normalizeImportCode(code: string): string {
  return code.trim().toUpperCase();
}

export function importCodeProblem(code: string): ImportCodeProblem | null {
  const normalized = normalizeImportCode(code);
  if (normalized === '') return 'required';
  return IMPORT_CODE_PATTERN.test(normalized) ? null : 'pattern';
}

/** The envelope statuses of the market's refusals of a code (contract: 400 input, 403, 404 unknown, 409 state). */
const REFUSALS = [400, 403, 404, 409];
function refusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && REFUSALS.includes(status) && errorText(error) !== undefined;
}

/**
 * Importing manufacturer coupons with a transfer code (`/dashboard/coupons/importCouponGuides`, the guide's last
 * step): a code missing or off the issuer's pattern (BMT-XXXX-XXXX) stays in editing with the rule under the field;
 * a well-formed one is sent (`bmCouponImport`). The market's refusal (an unknown or used code, an expired coupon)
 * comes back to the field with the server's message, the code as typed; an outage shows its message with a retry of
 * the same code, or goes back to the form. An import names the coupons it brought until another is started.
 */
export const couponImportMachine = setup({
  types: {
    context: {} as {
      code: string;
      problem: ImportCodeProblem | null;
      refusal: string | null;
      error: string | null;
      imported: CouponImported | null;
    },
    events: {} as
      | { type: 'import.submit'; code: string }
      | { type: 'import.retry' }
      | { type: 'import.edit' }
      | { type: 'import.again' },
  },
  actors: {
    importCoupons: fromPromise<CouponImported, { code: string }>(async () => {
      throw new Error('importCoupons must be provided');
    }),
  },
  guards: {
    wellFormed: ({ event }) => event.type === 'import.submit' && importCodeProblem(event.code) === null,
    refused: ({ event }) => refusal((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'couponImport',
  context: { code: '', problem: null, refusal: null, error: null, imported: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'import.submit': [
          {
            guard: 'wellFormed',
            target: 'importing',
            actions: assign({ code: ({ event }) => normalizeImportCode(event.code), problem: null, refusal: null }),
          },
          {
            target: 'editing',
            actions: assign({
              code: ({ event }) => event.code,
              problem: ({ event }) => importCodeProblem(event.code),
              refusal: null,
            }),
          },
        ],
      },
    },
    importing: {
      invoke: {
        id: 'importCoupons',
        src: 'importCoupons',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'imported', actions: assign({ imported: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refused',
            target: 'editing',
            actions: assign({ refusal: ({ event }) => errorText(event.error) ?? '' }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'import.retry': { target: 'importing', actions: assign({ error: null }) },
        'import.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    imported: {
      on: {
        'import.again': {
          target: 'editing',
          actions: assign({ code: '', imported: null, problem: null, refusal: null }),
        },
      },
    },
  },
});
