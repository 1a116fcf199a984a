import type { UserLocation } from '@ai-map/contracts';

/** How long a remembered position stays good enough for "near me". */
const MAX_AGE_MS = 10 * 60_000;
const TIMEOUT_MS = 1500;

/**
 * The user's position for the assistant's `user_location`, only when the browser already has
 * permission: a chat message never waits on a permission prompt, and nobody is asked for their
 * location just for chatting. Null when unknown.
 */
export async function currentUserLocation(): Promise<UserLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) {
    return null;
  }
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise((resolve) =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
        () => resolve(null),
        { maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS },
      ),
    );
  } catch {
    return null;
  }
}
