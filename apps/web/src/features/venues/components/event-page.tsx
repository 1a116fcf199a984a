import { useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { PageSkeleton } from '../../catalog';
import { DetailRow, VenueLayout } from '../../places';
import { useEvent } from '../api/get-event';
import { formatDateRange, parsePlaceId } from '../../../shared/lib/venues';
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
    <VenueLayout
      list={{ to: '/events', label: 'Events' }}
      place={data}
      mark={{ object: 'event', id: data.event_id }}
      categories={data.event_category_name}
      lead={
        <p className={venues.dates}>
          <time dateTime={data.start_date ?? undefined}>
            {formatDateRange(data.start_date, data.finish_date)}
          </time>
          {data.is_public_holiday && <span className={venues.badge}>Public holiday</span>}
        </p>
      }
      details={
        <>
          {data.type_of_event && (
            <DetailRow label="Type">
              <span style={{ textTransform: 'capitalize' }}>{data.type_of_event}</span>
            </DetailRow>
          )}
          {data.opening_hours && <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>}
        </>
      }
    />
  );
}
