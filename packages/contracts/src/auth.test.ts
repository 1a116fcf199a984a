import { describe, expect, it } from 'vitest';
import { PasswordResetConfirmSchema, RegistrationSchema } from './auth';
import { messages, serverMessages } from './messages';

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

describe('a new password', () => {
  const issuesOf = (password: string) =>
    RegistrationSchema.safeParse({ ...valid, password1: password, password2: password }).error
      ?.issues;

  it.each([
    ['zero-width spaces', '\u200b'.repeat(10)],
    ['zero-width joiners and a byte order mark', '\u200d\u200c\ufeff\u2060'.repeat(3)],
    ['a soft hyphen and bidi marks', '\u00ad\u200e\u200f\u202e'.repeat(3)],
    ['Hangul fillers between spaces', ' \u3164\u115f \u3164\u115f '],
    ['invisible characters and spaces', ' \u200b \u200b \u200b \u200b '],
  ])('made of %s is refused with the same message in sign-up and reset', (_case, password) => {
    expect(issuesOf(password)).toEqual([
      expect.objectContaining({ path: ['password1'], message: serverMessages.passwordInvisible }),
    ]);
    const reset = PasswordResetConfirmSchema.safeParse({
      uid: 'MQ',
      token: 'abc',
      new_password1: password,
      new_password2: password,
    });
    expect(reset.error?.issues).toEqual([
      expect.objectContaining({
        path: ['new_password1'],
        message: serverMessages.passwordInvisible,
      }),
    ]);
  });

  it('made of spaces only is an empty field (the spec message)', () => {
    expect(issuesOf(' \t\u00a0'.repeat(4))).toEqual([
      expect.objectContaining({ path: ['password1'], message: messages.requiredFields }),
    ]);
  });

  it('may hold invisible characters and spaces among visible ones', () => {
    expect(issuesOf('correct\u200bhorse battery')).toBeUndefined();
  });

  it('is required once, not twice, when empty', () => {
    expect(issuesOf('')?.filter((issue) => issue.path[0] === 'password1')).toEqual([
      expect.objectContaining({ message: messages.requiredFields }),
    ]);
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
