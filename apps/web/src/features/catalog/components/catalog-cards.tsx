import type { City, Country, Region } from '@ai-map/contracts';
import { placesLabel } from '@ai-map/contracts';
import { Link } from 'react-router';
import { formatMillions, formatPrice } from '../../../shared/lib/format';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { formatTemperature } from '../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../shared/stores/temperature-unit-store';
import { cityPath, countryPath, regionPathname } from '../../../shared/lib/location-paths';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';

export function CountryCard({ country }: { country: Country }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <CountryFlag isoCode={country.iso_code} />
          <Link to={countryPath(country.country_slug)}>{country.name}</Link>
        </h3>
        <ScoreBadge score={country.rating} />
      </div>
      <div className={styles.cardStats}>
        {country.tourist_amount !== null && (
          <span>
            <strong>{formatMillions(country.tourist_amount)}</strong> visitors
          </span>
        )}
        {country.cost_for_week !== null && (
          <span>
            <strong>{formatPrice(country.cost_for_week)}</strong> / week
          </span>
        )}
        <span>
          <strong>{country.places}</strong> {placesLabel(country.places)}
        </span>
      </div>
    </article>
  );
}

/** Cities as a grid of cards (a region's cities, a country's tourist cities). */
export function CityGrid({
  cities,
  showCountry = false,
}: {
  cities: City[];
  showCountry?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {cities.map((city) => (
        <li key={city.city_id}>
          <CityCard city={city} showCountry={showCountry} />
        </li>
      ))}
    </ul>
  );
}

export function CityCard({ city, showCountry = false }: { city: City; showCountry?: boolean }) {
  const unit = useTemperatureUnitStore((state) => state.unit);
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={cityPath(city.slug)}>{city.name}</Link>
        </h3>
        <ScoreBadge score={city.rating} />
      </div>
      <p className={styles.cardMeta}>
        {showCountry ? `${city.country_name} · ` : ''}
        {city.popularity_text}
      </p>
      <div className={styles.cardStats}>
        {city.avg_day !== null && (
          <span>
            <strong>{formatTemperature(city.avg_day, unit)}</strong> by day
          </span>
        )}
        {city.cost_for_week !== null && (
          <span>
            <strong>{formatPrice(city.cost_for_week)}</strong> / week
          </span>
        )}
        <span>
          <strong>{city.places}</strong> {placesLabel(city.places)}
        </span>
      </div>
    </article>
  );
}

export function RegionCard({ region }: { region: Region }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={regionPathname(region.country_slug, region.region_slug)}>{region.name}</Link>
        </h3>
      </div>
      {region.type && <p className={styles.cardMeta}>{region.type}</p>}
      <div className={styles.cardStats}>
        <span>
          <strong>{region.cities_count}</strong> {region.cities_count === 1 ? 'city' : 'cities'}
        </span>
        <span>
          <strong>{region.places}</strong> {placesLabel(region.places)}
        </span>
      </div>
    </article>
  );
}
