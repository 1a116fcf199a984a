import { useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { PageSkeleton } from '../../catalog';
import local from '../../../shared/ui/attraction.module.css';
import { PhotoSlider, AddressRow, DetailRow, PlaceRating, WikipediaLink } from '../../places';
import { MarkButtons } from '../../social';
import { useEvent } from '../api/get-event';
import { formatDateRange, parsePlaceId, placeAddress } from '../../../shared/lib/venues';
import { PlaceBreadcrumbs } from './place-breadcrumbs';
import venues from '../../../shared/ui/venues.module.css';

export function EventPage() {
  const id = parsePlaceId(useParams().id);
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <EventView id={id} />;
}

function EventView({ id }: { id: number }) {
  const event = useEvent(id);
  usePageMeta(event.data?.meta);

  if (event.isError) throwPageError(event.error);
  if (!event.data) return <PageSkeleton />;
  const data = event.data;

  return (
    <article className={styles.page}>
      <header>
        <PlaceBreadcrumbs list={{ to: '/events', label: 'Events' }} place={data} />
      </header>
      <div className={local.layout}>
        <div className={local.media}>
          <PhotoSlider images={data.image} name={data.name} blurred={data.is_blurred} />
        </div>
        <div className={local.info}>
          <h1 className={styles.title}>{data.name}</h1>
          <p className={venues.dates}>
            <time dateTime={data.start_date ?? undefined}>
              {formatDateRange(data.start_date, data.finish_date)}
            </time>
            {data.is_public_holiday && <span className={venues.badge}>Public holiday</span>}
          </p>
          {data.event_category_name.length > 0 && (
            <ul className={styles.chips} aria-label="Categories">
              {data.event_category_name.map((category) => (
                <li key={category} className={styles.chip}>
                  {category}
                </li>
              ))}
            </ul>
          )}
          <PlaceRating rating={data.rating} />
          <MarkButtons
            object="event"
            id={data.event_id}
            name={data.name}
            isLiked={data.is_liked}
            likes={data.number_of_likes}
            isFavourite={data.is_favourite}
            isVisited={data.is_visited}
          />
          <dl className={local.details}>
            <AddressRow address={placeAddress(data)} />
            {data.type_of_event && (
              <DetailRow label="Type">
                <span style={{ textTransform: 'capitalize' }}>{data.type_of_event}</span>
              </DetailRow>
            )}
            {data.opening_hours && (
              <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>
            )}
          </dl>
          <WikipediaLink href={data.wikipedia} />
        </div>
      </div>
    </article>
  );
}
