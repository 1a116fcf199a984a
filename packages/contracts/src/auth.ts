import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';
import { messages, serverMessages } from './messages';

/**
 * The "simple pattern" of spec 000 §5: text, at sign, text, dot, text, no spaces. Used by every
 * e-mail field so that client and server accept the same addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The words for an over-long field, instead of the validator's own "Too big: …". */
export function tooLong(max: number): string {
  return `This can be at most ${max} characters.`;
}

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
  .regex(EMAIL_PATTERN, messages.invalidEmail);

const requiredText = (max: number) =>
  z.string().trim().min(1, messages.requiredFields).max(max, tooLong(max));
const password = z
  .string()
  .min(1, messages.requiredFields)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));

/**
 * Nothing a person can see: whitespace, format characters (zero-width spaces and joiners, bidi
 * marks, the soft hyphen: \p{Cf}) and the other default-ignorable code points (Hangul fillers,
 * variation selectors).
 */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;

/**
 * A password being chosen (sign-up, reset): one that shows nothing could never be typed again
 * on purpose. Spaces alone are an empty field once the form trims it (spec 000 §5: the
 * required-field message); invisible characters get a message of their own. Only the first of
 * the two fields is checked: the second must equal it.
 */
const newPassword = password.superRefine((value, ctx) => {
  if (!INVISIBLE_ONLY.test(value)) return;
  ctx.addIssue({
    code: 'custom',
    message: value.trim() === '' ? messages.requiredFields : serverMessages.passwordInvisible,
  });
});

/**
 * Compare two password fields as soon as both are non-empty strings, even while other fields
 * are still wrong, so that the form shows every problem at once.
 */
function bothPasswordsGiven(first: string, second: string) {
  return (payload: { value: unknown }) => {
    // The refinement is asked even when the body is no object at all (an empty JSON body).
    if (typeof payload.value !== 'object' || payload.value === null) return false;
    const form = payload.value as Record<string, unknown>;
    return [form[first], form[second]].every((v) => typeof v === 'string' && v.length > 0);
  };
}

/** Sign-in form (spec 000 §3): e-mail, password, remember. */
export const LoginSchema = z.object({
  email: z.string().trim().min(1, messages.requiredFields).max(EMAIL_MAX_LENGTH),
  password,
  remember: z.boolean().default(false),
});
export type Login = z.infer<typeof LoginSchema>;

/** Sign-up form (spec 000 §3): full_name, email, password1, password2, userAgreement. */
export const RegistrationSchema = z
  .object({
    full_name: requiredText(NAME_MAX_LENGTH),
    email: EmailSchema,
    password1: newPassword,
    password2: password,
    userAgreement: z.literal(true, { error: messages.agreementRequired }),
  })
  .refine((form) => form.password1 === form.password2, {
    path: ['password2'],
    message: messages.passwordsDoNotMatch,
    when: bothPasswordsGiven('password1', 'password2'),
  });
export type Registration = z.infer<typeof RegistrationSchema>;

/** `key` is the token the client sends back as `Authorization: Token <key>`. */
export const TokenResponseSchema = z.object({ key: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const LogoutSchema = z.object({}).passthrough().optional();

export const PasswordResetSchema = z.object({ email: EmailSchema });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The reset link carries `uid` and `token`; the form adds the new password twice. */
export const PasswordResetConfirmSchema = z
  .object({
    uid: z.string().min(1).max(64),
    token: z.string().min(1).max(256),
    new_password1: newPassword,
    new_password2: password,
  })
  .refine((form) => form.new_password1 === form.new_password2, {
    path: ['new_password2'],
    message: messages.passwordsDoNotMatch,
    when: bothPasswordsGiven('new_password1', 'new_password2'),
  });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const EmailConfirmSchema = z.object({ key: z.string().min(1).max(256) });
export type EmailConfirm = z.infer<typeof EmailConfirmSchema>;

/** Anonymous planning: a code kept in a cookie and claimed at login (spec 000 §4). */
export const PlannerAccessCodeSchema = z.object({
  planner_access_code: z.string().trim().min(1).max(128),
});
export type PlannerAccessCode = z.infer<typeof PlannerAccessCodeSchema>;
