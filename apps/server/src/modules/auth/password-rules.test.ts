import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverMessages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules';

const EMAIL = 'marco.polo@example.com';

describe('password rules', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblems('Correct-Horse-Battery-9', EMAIL)).toEqual([]);
  });

  it('draws the length limits exactly', () => {
    expect(passwordProblems('a'.repeat(PASSWORD_MIN_LENGTH - 1) + 'Z', EMAIL)).toEqual([]);
    expect(passwordProblems('aZ-'.padEnd(PASSWORD_MIN_LENGTH - 1, 'q'), EMAIL)).toEqual([
      serverMessages.passwordTooShort,
    ]);
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH), EMAIL)).toEqual([]);
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH + 1), EMAIL)).toEqual([
      serverMessages.passwordTooLong,
    ]);
  });

  it('refuses all-digit passwords', () => {
    expect(passwordProblems('90817263544', EMAIL)).toEqual([serverMessages.passwordNumeric]);
    expect(passwordProblems('9081726354a', EMAIL)).toEqual([]);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblems('PassWord123', EMAIL)).toEqual([serverMessages.passwordCommon]);
    expect(passwordProblems('12345678', EMAIL)).toEqual([
      serverMessages.passwordNumeric,
      serverMessages.passwordCommon,
    ]);
  });

  it('reports every problem at once', () => {
    expect(passwordProblems('1234', EMAIL)).toEqual([
      serverMessages.passwordTooShort,
      serverMessages.passwordNumeric,
    ]);
  });

  it('refuses the e-mail address or its local part', () => {
    expect(passwordProblems('Marco.Polo', EMAIL)).toEqual([serverMessages.passwordSimilar]);
    expect(passwordProblems(EMAIL.toUpperCase(), EMAIL)).toEqual([serverMessages.passwordSimilar]);
    expect(passwordProblems('marco.polo!', EMAIL)).toEqual([]);
    // Short local parts are not compared (they would match too much).
    expect(passwordProblems('abcdefgh', 'abc@example.com')).toEqual([]);
  });

  it('refuses spaces around a password', () => {
    expect(passwordProblems(' Correct-Horse-Battery-9', EMAIL)).toEqual([
      serverMessages.passwordSurroundingSpace,
    ]);
    expect(passwordProblems('Correct-Horse-Battery-9 ', EMAIL)).toEqual([
      serverMessages.passwordSurroundingSpace,
    ]);
    // Spaces inside are part of a passphrase.
    expect(passwordProblems('correct horse battery staple', EMAIL)).toEqual([]);
  });
});
