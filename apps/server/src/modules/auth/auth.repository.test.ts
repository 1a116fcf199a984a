import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { userKeys } from '../../db/schema';
import { isUniqueViolation } from '../../lib/unique-violation';
import { createTestDatabase } from '../../test-support/test-database';
import * as repo from './auth.repository';
import { generateKey, hashKey } from './secret-key';

const HOUR_MS = 60 * 60 * 1000;

describe('auth repository', () => {
  let handle: DatabaseHandle;
  let n = 0;
  const newUser = (email = `user${++n}@example.com`) =>
    repo.insertUser(handle.db, {
      email,
      passwordHash: 'scrypt$1$1$1$a$b',
      username: `user_${++n}`,
      name: 'U',
    });

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('finds users by e-mail whatever the case of the query', async () => {
    const user = await newUser('mixed.case@example.com');
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      emailConfirmed: false,
      isActive: true,
      photo: null,
    });
    expect(user.dateJoined).toBeInstanceOf(Date);
    expect((await repo.findUserByEmail(handle.db, 'Mixed.CASE@Example.com'))?.id).toBe(user.id);
    expect((await repo.findUserById(handle.db, user.id))?.email).toBe(user.email);
    expect(await repo.findUserByEmail(handle.db, 'someone.else@example.com')).toBeUndefined();
    expect(await repo.usernameExists(handle.db, user.username)).toBe(true);
    expect(await repo.usernameExists(handle.db, 'nobody_at_all')).toBe(false);
  });

  it('enforces unique e-mails and usernames, recognisably', async () => {
    const user = await newUser('taken@example.com');
    const sameEmail = await newUser('taken@example.com').catch((error: unknown) => error);
    expect(sameEmail).toBeInstanceOf(Error);
    expect(isUniqueViolation(sameEmail)).toBe(true);

    const sameUsername = await repo
      .insertUser(handle.db, {
        email: 'fresh@example.com',
        passwordHash: 'x',
        username: user.username,
        name: '',
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(sameUsername)).toBe(true);

    // Other failures are not mistaken for one.
    const missingUser = await repo
      .insertToken(handle.db, 999_999, hashKey(generateKey()), new Date(Date.now() + HOUR_MS))
      .catch((error: unknown) => error);
    expect(missingUser).toBeInstanceOf(Error);
    expect(isUniqueViolation(missingUser)).toBe(false);
  });

  it('finds the user of a live token only', async () => {
    const user = await newUser();
    const live = hashKey(generateKey());
    const expired = hashKey(generateKey());
    await repo.insertToken(handle.db, user.id, live, new Date(Date.now() + HOUR_MS));
    await repo.insertToken(handle.db, user.id, expired, new Date(Date.now() - 1000));

    expect((await repo.findUserByTokenHash(handle.db, live))?.id).toBe(user.id);
    expect(await repo.findUserByTokenHash(handle.db, expired)).toBeUndefined();
    expect(await repo.findUserByTokenHash(handle.db, hashKey('unknown'))).toBeUndefined();

    await repo.deleteToken(handle.db, live);
    expect(await repo.findUserByTokenHash(handle.db, live)).toBeUndefined();
  });

  it('deletes every token of one user only', async () => {
    const user = await newUser();
    const bystander = await newUser();
    const mine = [hashKey(generateKey()), hashKey(generateKey())];
    const theirs = hashKey(generateKey());
    for (const h of mine)
      await repo.insertToken(handle.db, user.id, h, new Date(Date.now() + HOUR_MS));
    await repo.insertToken(handle.db, bystander.id, theirs, new Date(Date.now() + HOUR_MS));

    await repo.deleteTokensOfUser(handle.db, user.id);
    for (const h of mine) expect(await repo.findUserByTokenHash(handle.db, h)).toBeUndefined();
    expect((await repo.findUserByTokenHash(handle.db, theirs))?.id).toBe(bystander.id);
  });

  it('updates the password hash, the last login and the confirmation flag', async () => {
    const user = await newUser();
    expect(user.lastLogin).toBeNull();
    await repo.updatePasswordHash(handle.db, user.id, 'scrypt$new');
    await repo.touchLastLogin(handle.db, user.id);
    await repo.markEmailConfirmed(handle.db, user.id);
    const after = await repo.findUserById(handle.db, user.id);
    expect(after).toMatchObject({ passwordHash: 'scrypt$new', emailConfirmed: true });
    expect(after?.lastLogin).toBeInstanceOf(Date);
  });

  it('finds a live one-time key by purpose until spent, and spends all keys of that purpose', async () => {
    const user = await newUser();
    const future = new Date(Date.now() + HOUR_MS);
    const key = (purpose: repo.UserKeyPurpose, expiresAt = future) => {
      const keyHash = hashKey(generateKey());
      return repo
        .insertUserKey(handle.db, {
          userId: user.id,
          purpose,
          keyHash,
          email: user.email,
          expiresAt,
        })
        .then(() => keyHash);
    };
    const older = await key('password_reset');
    const newer = await key('password_reset');
    const confirm = await key('confirm_email');
    const stale = await key('password_reset', new Date(Date.now() - 1000));

    const found = await repo.findLiveUserKey(handle.db, newer, 'password_reset');
    expect(found).toMatchObject({
      userId: user.id,
      purpose: 'password_reset',
      email: user.email,
      usedAt: null,
    });
    expect(await repo.findLiveUserKey(handle.db, newer, 'confirm_email')).toBeUndefined();
    expect(await repo.findLiveUserKey(handle.db, stale, 'password_reset')).toBeUndefined();

    await repo.spendUserKeys(handle.db, user.id, 'password_reset');
    expect(await repo.findLiveUserKey(handle.db, older, 'password_reset')).toBeUndefined();
    expect(await repo.findLiveUserKey(handle.db, newer, 'password_reset')).toBeUndefined();
    // Keys of the other purpose stay usable.
    expect((await repo.findLiveUserKey(handle.db, confirm, 'confirm_email'))?.userId).toBe(user.id);

    const [spent] = await handle.db.select().from(userKeys).where(eq(userKeys.keyHash, newer));
    expect(spent?.usedAt).toBeInstanceOf(Date);
  });
});
