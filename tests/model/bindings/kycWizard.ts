import type { EventObject } from 'xstate';
import { kycWizardMachine } from '../../../machines/kyc/kycWizardMachine.ts';
import type { KycApplication } from '../../../runtime/http/contract/kyc.ts';
import type { CallName } from '../../../runtime/http/contract.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const REGION = 'Verification application';

const IDENTITY = {
  country: 'DE',
  documentType: 'idCard',
  fullName: 'Erika Mustermann',
  idNumber: 'L01X00T47',
  dateOfBirth: '1990-08-12',
  address: '',
};

function application(status: KycApplication['status'], step: number, withFiles: boolean): KycApplication {
  const file = (slot: 'front' | 'back') => ({
    fileId: `up_${slot}`,
    slot,
    fileName: `${slot}.png`,
    mimeType: 'image/png' as const,
    size: 67,
  });
  return {
    kind: 'person',
    status,
    step,
    fields: step > 0 ? IDENTITY : {},
    files: withFiles ? [file('front'), file('back')] : [],
    rejectReason: null,
    supplement: null,
    submittedAt: status === 'submitted' ? '2026-03-01T10:00:00.000Z' : null,
    reviewedAt: null,
    updatedAt: step > 0 ? '2026-03-01T10:00:00.000Z' : null,
  };
}

/** The drafts a path can start from: nothing saved, identity saved with both photos uploaded, documents saved, submitted. */
const START = {
  none: application('none', 0, false),
  documents: application('draft', 1, true),
  review: application('draft', 2, true),
  submitted: application('submitted', 3, true),
};

/** The path's own account (fresh per path). */
let account = '';

/** The draft a path loads: the output of its loadDraft. */
const loadedDraft = (events: readonly EventObject[]) =>
  (
    events.find((e) => e.type === 'xstate.done.actor.loadDraft') as
      | (PathEvent & { output?: KycApplication })
      | undefined
  )?.output;

/**
 * The personal level-1 wizard (`/dashboard/kyc/kycBase`): the draft is loaded and resumed after its last saved
 * step, steps 1 and 2 are saved before moving on, a failed save stays on its step with the message, step 3
 * submits; a submitted application shows its status.
 */
export const spec: FlowSpec<typeof kycWizardMachine> = {
  machine: kycWizardMachine,
  events: {
    'kyc.next': [{ type: 'kyc.next' }],
    'kyc.back': [{ type: 'kyc.back' }],
    'kyc.submit': [{ type: 'kyc.submit' }],
    'kyc.retry': [{ type: 'kyc.retry' }],
  },
  outputs: {
    loadDraft: [START.none, START.documents, START.review, START.submitted],
    saveDetails: [application('draft', 1, false)],
    saveDocuments: [application('draft', 2, true)],
    submit: [application('submitted', 3, true)],
  },
  errors: {
    loadDraft: [new Error(FAULT)],
    saveDetails: [new Error(FAULT)],
    saveDocuments: [new Error(FAULT)],
    submit: [new Error(FAULT)],
  },
  maxSteps: 8,
  // Photos are chosen in the browser (a file picker the driver has no verb for): a path that must send its
  // documents starts from a draft that has them uploaded already; without them the page sends nothing.
  cannot: (path) => {
    const start = loadedDraft(path.map((step) => step.event));
    for (let at = 0; at < path.length; at++) {
      const { event, before } = path[at] as { event: EventObject; before: { matches: (s: string) => boolean } };
      if (event.type === 'kyc.next' && before.matches('documents') && !start?.files.length) {
        return { at, why: 'no photos uploaded in this draft' };
      }
    }
    return null;
  },
};

async function arrange(d: Driver, call: CallName, next: PathEvent | undefined): Promise<void> {
  if (next?.type.startsWith('xstate.error.actor.')) await failCall(d, call, { status: 503, ms: HOLD_MS });
  // A path that ends while the call is out holds it too, so the waiting state is seen (the runner releases it).
  else if (!next || next.type.startsWith('xstate.done.actor.')) await holdCall(d, call, HOLD_MS);
}

