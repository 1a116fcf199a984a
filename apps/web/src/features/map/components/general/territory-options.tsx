import { useCityTerritory, useCountryTerritory } from '../../api/territory-types';
import { territoryScale } from '../../lib/general-layers';
import { terrainTally } from '../../lib/general-territory';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useGeneralView } from './use-general-view';

/** The territory sub-filter: the terrain types of the countries or cities in view. */
export function TerritoryOptions() {
  const { box, zoom } = useGeneralView();
  const cityScale = territoryScale(zoom) === 'cities';
  const countries = useCountryTerritory(cityScale ? null : box);
  const cities = useCityTerritory(cityScale ? box : null);
  const query = cityScale ? cities : countries;
  const tally = cityScale
    ? terrainTally((cities.data?.results ?? []).map((city) => city.terrain_types))
    : terrainTally(
        // A country counts under the two types its marker shows.
        (countries.data?.results ?? []).map((country) => country.terrain_types.slice(0, 2)),
      );
  const places = query.data?.results.length ?? 0;

  return (
    <section className={styles.section} aria-labelledby="general-territory-heading">
      <h3 id="general-territory-heading" className={styles.heading}>
        Terrain of the {cityScale ? 'cities' : 'countries'} in view
      </h3>
      <p className={styles.note}>
        {cityScale
          ? 'Cities with their terrain types; the places of the view show too.'
          : 'Countries with the terrain types most of their cities have. Zoom in to city scale (zoom 6) for the cities.'}
      </p>
      <QueryStatus query={query} what="the terrain of this view">
        {places === 0 ? (
          <p className={styles.status}>
            No {cityScale ? 'city' : 'country'} in this view. Move the map.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Terrain types in view">
            {tally.slice(0, 10).map((type) => (
              <li key={type.name} className={`${styles.item} ${styles.entry}`}>
                <span className={styles.dot} style={{ background: '#7c5e10' }} />
                <span className={styles.itemName}>{type.name}</span>
                <span className={styles.itemMeta}>
                  {type.count} {cityScale ? 'cities' : 'countries'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}
