import {
  type PendingInvitation,
  type SharedTripRole,
  SharedTripRoleSchema,
  type TripMember,
} from '@ai-map/contracts';
import { useId, useState } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { Button } from '../../../shared/ui/button';
import { CloseIcon, TrashIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useTrip } from '../api/get-trip';
import { useMemberChanges, usePendingInvitations, useTripMembers } from '../api/trip-members';
import { canOnTrip } from '../lib/trip-access';
import { ROLE_LABEL, validUntil } from '../lib/member-labels';
import styles from './trip-people.module.css';

/**
 * The invite dialog's people of the chosen trip: who takes part (with their role, which the
 * owner and editors can change, and a way to remove them) and the invitations still waiting.
 * Shown to the people the trip policy lets manage participants; nothing for anyone else.
 */
export function TripPeople({ tripId }: { tripId: number | null }) {
  const trip = useTrip(tripId);
  const allowed = trip.data !== undefined && canOnTrip(trip.data, 'manage_participants');
  const members = useTripMembers(tripId, allowed);
  const invitations = usePendingInvitations(tripId, allowed);
  const { changeRole, removeMember, revokeInvitation } = useMemberChanges();
  const me = useCurrentUser().profile?.id;
  if (tripId === null || !allowed || !members.data || !invitations.data) return null;
  const onError = (error: unknown) => toast.error(errorDetail(error));

  return (
    <PeopleLists
      members={members.data.results}
      invitations={invitations.data.results}
      myUserId={me}
      busy={changeRole.isPending || removeMember.isPending || revokeInvitation.isPending}
      onRole={(member, role) =>
        changeRole.mutate({ tripId, userId: member.user.id, role }, { onError })
      }
      onRemove={(member) =>
        removeMember.mutate(
          { tripId, userId: member.user.id },
          {
            onError,
            onSuccess: () => toast.success(`${member.user.name} no longer has this trip.`),
          },
        )
      }
      onRevoke={(invitation) =>
        revokeInvitation.mutate({ tripId, invitationId: invitation.id }, { onError })
      }
    />
  );
}

interface PeopleListsProps {
  members: TripMember[];
  invitations: PendingInvitation[];
  myUserId: number | undefined;
  busy: boolean;
  onRole: (member: TripMember, role: SharedTripRole) => void;
  onRemove: (member: TripMember) => void;
  onRevoke: (invitation: PendingInvitation) => void;
}

/** The two lists, as data: the members with their controls, then the invitations waiting. */
export function PeopleLists(props: PeopleListsProps) {
  const { members, invitations, myUserId, busy, onRevoke } = props;
  const peopleId = useId();
  const invitationsId = useId();
  return (
    <div className={styles.people}>
      <section aria-labelledby={peopleId}>
        <h3 id={peopleId} className={styles.heading}>
          People on this trip ({members.length})
        </h3>
        <ul className={styles.list}>
          {members.map((member) => (
            <MemberRow
              key={member.user.id}
              member={member}
              isMe={member.user.id === myUserId}
              {...props}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby={invitationsId}>
        <h3 id={invitationsId} className={styles.heading}>
          Invitations waiting ({invitations.length})
        </h3>
        {invitations.length === 0 ? (
          <p className={styles.empty}>No invitation is waiting for an answer.</p>
        ) : (
          <ul className={styles.list}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <span className={styles.who}>
                  <span className={styles.name}>{invitation.email}</span>
                  <span className={styles.detail}>
                    {ROLE_LABEL[invitation.role]} · link valid {validUntil(invitation.expires_at)}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  title="Withdraw the invitation"
                  onClick={() => onRevoke(invitation)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function MemberRow({
  member,
  isMe,
  busy,
  onRole,
  onRemove,
}: PeopleListsProps & { member: TripMember; isMe: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const name = `${member.user.name}${isMe ? ' (you)' : ''}`;
  const role = SharedTripRoleSchema.safeParse(member.role);

  if (confirming) {
    return (
      <li className={styles.confirm}>
        <span>Remove {member.user.name} from this trip? They can no longer open it.</span>
        <span className={styles.confirmActions}>
          {/* The button pressed is gone: the question takes the focus, on its safe answer. */}
          <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onRemove(member);
            }}
          >
            Remove
          </Button>
        </span>
      </li>
    );
  }

  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
      </span>
      {/* The owner keeps the trip: only the shared roles can be changed or taken away. */}
      {role.success ? (
        <>
          <select
            className={styles.role}
            aria-label={`Role of ${member.user.name}`}
            value={role.data}
            disabled={busy}
            onChange={(event) => onRole(member, SharedTripRoleSchema.parse(event.target.value))}
          >
            <option value="editor">{ROLE_LABEL.editor}</option>
            <option value="viewer">{ROLE_LABEL.viewer}</option>
          </select>
          <button
            type="button"
            className={styles.iconButton}
            disabled={busy}
            aria-label={`Remove ${member.user.name} from the trip`}
            title="Remove from the trip"
            onClick={() => setConfirming(true)}
          >
            <TrashIcon size={16} />
          </button>
        </>
      ) : (
        <span className={styles.ownerRole}>{ROLE_LABEL[member.role]}</span>
      )}
    </li>
  );
}
