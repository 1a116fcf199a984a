import { serverMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { generateKey } from '../auth/secret-key';
import { transferChats } from './trip-chats.repository';
import * as repo from '../auth/access-code.repository';
import { transferTrips } from './trips.repository';

/** A new code for an anonymous planner (spec 000 §4); the client keeps it for a year. */
export async function createAccessCode(ctx: AppContext): Promise<string> {
  const code = generateKey();
  await repo.insertAccessCode(ctx.db, code);
  return code;
}

/**
 * Links a code to the signed-in user, so that what was planned anonymously under it follows
 * them (spec 000 §4: after login the stored code is posted): in one transaction the code is
 * claimed and its trips and chats become the user's. Claiming one's own code again is harmless
 * (and hands over anything planned under it since); another account's code is refused.
 */
export async function claimAccessCode(
  ctx: AppContext,
  code: string,
  userId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockAccessCode(tx, code);
    if (!row) throw notFound(serverMessages.accessCodeUnknown);
    if (row.userId !== null && row.userId !== userId) {
      throw forbidden('This planner access code belongs to another account.');
    }
    if (row.userId === null) await repo.claimAccessCode(tx, code, userId);
    await transferTrips(tx, code, userId);
    await transferChats(tx, code, userId);
  });
}
