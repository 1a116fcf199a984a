import type { GeoKind } from '@ai-map/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../shared/ui/button';
import { ChevronRightIcon } from '../../../../shared/ui/icons';
import { Skeleton } from '../../../../shared/ui/skeleton';
import details from '../../../../shared/ui/attraction.module.css';
import {
  ContactsReveal,
  PhotoSlider,
  AddressRow,
  DetailRow,
  DirectContacts,
  PlaceRating,
} from '../../../places';
import { MarkButtons } from '../../../social';
import { type PlaceDetail, usePlaceDetail } from '../../api/place-details';
import { PLACE_ERROR_TEXT } from './place-overview';
import { placeSummary } from './place-summary';
import styles from './selected.module.css';

/** The loading state of a selected view. */
export function SelectedSkeleton() {
  return (
    <div className={styles.view} role="status" aria-label="Loading the selected place">
      <Skeleton height={170} radius="var(--radius-md)" />
      <Skeleton width="75%" height={22} />
      <Skeleton width="50%" height={14} />
      <Skeleton height={90} radius="var(--radius-md)" />
    </div>
  );
}

export function SelectedError() {
  return (
    <p className={styles.error} role="alert">
      {PLACE_ERROR_TEXT}
    </p>
  );
}

/**
 * Phone and website: an attraction's stay hidden until revealed (§4), shops and food and drink
 * places show theirs; events have none.
 */
function Contacts({ detail }: { detail: PlaceDetail }) {
  if (detail.kind === 'attraction') return <ContactsReveal attraction={detail.data} />;
  if (detail.kind === 'event') return null;
  if (!detail.data.phone && !detail.data.website) return null;
  return (
    <dl className={`${details.details} ${styles.details}`}>
      <DirectContacts phone={detail.data.phone} website={detail.data.website} />
    </dl>
  );
}

/** The selected attraction, shop, food and drink place or event in full. */
export function SelectedPlace({ kind, id }: { kind: GeoKind; id: number }) {
  const detail = usePlaceDetail(kind, id);
  if (detail.isPending) return <SelectedSkeleton />;
  if (detail.isError) return <SelectedError />;
  const place = placeSummary(detail.data);

  return (
    <div className={styles.view}>
      <PhotoSlider images={place.images} name={place.name} blurred={place.blurred} />
      <div>
        <h3 className={styles.name}>{place.name}</h3>
        {place.categories.length > 0 && (
          <ul className={styles.chips} aria-label="Categories">
            {place.categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        )}
      </div>
      <PlaceRating rating={place.rating} />
      <MarkButtons
        object={place.markObject}
        id={place.id}
        name={place.name}
        isLiked={place.isLiked}
        likes={place.likes}
        isFavourite={place.isFavourite}
        isVisited={place.isVisited}
      />
      <dl className={`${details.details} ${styles.details}`}>
        <AddressRow address={place.address} />
        {place.dates && <DetailRow label="Dates">{place.dates}</DetailRow>}
        {place.openingHours && <DetailRow label="Opening hours">{place.openingHours}</DetailRow>}
      </dl>
      <Contacts detail={detail.data} />
      <Link className={buttonClassName({ variant: 'secondary', block: true })} to={place.path}>
        Open the full page
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}
