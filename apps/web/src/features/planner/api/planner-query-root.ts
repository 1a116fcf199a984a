/** Every trip query lives under this key, so an answer that changed the trip reloads it all. */
export const PLANNER_QUERY_ROOT = ['planner'] as const;
