import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { policyModalMachine } from '../../../machines/shell/policyModalMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/** The footer's privacy and terms links: the agreement loads in the modal, fails and is retried, is closed. */
export const spec: FlowSpec<typeof policyModalMachine> = {
  machine: policyModalMachine,
  events: {
    'policy.open': [
      { type: 'policy.open', agreementId: 'BFFPRIVACY_EN' },
      { type: 'policy.open', agreementId: 'BFFUSERTERM_EN' },
    ],
  },
  errors: { loadAgreement: [new Error('injected fault: HTTP 500')] },
};

const DETAIL = '/v1/app/common/agreement/detail';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;

/** The footer button, the modal's title before the text arrives, the document's own title and a section of it. */
const DOCS: Record<string, { link: string; fallback: string; title: string; section: string }> = {
  BFFPRIVACY_EN: {
    link: 'Privacy policy',
    fallback: 'Privacy policy',
    title: 'Privacy Policy',
    section: 'What we collect',
  },
  BFFUSERTERM_EN: {
    link: 'Terms of service',
    fallback: 'Terms of service',
    title: 'Terms of Service',
    section: 'The service',
  },
};

const docOf = (agreementId: unknown) => {
  const doc = DOCS[String(agreementId)];
  if (!doc) throw new Error(`no footer link for ${String(agreementId)}`);
  return doc;
};

/** Holds the agreement reply so loading is on screen; fails it when the path says the load fails next. */
async function arrangeDetail(d: Driver, next: string | undefined): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', { clear: true });
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    next === 'xstate.error.actor.loadAgreement'
      ? { path: DETAIL, kind: 'status', status: 500, ms: HOLD_MS }
      : { path: DETAIL, kind: 'latency', ms: HOLD_MS },
  );
}

export const binding: FlowBinding<typeof policyModalMachine> = {
  start: async (d) => {
    // The cookie notice has a privacy link of its own; this flow starts from the footer.
    await d.setCookie('cookie-notice-hidden', '1');
    await d.visit('/en/list');
    await d.expectVisible('list', 'Easy plans');
  },
  states: {
    closed: async (d) => {
      await d.expectHidden('dialog');
      await d.expectVisible('button', 'Privacy policy');
    },
    loading: async (d, snapshot) => {
      await d.expectVisible('dialog', docOf(snapshot.context.agreementId).fallback);
      await d.expectVisible('status');
      await d.expectText('Loading…');
    },
    shown: async (d, snapshot) => {
      const { title, section } = docOf(snapshot.context.agreementId);
      await d.expectVisible('dialog', title);
      await d.expectVisible('heading', section);
      await d.expectHidden('status');
      await d.expectHidden('alert');
    },
    failed: async (d, snapshot) => {
      await d.expectVisible('dialog', docOf(snapshot.context.agreementId).fallback);
      await d.expectVisible('alert');
      await d.expectText('The document could not be loaded.');
      await d.expectVisible('button', 'Try again');
    },
  },
  events: {
    'policy.open': async (d, { event, upcoming }) => {
      await arrangeDetail(d, upcoming[0]?.type);
      await d.click('button', docOf(event.agreementId).link);
    },
    'policy.retry': async (d, { upcoming }) => {
      await arrangeDetail(d, upcoming[0]?.type);
      await d.click('button', 'Try again');
    },
    // The machine hears of the close once the modal's fade-out has run.
    'policy.close': async (d) => {
      await d.click('button', 'Close');
      await d.advance(MODAL_ANIMATION_MS);
    },
    'xstate.done.actor.loadAgreement': releaseCalls,
    'xstate.error.actor.loadAgreement': releaseCalls,
  },
};
