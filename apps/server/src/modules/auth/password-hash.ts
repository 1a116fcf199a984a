import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost. The parameters are stored inside every hash, so raising them later only affects
 * new hashes and old ones keep verifying. N=2^15, r=8 takes ~80 ms on one core of the reference
 * machine (see bench/RESULTS.md) and 32 MiB of memory.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  let actual: Buffer;
  try {
    actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  } catch {
    // Parameters scrypt refuses (not a number, not a power of two, over the memory cap).
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A valid hash of a random password: logins for unknown e-mails verify against it so that
 * response time does not reveal which addresses have accounts.
 */
export const dummyHashPromise = hashPassword(randomBytes(16).toString('hex'));
