import { describe, expect, it } from 'vitest';
import { PasswordResetConfirmSchema, RegistrationSchema } from './auth';
import { messages } from './messages';

const valid = {
  full_name: 'Ada Lovelace',
  email: ' Ada@Example.org ',
  password1: 'engine-analytical',
  password2: 'engine-analytical',
  userAgreement: true,
};

describe('RegistrationSchema', () => {
  it('normalises the e-mail', () => {
    expect(RegistrationSchema.parse(valid).email).toBe('ada@example.org');
  });

  it('uses the spec messages', () => {
    const result = RegistrationSchema.safeParse({
      ...valid,
      password2: 'other',
      userAgreement: false,
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['userAgreement', messages.agreementRequired]);
    expect(issues).toContainEqual(['password2', messages.passwordsDoNotMatch]);
  });

  it('rejects mismatched passwords on password2', () => {
    const result = RegistrationSchema.safeParse({ ...valid, password2: 'other-password' });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['password2'], message: messages.passwordsDoNotMatch }),
    ]);
  });

  it('rejects an address without a dot after the at sign', () => {
    expect(RegistrationSchema.safeParse({ ...valid, email: 'ada@example' }).success).toBe(false);
  });
});

describe('a form with no body at all', () => {
  it.each([
    ['sign-up', RegistrationSchema],
    ['password reset', PasswordResetConfirmSchema],
  ] as const)('is a validation error of the %s form, not an exception', (_name, schema) => {
    for (const body of [undefined, null, 'text', 42]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.code).toBe('invalid_type');
    }
  });
});
