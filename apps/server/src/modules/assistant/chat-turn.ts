import type { BoundingBox, UserLocation } from '@ai-map/contracts';
import type { PlanTrip } from './brain/intents';
import type { LastEdit } from './brain/edit-memory.schema';
import type { AppContext } from '../../app-context';
import type { ChatRow } from '../planner/trip-chats.repository';
import type { Viewer } from '../planner/trip-access';

/** One user message to answer, with what the brain may read. */
export interface TurnInput {
  ctx: AppContext;
  chat: ChatRow;
  viewer: Viewer;
  text: string;
  userLocation: UserLocation | null;
  /** Earlier messages of the chat, oldest first, without the new one. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** A plan the previous answer asked to complete ("How many days?"), if any. */
  draft: PlanTrip | null;
  /** What the previous answer's edit did ("put it back"), if it edited the trip. */
  lastEdit?: LastEdit | null;
  /** The request the chat's trip was last planned from (its wishes, party and budget). */
  planned?: PlanTrip | null;
}

/** What a turn produced: the answer, the map box to show, whether the trip changed. */
export interface TurnResult {
  answer: string;
  boundingBox: BoundingBox | null;
  isChanges: boolean;
  /** The tools that ran, in order (kept with the message for debugging and evaluation). */
  tools: string[];
  /** A plan still missing something; the next message may complete it. */
  draft?: PlanTrip | null;
  /** What this answer's edit did, for the next message. */
  lastEdit?: LastEdit | null;
  /** The request a trip was planned from in this turn, for later turns that reshape it. */
  planned?: PlanTrip | null;
}

/** A brain answers a turn: the built-in one, or a language model (both use the same tools). */
export type Brain = (input: TurnInput) => Promise<TurnResult>;
