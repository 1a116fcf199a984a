import { type City, MONTH_NAMES } from '@ai-map/contracts';
import { formatNumber, formatPrice } from '../../../shared/lib/format';
import {
  climateClass,
  climateClassLabel,
  formatTemperature,
} from '../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../shared/stores/temperature-unit-store';
import styles from '../../../shared/ui/content.module.css';
import facts from '../../../shared/ui/facts.module.css';
import {
  ClimateChart,
  CostBreakdown,
  DESTINATION_TYPE_LABELS,
  descriptionParagraphs,
  isAreaDestination,
  LocalTimeFact,
  TemperatureUnitSwitch,
} from '../../catalog';

/** A city's key figures: its rank, population, local time, the weather now and its costs. */
export function CityFacts({ data }: { data: City }) {
  const unit = useTemperatureUnitStore((state) => state.unit);
  // Popularity ranks cities by population ("3rd largest city in France"): not said of an area.
  const isArea = isAreaDestination(data.destination_type);
  return (
    <section aria-labelledby="city-facts">
      <h2 id="city-facts" className="visually-hidden">
        Key figures
      </h2>
      <dl className={styles.facts}>
        {!isArea && (
          <>
            <div className={styles.fact}>
              <dt>In {data.country_name}</dt>
              <dd>
                #{data.popularity_in_country.value}
                <span className={styles.factNote}>{data.popularity_in_country.text}</span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>In the world</dt>
              <dd>
                #{data.popularity_in_world.value}
                <span className={styles.factNote}>{data.popularity_in_world.text}</span>
              </dd>
            </div>
          </>
        )}
        {isArea ? (
          <div className={styles.fact}>
            <dt>Destination</dt>
            <dd>{DESTINATION_TYPE_LABELS[data.destination_type]}</dd>
          </div>
        ) : (
          <div className={styles.fact}>
            <dt>Population</dt>
            <dd>{formatNumber(data.population)}</dd>
          </div>
        )}
        <LocalTimeFact timezones={data.timezone ? [data.timezone] : []} />
        {data.avg_day !== null && (
          <div className={styles.fact}>
            <dt>Now ({MONTH_NAMES[data.month - 1]})</dt>
            <dd>
              {formatTemperature(data.avg_day, unit)}
              <span className={styles.factNote}>
                {` by day, in the ${climateClassLabel(climateClass(data.avg_day), unit)} range`}
                {data.avg_night !== null && `; ${formatTemperature(data.avg_night, unit)} at night`}
              </span>
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Cost for a week</dt>
          <dd>{formatPrice(data.cost_for_week)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Cost for a month</dt>
          <dd>{formatPrice(data.cost_for_month)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** About the city, its terrain chips, its climate by month and its costs. */
export function CityDescription({ data }: { data: City }) {
  const months = data.climatic_seasons ? Object.values(data.climatic_seasons) : [];
  // Once each: the catalogue can list a terrain type twice (Santorini: "Coastal", "Coastal").
  const terrainNames = [...new Set(data.terrain_type.map((terrain) => terrain.name))];
  return (
    <>
      {data.description && (
        <section className={`${styles.panel} ${styles.section}`} aria-labelledby="about">
          <h2 id="about">About {data.name}</h2>
          <div className={facts.description}>
            {descriptionParagraphs(data.description.text).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <p className={facts.credit}>
              From{' '}
              <a href={data.description.url} target="_blank" rel="noopener noreferrer">
                {data.description.source}
              </a>
              ,{' '}
              <a
                href={data.description.licence_url}
                target="_blank"
                rel="noopener noreferrer license"
              >
                {data.description.licence}
              </a>
            </p>
          </div>
        </section>
      )}

      {data.terrain_type.length > 0 && (
        <section className={styles.section} aria-labelledby="terrain">
          <h2 id="terrain" className="visually-hidden">
            Terrain
          </h2>
          <ul className={styles.chips} aria-label="Terrain">
            {data.is_capital && <li className={styles.chip}>Capital</li>}
            {/* The terrain types may name "Coastal" themselves: once is enough. */}
            {data.is_coastal && !terrainNames.includes('Coastal') && (
              <li className={styles.chip}>Coastal</li>
            )}
            {terrainNames.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={`${styles.panel} ${styles.section}`} aria-labelledby="climate">
        <div className={styles.sectionHeader}>
          <h2 id="climate">Climate by month</h2>
          <TemperatureUnitSwitch />
        </div>
        {months.length > 0 ? (
          <ClimateChart months={months} currentMonth={data.month} />
        ) : (
          <p className={styles.empty}>No climate data for {data.name}.</p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="costs">
        <div className={styles.sectionHeader}>
          <h2 id="costs">Costs</h2>
          <p className={styles.sectionHint}>
            {formatPrice(data.cost_for_week)} a week · {formatPrice(data.cost_for_month)} a month,
            one traveller
          </p>
        </div>
        <div style={{ marginTop: 14 }}>
          <CostBreakdown costs={data.cost_and_expenses} />
        </div>
        {data.cost_source && <p className={facts.sourceBlock}>{data.cost_source.text}</p>}
      </section>
    </>
  );
}
