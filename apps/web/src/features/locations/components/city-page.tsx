import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { useLocationAttractions } from '../../places';
import { LiveAreaLine, useAreaFetch } from '../../map';
import { MoneySection } from '../../money';
import { LocationVenueSections } from '../../venues';
import {
  useCity,
  countryPath,
  regionPathname,
  DESTINATION_TYPE_LABELS,
  isAreaDestination,
  PageSkeleton,
} from '../../catalog';
import { CityDescription, CityFacts } from './city-sections';
import { LocationLayout } from './location-layout';
import { TopAttractions } from './top-attractions';

const TOP_ATTRACTIONS = 12;
/** What a city page shows of its places: loaded again when a fetch of its area brings more. */
const PLACE_QUERIES = [['catalog', 'city'], ['places'], ['venues'], ['money']] as const;

export function CityPage() {
  const slug = useParams().slug ?? '';
  const city = useCity(slug);
  const attractions = useLocationAttractions({ city: slug }, TOP_ATTRACTIONS);
  // Opening a city asks for its places from OpenStreetMap (unless fetched recently); they
  // appear when they arrive, without a reload.
  const area = useAreaFetch(slug ? { city_slug: slug } : null, PLACE_QUERIES);
  usePageMeta(city.data?.meta);

  if (city.isError) throwPageError(city.error);
  if (!city.data) return <PageSkeleton />;
  const data = city.data;
  const location = {
    level: 'city',
    country: data.country_slug,
    region: data.region_slug,
    city: data.slug,
  } as const;
  // Popularity ranks cities by population ("3rd largest city in France"): not said of an area.
  const isArea = isAreaDestination(data.destination_type);
  const crumbs = [
    { to: '/cities', label: 'Cities' },
    { to: countryPath(data.country_slug), label: data.country_name },
  ];
  if (data.region_slug && data.region_name) {
    crumbs.push({
      to: regionPathname(data.country_slug, data.region_slug),
      label: data.region_name,
    });
  }

  return (
    <LocationLayout
      crumbs={crumbs}
      location={data}
      mark={{ object: 'city', id: data.city_id }}
      subtitle={
        <>
          {isArea ? DESTINATION_TYPE_LABELS[data.destination_type] : data.popularity_text} ·{' '}
          <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
        </>
      }
      score={data.rating}
      headerExtra={<LiveAreaLine area={area} inline />}
    >
      <CityFacts data={data} />

      <CityDescription data={data} />

      <TopAttractions attractions={attractions} name={data.name} />

      <LocationVenueSections location={location} name={data.name} />
      <MoneySection location={location} />
    </LocationLayout>
  );
}
