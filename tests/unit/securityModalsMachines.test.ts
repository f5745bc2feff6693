import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fundPasswordMachine, fundPasswordProblem } from '../../machines/security/fundPasswordMachine.ts';
import { type GaPrepared, gaBindMachine } from '../../machines/security/gaBindMachine.ts';
import { setEmailProblem } from '../../machines/security/setEmailMachine.ts';
import { pinProblem } from '../../runtime/http/contract.ts';
import { checkPin } from '../../runtime/validation/rules.ts';

describe('security modal rules', () => {
  it('fund password: six digits, not one digit, not a run, confirmed; reset needs the current one', () => {
    const form = (pin: string, confirm = pin, oldPin = '') => ({ pin, confirm, oldPin });
    expect(fundPasswordProblem('add', form('12345'))).toBe('pinLength');
    expect(fundPasswordProblem('add', form('12345a'))).toBe('pinLength');
    expect(fundPasswordProblem('add', form('000000'))).toBe('pinSame');
    expect(fundPasswordProblem('add', form('456789'))).toBe('pinRun');
    expect(fundPasswordProblem('add', form('987654'))).toBe('pinRun');
    expect(fundPasswordProblem('add', form('135790', '135791'))).toBe('mismatch');
    expect(fundPasswordProblem('add', form('135790'))).toBeNull();
    expect(fundPasswordProblem('reset', form('135790'))).toBe('oldRequired');
    expect(fundPasswordProblem('reset', form('135790', '135790', '246802'))).toBeNull();
  });

  it('the server applies the same PIN rule as the client', () => {
    for (const pin of ['', '1', '123456', '654321', '111111', '135790', '12345a', '0123456', '901234', '098765']) {
      expect(pinProblem(pin)).toBe(checkPin(pin));
    }
  });

  it('set email: address required and valid, code required and six digits', () => {
    expect(setEmailProblem({ email: ' ', code: '' })).toBe('emailRequired');
    expect(setEmailProblem({ email: 'a@b', code: '' })).toBe('emailInvalid');
    expect(setEmailProblem({ email: 'a@b.co', code: '' })).toBe('codeRequired');
    expect(setEmailProblem({ email: 'a@b.co', code: '12345' })).toBe('codeInvalid');
    expect(setEmailProblem({ email: ' a@b.co ', code: '123456' })).toBeNull();
  });
});

describe('fund password machine', () => {
  it('asks for the current password once one exists, and returns to the form on a refusal', async () => {
    let refuse = true;
    const actor = createActor(
      fundPasswordMachine.provide({
        actors: {
          loadStatus: fromPromise(async (): Promise<{ fundPasswordSet: boolean }> => ({ fundPasswordSet: true })),
          save: fromPromise(async () => {
            if (refuse) throw new Error('the current fund password is incorrect');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.mode).toBe('reset');
    const form = { oldPin: '000001', pin: '246802', confirm: '246802' };
    actor.send({ type: 'form.submit', form });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.serverError).toBe('the current fund password is incorrect');
    refuse = false;
    actor.send({ type: 'form.submit', form });
    await waitFor(actor, (s) => s.matches('saved'));
  });
});

describe('authenticator machine', () => {
  it('stops at "already bound" for an account with one', async () => {
    const actor = createActor(
      gaBindMachine.provide({ actors: { prepare: fromPromise(async (): Promise<GaPrepared> => ({ bound: true })) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('alreadyBound'));
    expect(actor.getSnapshot().status).toBe('done');
  });
});
