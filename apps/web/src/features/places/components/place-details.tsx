import { scoreColour } from '../../../shared/lib/format';
import { CopyButton } from '../../../shared/ui/copy-button';
import { ExternalLinkIcon, GlobeIcon, PhoneIcon, PinIcon } from '../../../shared/ui/icons';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import styles from '../../../shared/ui/attraction.module.css';

const scoreWords = { great: 'Great', good: 'Good', medium: 'Medium', bad: 'Bad' } as const;

/** The large score with its word ("Great") and a note under it. */
export function PlaceRating({ rating, note }: { rating: number; note?: string }) {
  return (
    <div className={styles.rating}>
      <ScoreBadge score={rating} large />
      <div>
        <strong>{scoreWords[scoreColour(rating)]}</strong>
        <span className={styles.muted}>{note ?? 'Rating out of 10'}</span>
      </div>
    </div>
  );
}

/** The address row of a place's details, with the copy button (toast "Address Successfuly copied"). */
export function AddressRow({ address }: { address: string }) {
  return (
    <div className={styles.detail}>
      <dt>
        <PinIcon size={18} />
        Address
      </dt>
      <dd>
        <span>{address || 'Not known'}</span>
        {address && <CopyButton text={address} label="Address" />}
      </dd>
    </div>
  );
}

/** A plain row of the details list. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "example.com/menu" for a website link. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** Phone and website shown directly (shops, food and drink places), phone with copy. */
export function DirectContacts({
  phone,
  website,
}: {
  phone: string | null;
  website: string | null;
}) {
  return (
    <>
      {phone && (
        <div className={styles.detail}>
          <dt>
            <PhoneIcon size={18} />
            Phone
          </dt>
          <dd>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            <CopyButton text={phone} label="Phone" />
          </dd>
        </div>
      )}
      {website && (
        <div className={styles.detail}>
          <dt>
            <GlobeIcon size={18} />
            Website
          </dt>
          <dd>
            <a href={website} target="_blank" rel="noopener noreferrer nofollow">
              {shortUrl(website)}
            </a>
          </dd>
        </div>
      )}
    </>
  );
}

/** "Read on Wikipedia" under the details. */
export function WikipediaLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <a className={styles.external} href={href} target="_blank" rel="noopener noreferrer">
      Read on Wikipedia
      <ExternalLinkIcon size={16} />
    </a>
  );
}
