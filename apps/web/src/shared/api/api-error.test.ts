import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  collectFieldErrors,
  errorDetail,
  firstFieldError,
  hasFieldErrors,
  joinedFieldError,
  toApiError,
  toApiRequestError,
} from './api-error';

const taken = 'A user is already registered with this e-mail address.';
const badLogin = 'Unable to log in with provided credentials.';

describe('field error extraction', () => {
  it('reads fields and the top-level copies without duplicating them', () => {
    const error = new ApiRequestError(
      400,
      toApiError({ detail: taken, code: 'invalid', fields: { email: [taken] }, email: [taken] }),
    );
    expect(collectFieldErrors(error)).toEqual({ email: [taken] });
    expect(firstFieldError(error, 'email')).toBe(taken);
  });

  it('reads non_field_errors of a failed login', () => {
    const error = new ApiRequestError(
      400,
      toApiError({
        detail: badLogin,
        code: 'invalid',
        non_field_errors: [badLogin],
        fields: { non_field_errors: [badLogin] },
      }),
    );
    expect(joinedFieldError(error, 'non_field_errors')).toBe(badLogin);
    expect(joinedFieldError(error, 'password')).toBeUndefined();
  });

  it('joins several messages for login and keeps the first for registration', () => {
    const error = new ApiRequestError(
      400,
      toApiError({
        detail: 'Invalid input.',
        code: 'invalid',
        password1: ['This password is too short.', 'This password is too common.'],
      }),
    );
    expect(joinedFieldError(error, 'password1')).toBe(
      'This password is too short. This password is too common.',
    );
    expect(firstFieldError(error, 'password1')).toBe('This password is too short.');
  });

  it('ignores detail, code and non-array values', () => {
    const error = new ApiRequestError(
      429,
      toApiError({ detail: 'Request was throttled.', code: 'throttled', wait: 3 }),
    );
    expect(collectFieldErrors(error)).toEqual({});
    expect(hasFieldErrors(error)).toBe(false);
    expect(errorDetail(error)).toBe('Request was throttled.');
  });

  it('returns nothing for errors that are not API errors', () => {
    expect(collectFieldErrors(new Error('boom'))).toEqual({});
    expect(firstFieldError(undefined, 'email')).toBeUndefined();
  });
});

describe('error normalising', () => {
  it('gives a readable detail for a body that is not the error shape', () => {
    expect(toApiError('<html>Bad gateway</html>')).toEqual({
      detail: 'Something went wrong. Please try again.',
      code: 'server_error',
    });
  });

  it('turns unknown failures into status 500', () => {
    const error = toApiRequestError(new TypeError('Failed to fetch'));
    expect(error.status).toBe(500);
    expect(errorDetail(error)).toBe('Something went wrong. Please try again.');
  });

  it('passes API errors through unchanged', () => {
    const original = new ApiRequestError(
      404,
      toApiError({ detail: 'Not found.', code: 'not_found' }),
    );
    expect(toApiRequestError(original)).toBe(original);
  });
});
