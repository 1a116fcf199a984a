import { limitMessages, messages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { addInvitee, inviteeListError, SELF_INVITE } from './invitees';

describe('invitees (spec 000 §5 Invite)', () => {
  it('adds an address that matches text@text.text, trimmed', () => {
    expect(addInvitee([], '  ada@example.org ')).toEqual({ emails: ['ada@example.org'] });
    expect(addInvitee(['ada@example.org'], 'bob@example.org')).toEqual({
      emails: ['ada@example.org', 'bob@example.org'],
    });
  });

  it('refuses malformed addresses with the spec message', () => {
    for (const bad of ['ada', 'ada@example', 'ada @example.org', '@example.org', 'ada@.org x']) {
      expect(addInvitee([], bad)).toEqual({ error: messages.invalidEmail });
    }
  });

  it('refuses an address already in the list, whatever its case', () => {
    expect(addInvitee(['Ada@Example.org'], 'ada@example.ORG')).toEqual({
      error: messages.duplicateEmail,
    });
  });

  it('asks for at least one friend before sending', () => {
    expect(inviteeListError([])).toBe(messages.noFriendsToInvite);
    expect(inviteeListError(['ada@example.org'])).toBeNull();
  });

  it("refuses the inviter's own address, whatever its case", () => {
    expect(addInvitee([], 'ADA@example.org', { ownEmail: 'ada@example.org' })).toEqual({
      error: SELF_INVITE,
    });
  });

  it("says the plan's friend limit when adding one friend too many, before any Send", () => {
    expect(addInvitee([], 'bob@example.org', { friendsLimit: 1 })).toEqual({
      emails: ['bob@example.org'],
    });
    expect(addInvitee(['bob@example.org'], 'eve@example.org', { friendsLimit: 1 })).toEqual({
      error: limitMessages.friends(1),
    });
  });
});
