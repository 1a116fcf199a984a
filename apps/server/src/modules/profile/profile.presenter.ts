import type { Profile } from '@ai-map/contracts';
import { MEDIA_BASE } from '@ai-map/contracts';
import type { UserRow } from '../auth/auth.repository';

const mediaUrl = (file: string | null) => (file ? `${MEDIA_BASE}/${file}` : null);

/** The profile as the API shows it (spec 000 §3). Plans arrive with billing; until then: none. */
export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    email_confirmed: user.emailConfirmed,
    photo: mediaUrl(user.photo),
    background_image: mediaUrl(user.backgroundImage),
    is_active_subscription: false,
    subscription_info: null,
  };
}
