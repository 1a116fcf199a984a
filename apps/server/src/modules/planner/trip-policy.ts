/**
 * The server's way in to the trip policy, which lives in the contracts
 * (`packages/contracts/src/trip-policy.ts`) so that the web app answers by the same role table.
 * Every HTTP route, both sockets, the share service and the assistant's tools ask `can` from
 * here; no other file compares roles (trip-policy.test.ts greps for strays).
 *
 * The `role` they pass is the viewer's role as `accessOf` resolves it: null for someone without
 * one; an anonymous planner holding the trip's access code counts as its owner.
 */
export { can, raisedRole, rolesThatMay, shownRole, type TripAction } from '@ai-map/contracts';
