/** The fields the display-name rule reads; any profile-like object has them. */
export interface NamedPerson {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  username?: string | null;
}

/** First and last name, else name, else username, else "User" (spec 000 §3, spec 001 §3). */
export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return 'User';
  const full = [person.first_name, person.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || person.name?.trim() || person.username?.trim() || 'User';
}
