import type { Profile, SubscriptionInfo } from '@ai-map/contracts';
import { MEDIA_BASE } from '@ai-map/contracts';
import type { UserRow } from '../auth/auth.repository';

const mediaUrl = (file: string | null) => (file ? `${MEDIA_BASE}/${file}` : null);

/** The plan fields of a profile (plans.service subscriptionStatus). */
export interface ProfilePlan {
  is_active_subscription: boolean;
  subscription_info: SubscriptionInfo;
}

/** The profile as the API shows it (spec 000 §3), with the plan the user is on. */
export function presentProfile(user: UserRow, plan: ProfilePlan): Profile {
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
    is_active_subscription: plan.is_active_subscription,
    subscription_info: plan.subscription_info,
  };
}
