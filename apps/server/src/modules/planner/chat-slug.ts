import { randomBytes } from 'node:crypto';

/** A chat's public name in its URL (`/chat/{slug}`): 96 random bits, so chats cannot be guessed. */
export function newChatSlug(): string {
  return randomBytes(12).toString('base64url');
}
