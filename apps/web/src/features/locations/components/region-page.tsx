import { PAGE_SIZES } from '@ai-map/contracts';
import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatNumber } from '../../../shared/lib/format';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { MoneySection } from '../../money';
import { LocationVenueSections } from '../../venues';
import {
  useRegion,
  useRegionCities,
  useRegionSimilarCities,
  useRegionTouristCities,
  CityGrid,
  countryPath,
  PageSkeleton,
} from '../../catalog';
import { LocationLayout } from './location-layout';

const ORDERINGS = ['-rating'] as const;

export function RegionPage() {
  const params = useParams();
  const country = params.country ?? '';
  const slug = params.slug ?? '';
  const { page, hrefFor } = useListParams(ORDERINGS, '-rating');
  const region = useRegion(country, slug);
  const cities = useRegionCities(country, slug, page);
  const touristCities = useRegionTouristCities(country, slug, 1, 8);
  const similar = useRegionSimilarCities(country, slug);
  usePageMeta(region.data?.meta);

  if (region.isError) throwPageError(region.error);
  if (!region.data) return <PageSkeleton />;
  const data = region.data;
  const location = {
    level: 'region',
    country: data.country_slug,
    region: String(data.region_id),
  } as const;
  const [lng, lat] = data.geo_points_json ?? [null, null];

  return (
    <LocationLayout
      crumbs={[
        { to: '/countries', label: 'Countries' },
        { to: countryPath(data.country_slug), label: data.country_name },
      ]}
      location={data}
      mark={{ object: 'region', id: data.region_id }}
      subtitle={
        <>
          {data.type ? `${data.type} of ` : 'A region of '}
          <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
        </>
      }
    >
      <section aria-labelledby="region-facts">
        <h2 id="region-facts" className="visually-hidden">
          Facts
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Cities</dt>
            <dd>{formatNumber(data.cities_count)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Places to visit</dt>
            <dd>{formatNumber(data.places)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Code</dt>
            <dd>{data.code || '—'}</dd>
          </div>
          {lat !== null && lng !== null && (
            <div className={styles.fact}>
              <dt>Centre</dt>
              <dd>
                {lat.toFixed(2)}°, {lng.toFixed(2)}°
              </dd>
            </div>
          )}
        </dl>
      </section>

      <AsyncSection
        title="Tourist cities"
        query={touristCities}
        isEmpty={(result) => result.list.length === 0}
        emptyText={`No tourist cities in ${data.name} yet.`}
      >
        {(result) => <CityGrid cities={result.list} />}
      </AsyncSection>

      <LocationVenueSections location={location} name={data.name} />
      <MoneySection location={location} />

      <AsyncSection
        title="Cities"
        hint={cities.data ? `${cities.data.count} cities` : undefined}
        query={cities}
        isEmpty={(result) => result.list.length === 0}
        emptyText={`No cities of ${data.name} in the catalogue.`}
        skeletonCount={8}
      >
        {(result) => (
          <>
            <CityGrid cities={result.list} />
            <Pagination
              page={page}
              count={result.count}
              pageSize={PAGE_SIZES.cities}
              hrefFor={hrefFor}
              label="Pages of cities"
            />
          </>
        )}
      </AsyncSection>

      <AsyncSection
        title="Similar cities"
        hint="Elsewhere in the world"
        query={similar}
        isEmpty={(result) => result.list.length === 0}
        emptyText="No similar cities found."
      >
        {(result) => <CityGrid cities={result.list} showCountry />}
      </AsyncSection>
    </LocationLayout>
  );
}
