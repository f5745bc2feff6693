// @vitest-environment jsdom
import { afterAll, afterEach, describe, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { openFromDialog, signInFreshPhone } from '../model/bindings/securitySteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/** The security modals in the whole storefront (jsdom, a private sandbox over HTTP). */
let d: Driver | null = null;
afterEach(async () => {
  await d?.dispose();
  d = null;
});
afterAll(closeJsdomSandbox);

describe('set email modal in the app', () => {
  it('a refused code request shows the server message as an error toast, as every send-code button does', {
    timeout: 30_000,
  }, async () => {
    d = await createJsdomDriver();
    await signInFreshPhone(d);
    await openFromDialog(d, 'bindEmail', 'Bind email');
    await d.advance(MODAL_ANIMATION_MS);
    // Another account's address: the server refuses to send it a code, and says why.
    await d.fill('Email address', 'alice@example.com');
    await d.click('button', 'Send code');
    await d.expectText('The code could not be sent. Please try again.');
    await d.expectText('this email belongs to another account');
  });
});
