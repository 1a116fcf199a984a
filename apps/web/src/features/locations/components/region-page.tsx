import { PAGE_SIZES } from '@ai-map/contracts';
import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatNumber } from '../../../shared/lib/format';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { MarkButtons } from '../../social';
import { MoneySection } from '../../money';
import { LocationVenueSections } from '../../venues';
import {
  useRegion,
  useRegionCities,
  useRegionSimilarCities,
  useRegionTouristCities,
  CityCard,
  countryPath,
  PageSkeleton,
} from '../../catalog';

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
    <article className={styles.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={styles.breadcrumbs}>
            <li>
              <Link to="/countries">Countries</Link>
            </li>
            <li>
              <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
            </li>
            <li aria-current="page">{data.name}</li>
          </ol>
        </nav>
        <div className={styles.hero}>
          <div className={styles.heroMain}>
            <h1 className={styles.title}>{data.name}</h1>
            <p className={styles.subtitle}>
              {data.type ? `${data.type} of ` : 'A region of '}
              <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
            </p>
            <MarkButtons
              object="region"
              id={data.region_id}
              name={data.name}
              isLiked={data.is_liked}
              likes={data.number_of_likes}
              isFavourite={data.is_favourite}
              isVisited={data.is_visited}
            />
          </div>
        </div>
      </header>

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
        {(result) => (
          <ul className={styles.grid}>
            {result.list.map((city) => (
              <li key={city.city_id}>
                <CityCard city={city} />
              </li>
            ))}
          </ul>
        )}
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
            <ul className={styles.grid}>
              {result.list.map((city) => (
                <li key={city.city_id}>
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
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
        {(result) => (
          <ul className={styles.grid}>
            {result.list.map((city) => (
              <li key={city.city_id}>
                <CityCard city={city} showCountry />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
    </article>
  );
}
