import type { PlaceImage } from '@ai-map/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionStore } from '../../../shared/api/session-store';
import { placeAddress } from '../../../shared/lib/venues';
import styles from '../../../shared/ui/content.module.css';
import { DataAgeLine } from '../../../shared/ui/data-age-line';
import local from '../../../shared/ui/attraction.module.css';
import { type MarkObject, MarkButtons } from '../../social';
import { PhotoSlider } from './photo-slider';
import { PhotoUpload } from './photo-upload';
import { PlaceBreadcrumbs } from './place-breadcrumbs';
import { AddressRow, PlaceRating, WikipediaLink } from './place-details';

interface VenueLayoutProps {
  /** The list page the breadcrumbs start with. */
  list: { to: string; label: string };
  place: {
    name: string;
    country_slug: string | null;
    country_name: string | null;
    city_slug: string | null;
    city_name: string | null;
    address: string | null;
    region_name: string | null;
    image: PlaceImage[];
    is_blurred: boolean;
    rating: number;
    is_liked: boolean;
    number_of_likes: number;
    is_favourite: boolean;
    is_visited: boolean;
    wikipedia: string | null;
    source: string;
    data_date: string | null;
  };
  /** `visited: false` leaves out the "visited" mark (food and drink places have none). */
  mark: { object: MarkObject; id: number; visited?: boolean };
  categories: string[];
  /** The photos when the page asks for them apart (with the viewer's own uploads). */
  photos?: PlaceImage[];
  renderPhotoActions?: (image: PlaceImage) => ReactNode;
  /** "Add photo" for signed-in users, when the kind of place takes photos. */
  upload?: UseMutationResult<PlaceImage, Error, File>;
  /** Between the title and the categories (an event's dates). */
  lead?: ReactNode;
  ratingNote?: string;
  /** The rows of the details list, after the address. */
  details: ReactNode;
  /** Under the details list, before the Wikipedia link (description, contacts). */
  about?: ReactNode;
  /** The sections under the photos and the details (similar and nearby places). */
  children?: ReactNode;
}

/**
 * The page of one place (attraction, shop, event, food and drink): breadcrumbs, the photos beside
 * the title, categories, rating, marks and details, then the page's own sections.
 */
export function VenueLayout({
  list,
  place,
  mark,
  categories,
  photos = place.image,
  renderPhotoActions,
  upload,
  lead,
  ratingNote,
  details,
  about,
  children,
}: VenueLayoutProps) {
  const token = useSessionStore((state) => state.token);
  return (
    <article className={styles.page}>
      <header>
        <PlaceBreadcrumbs list={list} place={place} />
      </header>
      <div className={local.layout}>
        <div className={local.media}>
          <PhotoSlider
            images={photos}
            name={place.name}
            blurred={place.is_blurred}
            renderActions={renderPhotoActions}
          />
          {upload && token !== null && (
            <div className={local.mediaActions}>
              <PhotoUpload upload={upload} />
            </div>
          )}
        </div>
        <div className={local.info}>
          <h1 className={styles.title}>{place.name}</h1>
          {lead}
          {categories.length > 0 && (
            <ul className={styles.chips} aria-label="Categories">
              {categories.map((category) => (
                <li key={category} className={styles.chip}>
                  {category}
                </li>
              ))}
            </ul>
          )}
          <PlaceRating rating={place.rating} note={ratingNote} />
          <MarkButtons
            object={mark.object}
            id={mark.id}
            name={place.name}
            isLiked={place.is_liked}
            likes={place.number_of_likes}
            isFavourite={place.is_favourite}
            isVisited={mark.visited === false ? undefined : place.is_visited}
          />
          <dl className={local.details}>
            {/* Without a street address, the city, region and country are what can be copied. */}
            <AddressRow address={placeAddress(place)} />
            {details}
          </dl>
          {about}
          <WikipediaLink href={place.wikipedia} />
          <DataAgeLine places={[place]} scope="place" />
        </div>
      </div>
      {children}
    </article>
  );
}
