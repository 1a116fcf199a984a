import { EMAIL_PATTERN, messages } from '@ai-map/contracts';

export type AddInviteeResult = { emails: string[]; error?: undefined } | { error: string };

/**
 * Adds a typed address to the invitees (spec 000 §5 Invite): it must match the simple pattern
 * and not be in the list already, compared without case.
 */
export function addInvitee(emails: readonly string[], typed: string): AddInviteeResult {
  const email = typed.trim();
  if (!EMAIL_PATTERN.test(email)) return { error: messages.invalidEmail };
  const lower = email.toLowerCase();
  if (emails.some((known) => known.toLowerCase() === lower)) {
    return { error: messages.duplicateEmail };
  }
  return { emails: [...emails, email] };
}

/** What sending says before any call: nobody to invite, or nothing (null) when it may go. */
export function inviteeListError(emails: readonly string[]): string | null {
  return emails.length === 0 ? messages.noFriendsToInvite : null;
}
