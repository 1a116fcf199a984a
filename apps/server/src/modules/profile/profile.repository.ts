import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

export type ProfileChanges = Partial<
  Pick<UserRow, 'name' | 'email' | 'emailConfirmed' | 'photo' | 'backgroundImage'>
>;

export async function updateUser(
  db: Database,
  userId: number,
  changes: ProfileChanges,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row!;
}
