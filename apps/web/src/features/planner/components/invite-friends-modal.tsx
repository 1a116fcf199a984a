import { planTogetherMessages, type SharedTripRole } from '@ai-map/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError, collectFieldErrors } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { useSubscriptionPlans } from '../../subscription';
import { useTripChoices } from '../hooks/use-trip-choices';
import { useInviteFriends } from '../api/invite-friends';
import { addInvitee, inviteeListError } from '../lib/invitees';
import { InviteeList, RoleSelect, TripSelect } from './invite-friends-fields';
import { TripPeople } from './trip-people';
import styles from './planner-modals.module.css';

const TRIP_REQUIRED = 'Please choose a trip.';

/** The failure of an invitation call: the server's field message, detail, or the §8 fallback. */
function inviteFailure(error: unknown): string {
  const fieldMessage = collectFieldErrors(error).emails?.[0];
  if (fieldMessage) return fieldMessage;
  if (error instanceof ApiRequestError && error.status !== 500 && error.body.detail) {
    return error.body.detail;
  }
  return planTogetherMessages.inviteFailed;
}

interface InviteFriendsModalProps {
  /** The chat whose trip is chosen first (the open one). */
  chatSlug: string;
  onClose: () => void;
}

/**
 * Spec 000 §2 Invitation modal (400 px): a required Trip selector over the user's trips, the
 * role the friends get (ours; editor by default), an e-mail input adding invitees to a list
 * (§5 checks), and Send; then (ours) the trip's people and its invitations still waiting.
 */
export function InviteFriendsModal({ chatSlug, onClose }: InviteFriendsModalProps) {
  const headingId = useId();
  const invite = useInviteFriends();
  const choices = useTripChoices(chatSlug);
  const [slug, setSlug] = useState(chatSlug);
  const [role, setRole] = useState<SharedTripRole>('editor');
  const [typed, setTyped] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const ownEmail = useCurrentUser().profile?.email;
  const friendsLimit = useSubscriptionPlans().data?.find((plan) => plan.is_current_plan)?.friends;
  // A message about the list or the call no longer holds once the form changes.
  const edited = () => setFormError(undefined);

  const add = () => {
    const result = addInvitee(emails, typed, { ownEmail, friendsLimit });
    if (result.error !== undefined) {
      setEmailError(result.error);
      return;
    }
    setEmails(result.emails);
    setTyped('');
    setEmailError(undefined);
    setFormError(undefined);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!slug) {
      setFormError(TRIP_REQUIRED);
      return;
    }
    const listError = inviteeListError(emails);
    if (listError) {
      setFormError(listError);
      return;
    }
    invite.mutate(
      { chatId: slug, emails, role },
      {
        onSuccess: () => {
          toast.success(planTogetherMessages.inviteSent, 'Success');
          onClose();
        },
        onError: (error) => setFormError(inviteFailure(error)),
      },
    );
  };

  return (
    <Modal labelledBy={headingId} onClose={onClose} maxWidth={400}>
      <form className={styles.body} onSubmit={send} noValidate>
        <h2 id={headingId}>Invite Friends</h2>
        <TripSelect
          choices={choices}
          slug={slug}
          onChange={(chosen) => {
            setSlug(chosen);
            edited();
          }}
        />
        <RoleSelect
          role={role}
          onChange={(chosen) => {
            setRole(chosen);
            edited();
          }}
        />
        <div className={styles.emailRow}>
          <TextField
            label="Friend's e-mail"
            type="email"
            value={typed}
            error={emailError}
            hint={
              friendsLimit === undefined
                ? undefined
                : `Your plan lets you invite ${friendsLimit} friend${friendsLimit === 1 ? '' : 's'} to a trip.`
            }
            onChange={(event) => {
              setTyped(event.target.value);
              setEmailError(undefined);
              edited();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button variant="secondary" onClick={add}>
            Add
          </Button>
        </div>
        <InviteeList
          emails={emails}
          onRemove={(email) => {
            setEmails(emails.filter((known) => known !== email));
            edited();
          }}
        />
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={invite.isPending}>
            Send
          </Button>
        </div>
        <TripPeople tripId={choices.find((choice) => choice.slug === slug)?.tripId ?? null} />
      </form>
    </Modal>
  );
}
