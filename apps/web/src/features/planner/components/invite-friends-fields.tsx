import type { SharedTripRole } from '@ai-map/contracts';
import { useId } from 'react';
import { CloseIcon } from '../../../shared/ui/icons';
import styles from './planner-modals.module.css';

/** The required trip the friends are invited to. */
export function TripSelect({
  choices,
  slug,
  onChange,
}: {
  choices: { slug: string; title: string }[];
  slug: string;
  onChange: (slug: string) => void;
}) {
  const selectId = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={selectId}>
        Trip
      </label>
      <select
        id={selectId}
        className={styles.select}
        required
        value={slug}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((chat) => (
          <option key={chat.slug} value={chat.slug}>
            {chat.title || 'New trip'}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The role the invited friends get in the trip. */
export function RoleSelect({
  role,
  onChange,
}: {
  role: SharedTripRole;
  onChange: (role: SharedTripRole) => void;
}) {
  const roleId = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={roleId}>
        Role
      </label>
      <select
        id={roleId}
        className={styles.select}
        value={role}
        onChange={(event) => onChange(event.target.value === 'viewer' ? 'viewer' : 'editor')}
      >
        <option value="editor">Editor: plans the trip with you</option>
        <option value="viewer">Viewer: reads the trip</option>
      </select>
    </div>
  );
}

/** The e-mails added so far, each with its remove button; nothing while there are none. */
export function InviteeList({
  emails,
  onRemove,
}: {
  emails: string[];
  onRemove: (email: string) => void;
}) {
  if (emails.length === 0) return null;
  return (
    <ul className={styles.invitees} aria-label="Invitees">
      {emails.map((email) => (
        <li key={email} className={styles.invitee}>
          {email}
          <button type="button" aria-label={`Remove ${email}`} onClick={() => onRemove(email)}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
