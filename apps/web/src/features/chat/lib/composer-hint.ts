/** The composer's hint before a chat has a trip: an example of a first request. */
export const FIRST_REQUEST_HINT = 'Plan 4 days in Rome with museums and good food';

/**
 * The composer's hint in an open chat: the first-request example fits an empty chat only; once
 * the chat has a trip ("7 days in Japan") the hint suggests changing that trip, not planning
 * Rome.
 */
export function composerHint(chat: { title: string; trip: number | null } | null): string {
  if (!chat || chat.trip === null) return FIRST_REQUEST_HINT;
  const title = chat.title.trim();
  return title && title.length <= 40
    ? `Change “${title}”: add a stop, go by train…`
    : 'Change this trip: add a stop, go by train…';
}
