import { useFilteredListParams } from '../../../shared/hooks/use-filtered-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { SelectField } from '../../../shared/ui/select-field';
import { useEventCategories } from '../api/get-event-categories';
import { DEFAULT_EVENT_CATEGORY, useEvents } from '../api/get-events';
import { locationFromParams } from '../../../shared/lib/venues';
import { EVENT_ORDERINGS, EVENT_ORDERING_VALUES, withAll } from './list-filters';
import { EventGrid } from './venue-cards';
import { countText, VenueListPage } from './venue-list-page';

export function EventsPage() {
  const list = useFilteredListParams(EVENT_ORDERING_VALUES, 'start_date', ['category']);
  const location = locationFromParams(list.filters);
  const categories = useEventCategories();
  const known = (categories.data?.list ?? [])
    .filter((item) => item.count > 0)
    .map((item) => ({ name: item.id, text: item.name, count: item.count }));
  // The world list needs a category; a place's list may show all of them.
  const options = location
    ? withAll('All categories', known)
    : withAll('', known).filter((option) => option.value !== '');
  const fallback = location ? '' : DEFAULT_EVENT_CATEGORY;
  const chosen = list.filter('category') || fallback;
  const category = options.some((option) => option.value === chosen) ? chosen : fallback;
  const events = useEvents({ page: list.page, ordering: list.ordering, category, location });
  usePageMeta(events.data?.meta ?? undefined);

  return (
    <VenueListPage
      title={events.data?.meta?.title ?? 'Events'}
      lead={(count) =>
        countText(count, 'upcoming events and holidays', 'Upcoming events and holidays')
      }
      filters={
        <>
          {options.length > 0 && (
            <SelectField
              label="Category"
              value={category}
              options={options}
              onChange={(next) => list.setFilter('category', next === fallback ? '' : next)}
            />
          )}
        </>
      }
      orderings={EVENT_ORDERINGS}
      list={list}
      query={events}
      emptyText="No upcoming events here."
    >
      {(items) => <EventGrid events={items} />}
    </VenueListPage>
  );
}
