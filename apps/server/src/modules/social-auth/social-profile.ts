/** What a provider tells us about the person signing in. */
export interface SocialProfile {
  provider: 'facebook' | 'twitter';
  /** The provider's id of the person. */
  uid: string;
  /** A verified address, when the person shared one. */
  email: string | null;
  name: string;
  /** Seed of the username for a new account (Twitter handle, else name or e-mail). */
  handle: string;
}
