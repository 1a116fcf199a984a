import {
  MEDIA_BASE,
  PLAN_TOGETHER_CHANGES,
  displayName,
  planTogetherMessages as say,
  type ParticipationRequest,
  type ParticipationRequestPage,
  type ParticipationRequestsQuery,
  type SharedTripRole,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import * as repo from './plan-together.repository';
import { readTrip, readTripFor, type Viewer } from './trip-access';
import type { ParticipationRequestRow } from './plan-together.repository';
import { publishTripChange } from './trip-events';

const conflict = (detail: string) => new HttpError(409, 'conflict', detail);

function present(row: ParticipationRequestRow): ParticipationRequest {
  const { user } = row;
  return {
    id: row.id,
    user: {
      id: user.id,
      name: displayName({
        first_name: user.firstName,
        last_name: user.lastName,
        name: user.name,
        username: user.username,
      }),
      username: user.username,
      photo: user.photo ? `${MEDIA_BASE}/${user.photo}` : null,
    },
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The trip's requests for its owner and editors (spec 000 §7: page, page_size 3). */
export async function listParticipationRequests(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  query: ParticipationRequestsQuery,
): Promise<ParticipationRequestPage> {
  await readTripFor(ctx.db, tripId, caller, 'manage_participants', say.notAllowedToSeeRequests);
  const { rows, count } = await repo.listRequests(ctx.db, tripId, query.status, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { results: rows.map(present), count };
}

/**
 * A signed-in user asks to join a trip with a role (spec 000 §3, §5). One open request per user
 * and trip; people who already take part have nothing to ask.
 */
export async function requestParticipation(
  ctx: AppContext,
  tripId: number,
  userId: number,
  role: SharedTripRole,
): Promise<ParticipationRequest> {
  const { trip, role: current } = await readTrip(ctx.db, tripId, { userId, accessCode: null });
  if (current !== null) throw conflict(say.alreadyParticipant);
  if (await repo.hasPendingRequest(ctx.db, tripId, userId)) throw conflict(say.alreadyRequested);
  let id: number;
  try {
    id = await repo.insertRequest(ctx.db, tripId, userId, role);
  } catch (error) {
    // Two requests at once: the partial unique index lets one of them in.
    if (isUniqueViolation(error)) throw conflict(say.alreadyRequested);
    throw error;
  }
  await publishTripChange(ctx, {
    type: PLAN_TOGETHER_CHANGES.participationRequested,
    tripId,
    version: trip.version,
    actorUserId: userId,
  });
  const created = await repo.findRequest(ctx.db, tripId, id);
  return present(created!);
}

/**
 * The owner or an editor answers a pending request; accepting makes the user a participant
 * with the requested role (a role they already hold is never lowered).
 */
export async function decideParticipationRequest(
  ctx: AppContext,
  tripId: number,
  requestId: number,
  caller: Viewer,
  action: 'accept' | 'decline',
): Promise<ParticipationRequest> {
  const { trip } = await readTripFor(
    ctx.db,
    tripId,
    caller,
    'manage_participants',
    say.notAllowedToDecide,
  );
  const existing = await repo.findRequest(ctx.db, tripId, requestId);
  if (!existing) throw notFound('Participation request not found.');

  const version = await ctx.db.transaction(async (tx) => {
    const answered = await repo.answerRequest(
      tx,
      requestId,
      action === 'accept' ? 'accepted' : 'declined',
    );
    if (!answered) throw conflict(say.requestNotPending);
    const changed =
      action === 'accept' && (await repo.grantRole(tx, tripId, answered.userId, answered.role));
    if (changed) return repo.bumpVersion(tx, tripId);
    return (await repo.tripVersion(tx, tripId)) ?? trip.version;
  });
  await publishTripChange(ctx, {
    type:
      action === 'accept'
        ? PLAN_TOGETHER_CHANGES.participantAdded
        : PLAN_TOGETHER_CHANGES.participationDeclined,
    tripId,
    version,
    ...(caller.userId === null ? {} : { actorUserId: caller.userId }),
  });
  return present((await repo.findRequest(ctx.db, tripId, requestId))!);
}
