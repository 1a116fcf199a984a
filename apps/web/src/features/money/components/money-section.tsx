import { formatNumber, formatPrice } from '../../../shared/lib/format';
import styles from '../../../shared/ui/content.module.css';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { CostBreakdown } from '../../catalog';
import venues from '../../../shared/ui/venues.module.css';
import type { VenueLocation } from '../../../shared/lib/venues';
import { useMoneyOverview } from '../api/get-money-overview';
import { useMoneyPlaces } from '../api/get-money-places';
import { useTransportCosts } from '../api/get-transport-costs';
import { formatPriceLevel, moneyPlaceType } from '../lib/money';

const NO_PROPERTY = 'No property';
const PLACES_SHOWN = 5;

/**
 * Money of a country, region or city: currencies, price level, a week's costs in "$", banks,
 * ATMs and exchanges, and the reason transport prices are missing. Empty lists say "No property"
 * (spec 001 §8) rather than hiding.
 */
export function MoneySection({ location }: { location: VenueLocation }) {
  const overview = useMoneyOverview(location);
  const banks = useMoneyPlaces('bank', location, PLACES_SHOWN);
  const changers = useMoneyPlaces('changer', location, PLACES_SHOWN);
  const transport = useTransportCosts(location);

  // A city whose region is unknown has no money path: nothing to show.
  if (overview.fetchStatus === 'idle' && overview.isPending) return null;
  const data = overview.data;
  const places = [...(banks.data?.list ?? []), ...(changers.data?.list ?? [])];

  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="money">
      <div className={styles.sectionHeader}>
        <h2 id="money">Money</h2>
        {data && data.cost_for_week !== null && (
          <p className={styles.sectionHint}>
            {formatPrice(data.cost_for_week)} a week, one traveller
          </p>
        )}
      </div>
      {overview.isPending ? (
        <SkeletonGrid count={4} height={70} />
      ) : !data ? (
        <p className={styles.empty}>Money facts could not be loaded right now.</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Currency</dt>
              <dd>
                {data.currencies.length > 0 ? (
                  <ul className={venues.shortList} aria-label="Currencies">
                    {data.currencies.map((currency) => (
                      <li key={currency.iso_code}>
                        <span>
                          {currency.currency_sign} {currency.name}
                        </span>
                        <small>{currency.iso_code}</small>
                      </li>
                    ))}
                  </ul>
                ) : (
                  NO_PROPERTY
                )}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Price level</dt>
              <dd>
                {formatPriceLevel(data.price_level)}
                {data.price_level_year !== null && (
                  <span className={styles.factNote}>World Bank, {data.price_level_year}</span>
                )}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Banks</dt>
              <dd>{formatNumber(data.banks_count)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>ATMs</dt>
              <dd>{formatNumber(data.atms_count)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Exchanges</dt>
              <dd>{formatNumber(data.exchanges_count)}</dd>
            </div>
          </dl>
          <div className={styles.twoColumns}>
            <div>
              <h3>A week’s costs</h3>
              <CostBreakdown costs={data.cost_and_expenses} />
            </div>
            <div>
              <h3>Banks, ATMs and exchanges</h3>
              {banks.isPending || changers.isPending ? (
                <SkeletonGrid count={2} height={40} />
              ) : places.length === 0 ? (
                <p className={styles.empty}>{NO_PROPERTY}</p>
              ) : (
                <ul className={venues.shortList} aria-label="Banks, ATMs and exchanges">
                  {places.map((place) => (
                    <li key={`${place.type ?? ''}-${place.id}`}>
                      <span>
                        {place.name}
                        {place.city_name && <small> · {place.city_name}</small>}
                      </span>
                      <small>{moneyPlaceType(place.type)}</small>
                    </li>
                  ))}
                </ul>
              )}
              <h3 style={{ marginTop: 16 }}>Transport prices</h3>
              {transport.data && transport.data.results.length === 0 ? (
                <p className={styles.sectionHint}>{transport.data.reason}</p>
              ) : (
                <p className={styles.sectionHint}>{NO_PROPERTY}</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
