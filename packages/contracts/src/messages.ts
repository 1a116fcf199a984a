import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * User-visible messages, verbatim from the spec (000 §5, §8): the forms and the server use the
 * same strings so that a message never drifts between the two.
 */
export const messages = {
  requiredFields: 'Please fill in all required fields',
  agreementRequired: 'Please agree to the Privacy Policy and Terms of Use',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address.',
  duplicateEmail: 'This email address is already added.',
  noFriendsToInvite: 'Please add at least one friend to invite.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  somethingWentWrongLater: 'Something went wrong. Please try again later.',
  notFound: 'This page could not be found',
} as const;

/** Server-side messages in the wording the forms show under fields (DRF conventions). */
export const serverMessages = {
  fieldRequired: 'This field is required.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailTaken: 'A user is already registered with this e-mail address.',
  emailInUse: 'A user with that email already exists.',
  passwordTooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordNumeric: 'This password is entirely numeric.',
  passwordCommon: 'This password is too common.',
  passwordSimilar: 'The password is too similar to the email address.',
  /** Ours: the forms trim their inputs (spec 000 §5), so such a password could never be typed. */
  passwordSurroundingSpace: 'The password must not begin or end with a space.',
  /** Ours: zero-width spaces and other invisible characters look like an empty field. */
  passwordInvisible: 'The password must contain visible characters, not only invisible ones.',
  resetSent: 'Password reset e-mail has been sent.',
  resetDone: 'Password has been reset with the new password.',
  resetInvalidLink: 'The password reset link is invalid or has expired.',
  loggedOut: 'Successfully logged out.',
  emailConfirmed: 'Your e-mail address has been confirmed.',
  confirmKeyInvalid: 'The confirmation link is invalid or has expired.',
  invalidToken: 'Invalid token.',
  notAuthenticated: 'Authentication credentials were not provided.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  accessCodeUnknown: 'Planner access code not found.',
  accessCodeLinked: 'Planner access code linked to your account.',
  contactSent: 'Thank you! Your message has been sent.',
} as const;