async function fillIdentity(d: Driver): Promise<void> {
  // jsdom sets a select only to an option it has (Chromium's selectOption waits for the option itself).
  if (d.env === 'jsdom') await d.expectVisible('option', 'Germany');
  await d.fill('Issuing country', IDENTITY.country);
  await d.fill('Document type', IDENTITY.documentType);
  await d.fill('Full name', IDENTITY.fullName);
  await d.fill('Document number', IDENTITY.idNumber);
  await d.fill('Date of birth', IDENTITY.dateOfBirth);
}

export const binding: FlowBinding<typeof kycWizardMachine> = {
  start: async (d, { path }) => {
    account = freshEmail('kycwizard');
    await d.setCookie('auth', await tokenByApi(d, account));
    const draft = loadedDraft(path);
    if (draft && draft.step > 0) {
      await d.sandbox('POST', '/__sandbox/kyc/draft', {
        account,
        fields: IDENTITY,
        step: draft.step,
        files: draft.files.length > 0,
      });
    }
    await arrange(d, 'kycDraft', path[0]);
    await visitRoute(d, 'dashboard.kyc.kycBase', {});
  },
  states: {
    loading: async (d) => {
      await d.expectRead(REGION, 'loading');
    },
    loadFailed: async (d) => {
      await d.expectRead(REGION, 'failed');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
    },
    details: async (d, snapshot) => {
      await d.expectRead(REGION, 'loaded');
      await d.expectVisible('form', 'Identity');
      await d.expectEnabled('button', 'Save and continue', true);
      if (snapshot.context.error) await d.expectText(FAULT);
      else await d.expectNoText(FAULT);
    },
    savingDetails: async (d) => {
      await d.expectEnabled('button', 'Saving…', false);
    },
    documents: async (d, snapshot) => {
      await d.expectVisible('region', 'Document photos');
      await d.expectText('Front of the document');
      if (snapshot.context.application?.files.length) await d.expectText('Uploaded: front.png');
      if (snapshot.context.error) await d.expectText(FAULT);
    },
    savingDocuments: async (d) => {
      await d.expectEnabled('button', 'Saving…', false);
    },
    review: async (d, snapshot) => {
      await d.expectVisible('region', 'Review and submit');
      await d.expectText('Erika Mustermann');
      await d.expectEnabled('button', 'Submit for review', true);
      if (snapshot.context.error) await d.expectText(FAULT);
    },
    submitting: async (d) => {
      await d.expectEnabled('button', 'Submitting…', false);
    },
    closed: async (d) => {
      await d.expectText(/Your application was submitted/);
      const stored = await d.sandbox<{ applications: { status: string }[] }>(
        'GET',
        `/__sandbox/kyc?account=${account}`,
      );
      if (stored.applications[0]?.status !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(stored)}`);
    },
  },
  events: {
    'kyc.next': async (d, { before, upcoming }) => {
      if (before.matches('details')) {
        if (!before.context.application?.step) await fillIdentity(d);
        await arrange(d, 'kycPersonStep1', upcoming[0]);
      } else {
        await arrange(d, 'kycPersonStep2', upcoming[0]);
      }
      await d.click('button', 'Save and continue');
    },
    'kyc.back': async (d) => {
      await d.click('button', 'Back');
    },
    'kyc.submit': async (d, { upcoming }) => {
      await arrange(d, 'kycPersonStep3', upcoming[0]);
      await d.click('button', 'Submit for review');
    },
    'kyc.retry': async (d, { upcoming }) => {
      await arrange(d, 'kycDraft', upcoming[0]);
      await d.click('button', 'Try again');
    },
    'xstate.done.actor.loadDraft': releaseCalls,
    'xstate.error.actor.loadDraft': releaseCalls,
    'xstate.done.actor.saveDetails': releaseCalls,
    'xstate.error.actor.saveDetails': releaseCalls,
    'xstate.done.actor.saveDocuments': releaseCalls,
    'xstate.error.actor.saveDocuments': releaseCalls,
    'xstate.done.actor.submit': releaseCalls,
    'xstate.error.actor.submit': releaseCalls,
  },
};
