import type { AttractionDetail } from '@ai-map/contracts';
import { useState } from 'react';
import { useSessionStore } from '../../../shared/api/session-store';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../../shared/ui/icons';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { UnlockPremium } from '../../subscription';
import {
  isEmailConfirmationRequired,
  isLockedByPlan,
  useRevealAttractionContacts,
} from '../api/get-attraction-contacts';
import styles from '../../../shared/ui/attraction.module.css';

export const CONFIRM_EMAIL_TEXT =
  'Please confirm your e-mail address to see contact details. We sent you a link when you signed up.';

/**
 * Phone and website stay hidden until "Show contacts" (spec 001 §1, §4): signed out, the click
 * opens the sign-in modal; without a confirmed e-mail the server refuses and the e-mail
 * confirmation prompt shows (§8).
 */
export function ContactsReveal({ attraction }: { attraction: AttractionDetail }) {
  const token = useSessionStore((state) => state.token);
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const reveal = useRevealAttractionContacts();
  const [confirmPrompt, setConfirmPrompt] = useState(false);

  if (!attraction.has_phone && !attraction.has_website) return null;

  const onReveal = () => {
    if (token === null) {
      openAuthModal('signin');
      return;
    }
    setConfirmPrompt(false);
    reveal.mutate(attraction.attraction_id, {
      onError: (error) => {
        console.error(error);
        if (isEmailConfirmationRequired(error)) setConfirmPrompt(true);
      },
    });
  };

  const contacts = reveal.data;
  if (contacts) {
    // The plan shows only what it unlocks; a hidden phone or website reads null (spec 000 §1).
    const locked = [
      attraction.has_phone && contacts.phone === null && 'phone numbers',
      attraction.has_website && contacts.website === null && 'websites',
    ].filter(Boolean);
    return (
      <>
        <dl className={styles.details}>
          {contacts.phone && (
            <div className={styles.detail}>
              <dt>
                <PhoneIcon size={18} />
                Phone
              </dt>
              <dd>
                <a href={`tel:${contacts.phone.replace(/\s+/g, '')}`}>{contacts.phone}</a>
                <CopyButton text={contacts.phone} label="Phone" />
              </dd>
            </div>
          )}
          {contacts.website && (
            <div className={styles.detail}>
              <dt>
                <GlobeIcon size={18} />
                Website
              </dt>
              <dd>
                <a href={contacts.website} target="_blank" rel="noopener noreferrer nofollow">
                  {contacts.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {locked.length > 0 && (
          <UnlockPremium message={`Premium plans also show ${locked.join(' and ')}.`} />
        )}
      </>
    );
  }

  return (
    <div className={styles.reveal}>
      <Button variant="secondary" loading={reveal.isPending} onClick={onReveal}>
        <PhoneIcon size={18} />
        Show contacts
      </Button>
      <span className={styles.revealHint}>
        {[attraction.has_phone && 'phone', attraction.has_website && 'website']
          .filter(Boolean)
          .join(' and ')}
      </span>
      {confirmPrompt && (
        <p className={styles.confirm} role="alert">
          <MailIcon size={18} />
          {CONFIRM_EMAIL_TEXT}
        </p>
      )}
      {isLockedByPlan(reveal.error) && <UnlockPremium message={reveal.error?.message} />}
      {reveal.isError && !confirmPrompt && !isLockedByPlan(reveal.error) && (
        <p className={styles.revealError} role="alert">
          Contacts could not be loaded. Please try again.
        </p>
      )}
    </div>
  );
}
