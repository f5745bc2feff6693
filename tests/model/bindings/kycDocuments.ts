import { kycDocumentsMachine } from '../../../machines/kyc/kycDocumentsMachine.ts';
import type { KycApplication } from '../../../runtime/http/contract/kyc.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const IDENTITY = {
  country: 'DE',
  documentType: 'passport',
  fullName: 'Erika Mustermann',
  idNumber: 'C01X00T47',
  dateOfBirth: '1990-08-12',
};

/** The path's own account (fresh per path). */
let account = '';

const sentApplication: KycApplication = {
  kind: 'level2',
  status: 'submitted',
  step: 3,
  fields: {},
  files: [],
  rejectReason: null,
  supplement: null,
  submittedAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/**
 * Sending documents with no other step, bound through level 2 on `/dashboard/kyc/kycBase`: the hand-held
 * photo (uploaded earlier, so on the draft) is saved and submitted; a failure stays on the form with the
 * message and the photo, and is sent again.
 */
export const spec: FlowSpec<typeof kycDocumentsMachine> = {
  machine: kycDocumentsMachine,
  events: { 'kyc.send': [{ type: 'kyc.send' }] },
  outputs: { send: [sentApplication] },
  errors: { send: [new Error(FAULT)] },
  maxSteps: 6,
};

/** The send saves the photo (step 2), then submits (step 3): hold the last, or fail the first. */
async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.send') await failCall(d, 'kycLevel2Step2', { status: 503, ms: HOLD_MS });
  // Held also when the path ends waiting (the driver lets it go at the end).
  else await holdCall(d, 'kycLevel2Step3', HOLD_MS);
}

export const binding: FlowBinding<typeof kycDocumentsMachine> = {
  start: async (d) => {
    account = freshEmail('kycdocs');
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/kyc/draft', { account, fields: IDENTITY, step: 3 });
    await d.sandbox('POST', '/__sandbox/kyc/review', { account, action: 'approve' });
    await d.sandbox('POST', '/__sandbox/kyc/draft', { account, kind: 'level2', files: true });
    await visitRoute(d, 'dashboard.kyc.kycBase', {});
    await d.expectText('Level 1 is approved.');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectText('Uploaded: handheld.png');
      await d.expectEnabled('button', 'Submit for level 2', true);
      if (snapshot.context.error) await d.expectText(FAULT);
    },
    sending: async (d) => {
      await d.expectEnabled('button', 'Submitting…', false);
    },
    sent: async (d) => {
      await d.expectText('Your level 2 photo was submitted; the review takes 1–3 working days.');
      const stored = await d.sandbox<{ applications: { kind: string; status: string }[] }>(
        'GET',
        `/__sandbox/kyc?account=${account}`,
      );
      const level2 = stored.applications.find((a) => a.kind === 'level2');
      if (level2?.status !== 'submitted') throw new Error(`level 2 not submitted: ${JSON.stringify(stored)}`);
    },
  },
  events: {
    'kyc.send': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Submit for level 2');
    },
    'xstate.done.actor.send': releaseCalls,
    'xstate.error.actor.send': releaseCalls,
  },
};
