import { createHash, randomBytes } from 'node:crypto';

/** A random key to hand out (tokens, mailed links): 160 bits, hex. */
export function generateKey(): string {
  return randomBytes(20).toString('hex');
}

/** What the database stores instead of a key: a leaked row cannot be replayed. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
