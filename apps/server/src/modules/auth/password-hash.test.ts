import { describe, expect, it } from 'vitest';
import { dummyHashPromise, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('hashes as scrypt$32768$8$1$salt$hash with a fresh salt each time', async () => {
    const a = await hashPassword('Correct-Horse-Battery-9');
    const b = await hashPassword('Correct-Horse-Battery-9');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    const [, , , , salt, hash] = a.split('$');
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Correct-Horse');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Correct-Horse-Battery-9');
    expect(await verifyPassword('Correct-Horse-Battery-9', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-9', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats Unicode compatibility forms of a password as the same password', async () => {
    const stored = await hashPassword('ﬁsh-and-chips-42'); // starts with the "fi" ligature
    expect(await verifyPassword('fish-and-chips-42', stored)).toBe(true);
  });

  it('still verifies hashes made with other stored parameters', async () => {
    const stored = await hashPassword('Correct-Horse-Battery-9');
    const [, , , , salt] = stored.split('$');
    // Same salt, cheaper cost: a different, self-consistent hash must verify with its own parameters.
    const { scryptSync } = await import('node:crypto');
    const cheap = scryptSync('pw-cheap-params', Buffer.from(salt!, 'base64'), 64, {
      N: 1024,
      r: 8,
      p: 1,
    });
    const legacy = ['scrypt', 1024, 8, 1, salt, cheap.toString('base64')].join('$');
    expect(await verifyPassword('pw-cheap-params', legacy)).toBe(true);
    expect(await verifyPassword('other', legacy)).toBe(false);
  });

  it.each([
    '',
    'plain',
    'bcrypt$10$abc$def$ghi$jkl',
    'scrypt$32768$8$1$onlysalt',
    'scrypt$$8$1$c2FsdA==$aGFzaA==',
    // Well-formed outside, unusable parameters inside: not a power of two, not a number, too costly.
    'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
    'scrypt$abc$8$1$c2FsdA==$aGFzaA==',
    'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==',
  ])('answers false for the malformed hash %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('offers a valid dummy hash for timing-equal failures', async () => {
    const dummy = await dummyHashPromise;
    expect(dummy).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
