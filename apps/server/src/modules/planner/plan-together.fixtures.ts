import type { TripSocketServerMessage } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { chats, plannerAccessCodes, tripParticipants, trips, users } from '../../db/schema';
import type { createTestApp } from '../../test-support/test-app';

/** Test fixtures of Plan Together: trips written straight to the database, a socket client. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** A trip in its chat, owned by a user or (anonymously) by a fresh planner access code. */
export async function insertTrip(
  t: TestApp,
  owner: { userId: number } | { accessCode: true },
  options: { isPrivate?: boolean; title?: string } = {},
) {
  const db = t.database.db;
  let accessCode: string | null = null;
  if ('accessCode' in owner) {
    accessCode = randomBytes(20).toString('hex');
    await db.insert(plannerAccessCodes).values({ code: accessCode });
  }
  const ownerUserId = 'userId' in owner ? owner.userId : null;
  const [trip] = await db
    .insert(trips)
    .values({
      title: options.title ?? 'Rome in spring',
      isPrivate: options.isPrivate ?? false,
      ownerUserId,
      plannerAccessCode: accessCode,
      durationDays: 3,
    })
    .returning();
  if (ownerUserId !== null) {
    await db
      .insert(tripParticipants)
      .values({ tripId: trip!.id, userId: ownerUserId, role: 'owner' });
  }
  const slug = `trip-${randomBytes(5).toString('hex')}`;
  const [chat] = await db
    .insert(chats)
    .values({ slug, userId: ownerUserId, plannerAccessCode: accessCode, tripId: trip!.id })
    .returning();
  return { trip: trip!, chat: chat!, accessCode };
}

export async function addParticipant(
  t: TestApp,
  tripId: number,
  userId: number,
  role: 'editor' | 'viewer',
): Promise<void> {
  await t.database.db.insert(tripParticipants).values({ tripId, userId, role });
}

export async function participantsOf(t: TestApp, tripId: number) {
  const rows = await t.database.db
    .select({ userId: tripParticipants.userId, role: tripParticipants.role })
    .from(tripParticipants)
    .where(eq(tripParticipants.tripId, tripId));
  return Object.fromEntries(rows.map((r) => [r.userId, r.role]));
}

export async function versionOf(t: TestApp, tripId: number): Promise<number> {
  const [row] = await t.database.db.select().from(trips).where(eq(trips.id, tripId));
  return row!.version;
}

/** The part of the `ws` client the tests drive (the package ships no types). */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
}
type WsClientClass = new (url: string, options?: { autoPong?: boolean }) => WsClient;
// The `ws` package is what @fastify/websocket serves with; a real client of the same library.
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: WsClientClass };

/**
 * A real WebSocket client of a listening app. `next(type)` waits for the next message of that
 * type; `closed` resolves with the close code and reason.
 */
export function openSocket(url: string, options: { autoPong?: boolean } = {}) {
  const socket = new WebSocket(url, options);
  const received: TripSocketServerMessage[] = [];
  let seen = 0;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('error', () => undefined); // a refused socket reports through `closed`
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  return {
    received,
    closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    /** The next not yet returned message; fails when another type comes first. */
    async next<T extends TripSocketServerMessage['type']>(
      type: T,
      timeoutMs = 5000,
    ): Promise<Extract<TripSocketServerMessage, { type: T }>> {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= seen) {
        if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const message = received[seen++]!;
      if (message.type !== type) {
        throw new Error(`expected ${type}, got ${JSON.stringify(message)}`);
      }
      return message as Extract<TripSocketServerMessage, { type: T }>;
    },
  };
}
