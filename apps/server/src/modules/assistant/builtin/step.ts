import type { LastEdit } from '../brain/edit-memory.schema';
import type { ReplyInput } from '../brain/compose-reply';
import type { PlanTrip } from '../brain/intents';

export const titleOf = (plan: PlanTrip) => {
  const names = plan.destinations.map((destination) => destination.name);
  return names.length <= 2
    ? names.join(' and ')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

export const planTitle = (plan: PlanTrip, days: number) =>
  `${days} ${days === 1 ? 'day' : 'days'} in ${titleOf(plan)}`;

/** What one intent does, and the words for it. `draft` carries a half-understood plan forward. */
export interface Step {
  reply: ReplyInput;
  draft?: PlanTrip;
  /** What an edit did, for a next message that refers to it ("put it back"). */
  edit?: LastEdit;
  /** The request a new trip was planned from, kept for later reshapes of it. */
  planned?: PlanTrip;
}
