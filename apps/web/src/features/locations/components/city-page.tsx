import { MONTH_NAMES } from '@ai-map/contracts';
import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { formatNumber, formatPrice } from '../../../shared/lib/format';
import { climateClass, formatTemperature } from '../../../shared/lib/temperature';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { useTemperatureUnitStore } from '../../../shared/stores/temperature-unit-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { useLocationAttractions, AttractionGrid } from '../../places';
import { LiveAreaLine, useAreaFetch } from '../../map';
import { MarkButtons } from '../../social';
import { MoneySection } from '../../money';
import { LocationVenueSections } from '../../venues';
import {
  useCity,
  countryPath,
  regionPathname,
  ClimateChart,
  CostBreakdown,
  DESTINATION_TYPE_LABELS,
  descriptionParagraphs,
  isAreaDestination,
  LocalTimeFact,
  PageSkeleton,
  TemperatureUnitSwitch,
} from '../../catalog';
import facts from '../../../shared/ui/facts.module.css';

const TOP_ATTRACTIONS = 12;
/** What a city page shows of its places: loaded again when a fetch of its area brings more. */
const PLACE_QUERIES = [['catalog', 'city'], ['places'], ['venues'], ['money']] as const;

export function CityPage() {
  const slug = useParams().slug ?? '';
  const city = useCity(slug);
  const attractions = useLocationAttractions({ city: slug }, TOP_ATTRACTIONS);
  const unit = useTemperatureUnitStore((state) => state.unit);
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
  const months = data.climatic_seasons ? Object.values(data.climatic_seasons) : [];
  // Once each: the catalogue can list a terrain type twice (Santorini: "Coastal", "Coastal").
  const terrainNames = [...new Set(data.terrain_type.map((terrain) => terrain.name))];
  // Popularity ranks cities by population ("3rd largest city in France"): not said of an area.
  const isArea = isAreaDestination(data.destination_type);

  return (
    <article className={styles.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={styles.breadcrumbs}>
            <li>
              <Link to="/cities">Cities</Link>
            </li>
            <li>
              <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
            </li>
            {data.region_slug && data.region_name && (
              <li>
                <Link to={regionPathname(data.country_slug, data.region_slug)}>
                  {data.region_name}
                </Link>
              </li>
            )}
            <li aria-current="page">{data.name}</li>
          </ol>
        </nav>
        <div className={styles.hero}>
          <div className={styles.heroMain}>
            <h1 className={styles.title}>{data.name}</h1>
            <p className={styles.subtitle}>
              {isArea ? DESTINATION_TYPE_LABELS[data.destination_type] : data.popularity_text} ·{' '}
              <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
            </p>
            <MarkButtons
              object="city"
              id={data.city_id}
              name={data.name}
              isLiked={data.is_liked}
              likes={data.number_of_likes}
              isFavourite={data.is_favourite}
              isVisited={data.is_visited}
            />
          </div>
          <ScoreBadge score={data.rating} large />
        </div>
        <LiveAreaLine area={area} inline />
      </header>

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
                  {climateClass(data.avg_day)} by day
                  {data.avg_night !== null &&
                    `, ${formatTemperature(data.avg_night, unit)} at night`}
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

      <LocationVenueSections location={location} name={data.name} />
      <MoneySection location={location} />
    </article>
  );
}
