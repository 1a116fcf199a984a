import { useQueries } from '@tanstack/react-query';
import { useChats } from '../../../shared/api/get-chats';
import { getTripQueryOptions } from '../api/get-trip';
import { usePlannerUiStore } from '../stores/planner-ui-store';

/**
 * The trips the invitation modal offers: the user's chats that have a trip, by the trip's title;
 * the open chat first as "This trip" (the open trip, one shared with the user) when it is not
 * among them.
 */
export function useTripChoices(
  chatSlug: string,
): { slug: string; title: string; tripId: number | null }[] {
  const openTripId = usePlannerUiStore((state) => state.openTripId);
  const chats = useChats();
  const tripChats = (chats.data ?? []).filter((chat) => chat.trip !== null);
  // The selector names trips, which can be renamed apart from their chats.
  const tripTitles = useQueries({
    queries: tripChats.map((chat) => getTripQueryOptions(chat.trip ?? 0)),
    combine: (results) => results.map((result) => result.data?.title),
  });
  const trips = tripChats.map((chat, index) => ({
    slug: chat.slug,
    title: tripTitles[index] || chat.title,
    tripId: chat.trip,
  }));
  return trips.some((chat) => chat.slug === chatSlug)
    ? trips
    : [{ slug: chatSlug, title: 'This trip', tripId: openTripId }, ...trips];
}
