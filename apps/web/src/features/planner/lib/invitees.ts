import { EMAIL_PATTERN, limitMessages, messages } from '@ai-map/contracts';

/** Said when the inviter types their own address. */
export const SELF_INVITE = 'That is your own e-mail: invite a friend’s address.';

export interface InviteeRules {
  /** The inviter's own address, which cannot be invited. */
  ownEmail?: string;
  /** Friends the inviter's plan allows on one trip; unknown (undefined) leaves it to the server. */
  friendsLimit?: number;
}

export type AddInviteeResult = { emails: string[]; error?: undefined } | { error: string };

/**
 * Adds a typed address to the invitees (spec 000 §5 Invite): it must match the simple pattern
 * and not be in the list already, compared without case; nor be the inviter's own, nor one more
 * than the plan allows (said now rather than after Send).
 */
export function addInvitee(
  emails: readonly string[],
  typed: string,
  rules: InviteeRules = {},
): AddInviteeResult {
  const email = typed.trim();
  if (!EMAIL_PATTERN.test(email)) return { error: messages.invalidEmail };
  const lower = email.toLowerCase();
  if (rules.ownEmail && rules.ownEmail.toLowerCase() === lower) return { error: SELF_INVITE };
  if (rules.friendsLimit !== undefined && emails.length >= rules.friendsLimit) {
    return { error: limitMessages.friends(rules.friendsLimit) };
  }
  if (emails.some((known) => known.toLowerCase() === lower)) {
    return { error: messages.duplicateEmail };
  }
  return { emails: [...emails, email] };
}

/** What sending says before any call: nobody to invite, or nothing (null) when it may go. */
export function inviteeListError(emails: readonly string[]): string | null {
  return emails.length === 0 ? messages.noFriendsToInvite : null;
}
