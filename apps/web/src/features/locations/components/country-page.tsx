import { type CountryDetail, PAGE_SIZES } from '@ai-map/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { formatMillions, formatNumber, formatPrice } from '../../../shared/lib/format';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import { Button } from '../../../shared/ui/button';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { useLocationAttractions, AttractionGrid } from '../../places';
import { formatPriceLevel, MoneySection } from '../../money';
import { MarkButtons } from '../../social';
import { LocationVenueSections } from '../../venues';
import {
  useCountry,
  useCountryRegions,
  useCountryTouristCities,
  useCountryTouristRegions,
  CityCard,
  regionPathname,
  LocalTimeFact,
  PageSkeleton,
  ReligionBar,
  SafetyBlock,
} from '../../catalog';
import facts from '../../../shared/ui/facts.module.css';

const TOP_ATTRACTIONS = 12;

const CITIES_STEP = 12;

export function CountryPage() {
  const slug = useParams().slug ?? '';
  const country = useCountry(slug);
  usePageMeta(country.data?.meta);

  if (country.isError) throwPageError(country.error);
  if (!country.data) return <PageSkeleton />;
  // Keyed by the country: its lists start again for another one.
  return <CountryDetails key={slug} slug={slug} data={country.data} />;
}

/**
 * The page of a country that exists: its lists are asked for only now, so an unknown slug
 * goes to the not-found page without a handful of failing calls first.
 */
function CountryDetails({ slug, data }: { slug: string; data: CountryDetail }) {
  const [citiesShown, setCitiesShown] = useState(CITIES_STEP);
  const touristCities = useCountryTouristCities(slug, 1, citiesShown);
  const touristRegions = useCountryTouristRegions(slug, 1, 24);
  const allRegions = useCountryRegions(slug, 1, 200);
  const attractions = useLocationAttractions({ country: slug }, TOP_ATTRACTIONS);

  return (
    <article className={styles.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={styles.breadcrumbs}>
            <li>
              <Link to="/countries">Countries</Link>
            </li>
            <li aria-current="page">{data.name}</li>
          </ol>
        </nav>
        <div className={styles.hero}>
          <div className={styles.heroMain}>
            <h1 className={styles.title}>
              <CountryFlag isoCode={data.iso_code} large />
              {data.name}
            </h1>
            <p className={styles.subtitle}>
              {data.official_name !== data.name && <>{data.official_name} · </>}
              {data.continent}, {data.subregion}
              {data.capital && <> · Capital {data.capital}</>}
            </p>
            <MarkButtons
              object="country"
              id={data.country_id}
              name={data.name}
              isLiked={data.is_liked}
              likes={data.number_of_likes}
              isFavourite={data.is_favourite}
              isVisited={data.is_visited}
            />
          </div>
          <ScoreBadge score={data.rating} large />
        </div>
      </header>

      <section className={styles.section} aria-labelledby="figures">
        <h2 id="figures" className="visually-hidden">
          Key figures
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Tourist arrivals</dt>
            <dd>
              {formatMillions(data.tourist_amount)}
              {data.tourist_year !== null && (
                <span className={styles.factNote}>in {data.tourist_year}</span>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Cost for a week</dt>
            <dd>
              {formatPrice(data.cost_for_week)}
              <span className={styles.factNote}>one traveller</span>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Price level</dt>
            <dd>
              {formatPriceLevel(data.price_level)}
              {data.price_level !== null && data.price_level_year !== null && (
                <span className={styles.factNote}>in {data.price_level_year}</span>
              )}
            </dd>
          </div>
          <LocalTimeFact timezones={data.timezones} />
          <div className={styles.fact}>
            <dt>Population</dt>
            <dd>{formatNumber(data.population)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Area</dt>
            <dd>{data.area_km2 === null ? '—' : `${formatNumber(data.area_km2)} km²`}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Languages</dt>
            <dd>{data.languages.length > 0 ? data.languages.join(', ') : '—'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Currencies</dt>
            <dd>
              {data.currencies.length > 0
                ? data.currencies
                    .map((currency) => `${currency.name} (${currency.currency_sign})`)
                    .join(', ')
                : '—'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Places to visit</dt>
            <dd>{formatNumber(data.places)}</dd>
          </div>
        </dl>
        {data.cost_source && (
          <p className={facts.sourceBlock}>Cost for a week: {data.cost_source.text}</p>
        )}
      </section>

      <SafetyBlock advisory={data.advisory} countryName={data.name} />

      <div className={styles.twoColumns}>
        <section className={styles.panel} aria-labelledby="religions">
          <h2 id="religions">Religions</h2>
          <ReligionBar
            religions={data.religions}
            partial={data.religions_partial}
            listed={data.religions_listed}
          />
        </section>
        <section className={styles.panel} aria-labelledby="land">
          <h2 id="land">Terrain and climate</h2>
          <h3>Terrain</h3>
          <p className={styles.text}>{data.terrain ?? 'Not described yet.'}</p>
          <h3>Climate</h3>
          <p className={styles.text}>{data.climate ?? 'Not described yet.'}</p>
        </section>
      </div>

      <AsyncSection
        title="Tourist cities"
        hint={
          touristCities.data ? `${touristCities.data.count} cities with places to visit` : undefined
        }
        query={touristCities}
        isEmpty={(page) => page.list.length === 0}
        emptyText={`No tourist cities in ${data.name} yet.`}
        skeletonCount={8}
      >
        {(page) => (
          <>
            <ul className={styles.grid}>
              {page.list.map((city) => (
                <li key={city.city_id}>
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
            {page.count > page.list.length && citiesShown < PAGE_SIZES.cities * 4 && (
              <div>
                <Button
                  variant="secondary"
                  loading={touristCities.isFetching}
                  onClick={() => setCitiesShown((shown) => shown + CITIES_STEP)}
                >
                  Show more cities
                </Button>
              </div>
            )}
          </>
        )}
      </AsyncSection>

      <AsyncSection
        title="Top attractions"
        hint="Best rated first"
        query={attractions}
        isEmpty={(page) => page.list.length === 0}
        emptyText={`No attractions of ${data.name} are in the catalogue yet.`}
        actions={<Link to="/attractions">All attractions</Link>}
      >
        {(page) => <AttractionGrid attractions={page.list} />}
      </AsyncSection>

      <LocationVenueSections
        location={{ level: 'country', country: data.country_slug }}
        name={data.name}
      />
      <MoneySection location={{ level: 'country', country: data.country_slug }} />

      <AsyncSection
        title="Regions"
        hint={`${data.regions_count} regions`}
        query={touristRegions}
        isEmpty={(page) => page.list.length === 0 && (allRegions.data?.list.length ?? 0) === 0}
        emptyText={`No regions of ${data.name} in the catalogue.`}
      >
        {(page) => (
          <>
            {page.list.some((region) => region.places > 0) && (
              <ul className={styles.linkList} aria-label="Regions with places to visit">
                {page.list
                  .filter((region) => region.places > 0)
                  .map((region) => (
                    <li key={region.region_id}>
                      <Link to={regionPathname(region.country_slug, region.region_slug)}>
                        {region.name}
                        <span className={styles.linkCount}>{region.places}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
            {allRegions.data && allRegions.data.list.length > 0 && (
              <details>
                <summary>All {allRegions.data.count} regions</summary>
                <ul className={styles.linkList} aria-label="All regions" style={{ marginTop: 12 }}>
                  {allRegions.data.list.map((region) => (
                    <li key={region.region_id}>
                      <Link to={regionPathname(region.country_slug, region.region_slug)}>
                        {region.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </AsyncSection>
    </article>
  );
}
