import { describe, expect, it } from 'vitest';
import { type AlarmValues, alarmFieldErrors } from '../../machines/pool/alarmSettingsMachine.ts';
import { poolCalls } from '../../runtime/http/contract/pool.ts';

const values = (email: string): AlarmValues => ({
  subAccount: 'miner01',
  offlineEnabled: true,
  offlineMinutes: '30',
  hashrateEnabled: false,
  hashrateMode: 'auto',
  hashrateLimitTh: '',
  email,
  telegramChatId: '',
});

const EMAILS = [
  'ops@example.com',
  '  ops@example.com  ',
  'first.last+alerts@mining.example.co',
  'not-an-email',
  'ops@example',
  'ops @example.com',
  '@example.com',
  `${'a'.repeat(242)}@example.com`, // 254 characters
  `${'a'.repeat(243)}@example.com`,
];

describe('the alarm form’s email rule', () => {
  it('is the site’s (spec section 5: a local part, @, a domain with a dot), at most 254 characters', () => {
    const refused = EMAILS.filter((email) => alarmFieldErrors(values(email)).email === 'format');
    expect(refused).toEqual([
      'not-an-email',
      'ops@example',
      'ops @example.com',
      '@example.com',
      `${'a'.repeat(243)}@example.com`,
    ]);
  });

  it('accepts exactly what the save call’s contract accepts: the form never sends an address the call refuses', () => {
    for (const email of EMAILS) {
      const form = alarmFieldErrors(values(email)).email === undefined;
      const body = {
        subAccount: 'miner01',
        offlineEnabled: 'true',
        offlineMinutes: '30',
        hashrateEnabled: 'false',
        hashrateMode: 'auto',
        email,
      };
      const call = poolCalls.poolWarningSave.body.safeParse(body).success;
      expect(call, email).toBe(form);
    }
  });
});
