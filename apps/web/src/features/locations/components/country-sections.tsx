import { type CountryDetail, PAGE_SIZES } from '@ai-map/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMillions, formatNumber, formatPrice } from '../../../shared/lib/format';
import { AsyncSection } from '../../../shared/ui/async-section';
import { Button } from '../../../shared/ui/button';
import styles from '../../../shared/ui/content.module.css';
import facts from '../../../shared/ui/facts.module.css';
import { formatPriceLevel } from '../../money';
import {
  useCountryRegions,
  useCountryTouristCities,
  useCountryTouristRegions,
  CityGrid,
  regionPathname,
  LocalTimeFact,
} from '../../catalog';

const CITIES_STEP = 12;

/** A country's key figures: arrivals, costs, population, languages and the like. */
export function CountryFigures({ data }: { data: CountryDetail }) {
  return (
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
  );
}

/** The tourist cities, twelve more at each "Show more cities". */
export function CountryTouristCities({ slug, name }: { slug: string; name: string }) {
  const [citiesShown, setCitiesShown] = useState(CITIES_STEP);
  const touristCities = useCountryTouristCities(slug, 1, citiesShown);
  return (
    <AsyncSection
      title="Tourist cities"
      hint={
        touristCities.data ? `${touristCities.data.count} cities with places to visit` : undefined
      }
      query={touristCities}
      isEmpty={(page) => page.list.length === 0}
      emptyText={`No tourist cities in ${name} yet.`}
      skeletonCount={8}
    >
      {(page) => (
        <>
          <CityGrid cities={page.list} />
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
  );
}

/** The regions with places to visit, then all of them folded. */
export function CountryRegions({ slug, data }: { slug: string; data: CountryDetail }) {
  const touristRegions = useCountryTouristRegions(slug, 1, 24);
  const allRegions = useCountryRegions(slug, 1, 200);
  return (
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
  );
}
