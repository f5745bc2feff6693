import { type CoopField, type CoopValues, coopInquiryMachine } from '../../../machines/company/coopInquiryMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';

/** A complete inquiry, and one with a broken email and a message that is too short. */
const VALID: CoopValues = {
  company: 'Northwind Hashing Ltd',
  contactName: 'Dana Keller',
  email: 'dana@northwind.example',
  phone: '',
  country: 'Germany',
  cooperationType: 'hosting',
  volume: '5 PH/s',
  message: 'We want to host 300 S21 miners from the first quarter.',
};
const INVALID: CoopValues = { ...VALID, email: 'dana@northwind', message: 'Call me.' };

/** The cooperation page's corporate inquiry: invalid fields, sending, failure and retry, confirmation. */
export const spec: FlowSpec<typeof coopInquiryMachine> = {
  machine: coopInquiryMachine,
  events: {
    'coop.submit': [
      { type: 'coop.submit', values: VALID },
      { type: 'coop.submit', values: INVALID },
    ],
  },
  outputs: { sendAsk: [{ reference: 'CA-000001' }] },
  errors: { sendAsk: [new Error('injected fault: HTTP 503')] },
  // Field errors decide what editing shows: an invalid submit is a vertex of its own.
  stateKey: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors).length > 0]),
};

const LABELS: Record<CoopField, string> = {
  company: 'Company',
  contactName: 'Contact name',
  email: 'Work email',
  phone: 'Phone (optional)',
  country: 'Country or region',
  cooperationType: 'Cooperation type',
  volume: 'Expected hashrate or budget',
  message: 'Message',
};
/** What each broken field of INVALID says under itself. */
const FIELD_MESSAGES: Partial<Record<CoopField, string>> = {
  email: 'Enter a valid email address.',
  message: 'Tell us a little more: at least 20 characters.',
};
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;

/** The next reply of the call: held so "Sending…" shows, or failed when the path says so. */
async function arrangeSend(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.sendAsk')
    await failCall(d, 'corporateAskRecord', { status: 503, ms: HOLD_MS });
  else if (next?.type === 'xstate.done.actor.sendAsk') await holdCall(d, 'corporateAskRecord', HOLD_MS);
}

async function expectValues(d: Driver, values: CoopValues): Promise<void> {
  for (const field of Object.keys(LABELS) as CoopField[]) await d.expectValue(LABELS[field], values[field]);
}

interface StoredAsk {
  reference: string;
  company: string;
  email: string;
}

export const binding: FlowBinding<typeof coopInquiryMachine> = {
  start: async (d) => {
    await visitRoute(d, 'coop', {});
    await d.expectVisible('form', 'Corporate inquiry');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectVisible('button', 'Send inquiry');
      await d.expectEnabled('button', 'Send inquiry');
      const broken = Object.keys(snapshot.context.fieldErrors) as CoopField[];
      if (broken.length === 0) {
        await d.expectHidden('alert');
        return;
      }
      // What was typed stays beside the messages.
      await expectValues(d, snapshot.context.values);
      for (const field of broken) await d.expectText(FIELD_MESSAGES[field] ?? 'This field is required.');
      // Nothing was sent.
      const { data } = await d.sandbox<{ data: StoredAsk[] }>('GET', '/__sandbox/company/asks');
      if (data.some((ask) => ask.email === INVALID.email)) throw new Error('an invalid inquiry was stored');
    },
    submitting: async (d) => {
      await d.expectVisible('button', 'Sending…');
      await d.expectEnabled('button', 'Sending…', false);
    },
    failed: async (d, snapshot) => {
      await d.expectVisible('alert');
      await d.expectText('injected fault: HTTP 503');
      await d.expectVisible('button', 'Try again');
      await expectValues(d, snapshot.context.values);
    },
    sent: async (d) => {
      await d.expectText('Thank you, we have your inquiry');
      await d.expectVisible('button', 'Send another inquiry');
      // The sandbox stored the inquiry under the reference the page names.
      const { data } = await d.sandbox<{ data: StoredAsk[] }>('GET', '/__sandbox/company/asks');
      const last = data.at(-1);
      if (!last || last.company !== VALID.company || last.email !== VALID.email) {
        throw new Error(`the inquiry was not stored: ${JSON.stringify(last)}`);
      }
      await d.expectText(last.reference);
    },
  },
  events: {
    'coop.submit': async (d, { event, upcoming }) => {
      const values = event.values as CoopValues;
      for (const field of Object.keys(LABELS) as CoopField[]) await d.fill(LABELS[field], values[field]);
      await arrangeSend(d, upcoming[0]);
      await d.click('button', 'Send inquiry');
    },
    'coop.retry': async (d, { upcoming }) => {
      await arrangeSend(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Typing after a failure goes back to editing (the alert goes, the button comes back).
    'coop.edit': async (d) => {
      await d.fill(LABELS.phone, '+49 30 1234567');
    },
    'coop.again': async (d) => {
      await d.click('button', 'Send another inquiry');
    },
    'xstate.done.actor.sendAsk': releaseCalls,
    'xstate.error.actor.sendAsk': releaseCalls,
  },
};
