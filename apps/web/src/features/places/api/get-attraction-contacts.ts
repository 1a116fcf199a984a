import { ContactsSchema, limitMessages, attractionPaths } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/client';

/** `attractions/get_contacts/{id}/`: phone and website, for signed-in users with a confirmed e-mail. */
export function getAttractionContacts(id: number) {
  return apiRequest(attractionPaths.contacts(id), { schema: ContactsSchema });
}

/** The refusal the spec turns into the e-mail confirmation prompt (spec 001 §8). */
export function isEmailConfirmationRequired(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 403 &&
    error.body.detail.toLowerCase().includes('confirm your email')
  );
}

/** The plan unlocks neither the phone nor the website of this place: a Premium prompt. */
export function isLockedByPlan(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 403 &&
    error.body.detail === limitMessages.contactsLocked
  );
}

/** A reveal is a user action (a click), so it is a mutation rather than a query. */
export function useRevealAttractionContacts() {
  return useMutation({ mutationFn: getAttractionContacts });
}
