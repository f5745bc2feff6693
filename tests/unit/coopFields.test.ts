import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CoopFieldErrors,
  type CoopValues,
  coopFieldErrors,
  coopInquiryInput,
} from '../../machines/company/coopInquiryMachine.ts';
import { corporateAskInput } from '../../runtime/http/contract/company.ts';
import { COOP_FIELDS, COOP_LIMITS, COOPERATION_TYPES } from '../../runtime/http/contract/companyValues.ts';

/** What the call's schema (which the sandbox applies) says of a form: the first message for each broken field. */
function schemaErrors(values: CoopValues): CoopFieldErrors {
  const parsed = corporateAskInput.safeParse(values);
  if (parsed.success) return {};
  const errors: CoopFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CoopFieldErrors | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Text around a field's limits, with spaces that trimming removes. */
const text = (max: number) =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '  \t'),
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.string({ minLength: max - 2, maxLength: max + 2 }),
        fc.constantFrom('ACME Mining', 'Ana', 'Kazakhstan'),
      ),
      fc.constantFrom('', ' ', '\n'),
    )
    .map((parts) => parts.join(''));

const values: fc.Arbitrary<CoopValues> = fc.record({
  company: text(COOP_LIMITS.name),
  contactName: text(COOP_LIMITS.name),
  email: fc.oneof(
    text(COOP_LIMITS.email),
    fc.emailAddress(),
    fc.emailAddress().map((email) => ` ${email} `),
    fc.constantFrom('a@b', 'a@b.c', 'a b@c.de', `${'x'.repeat(243)}@example.com`, `${'x'.repeat(242)}@example.com`),
  ),
  phone: fc.oneof(
    fc.constantFrom('', ' ', '+49 30 1234567', '(030) 123-456', '12345', '+1 (555) 010-9999-1234', 'call me'),
    fc.stringMatching(/^\+?[\d ()-]{0,24}$/),
    // Around the 20-character limit, padded.
    fc
      .tuple(
        fc.constantFrom('', ' ', '+'),
        fc.array(fc.constantFrom('1', '2', ' ', '-', '(', ')'), { minLength: 17, maxLength: 23 }),
        fc.constantFrom('', ' '),
      )
      .map(([head, body, tail]) => `${head}1${body.join('')}2${tail}`),
  ),
  country: text(COOP_LIMITS.country),
  cooperationType: fc.oneof(fc.constantFrom(...COOPERATION_TYPES), fc.constantFrom('', ' hosting', 'Hosting', 'x')),
  volume: text(COOP_LIMITS.volume),
  message: fc.oneof(
    text(COOP_LIMITS.messageMin),
    text(COOP_LIMITS.messageMax),
    fc.constant('We would like to host 2,000 S21 miners next year.'),
  ),
});

describe('the cooperation form’s rules without zod', () => {
  it('say what the call’s schema says, field by field, for any form', () => {
    fc.assert(
      fc.property(values, (form) => {
        expect(coopFieldErrors(form)).toEqual(schemaErrors(form));
      }),
      { numRuns: 3000 },
    );
  });

  it('send what the call’s schema makes of a valid form', () => {
    const valid = values.filter((form) => corporateAskInput.safeParse(form).success);
    fc.assert(
      fc.property(valid, (form) => {
        expect(coopInquiryInput(form)).toEqual(corporateAskInput.parse(form));
      }),
      { numRuns: 500 },
    );
  });

  it('name the call’s fields, in the form’s order', () => {
    expect([...COOP_FIELDS].sort()).toEqual(Object.keys(corporateAskInput.shape).sort());
  });
});
