import { CLUSTER_ICONS, type ClusterIcon } from '@ai-map/contracts';
import { LegendRow } from './legend-row';
import { MarkerGlyph } from './marker-glyph';
import { BadgeSample, ClusterSample, PlaceSample } from './marker-samples';
import styles from './legend-modal.module.css';

const CATEGORY_NAMES: Record<ClusterIcon, string> = {
  attractions: 'Attractions',
  events: 'Events',
  shopping: 'Shopping',
  food_and_drinks: 'Food and drinks',
};

/** The local markers: categories, clusters, single places and their badges. */
export function MarkerLegend() {
  return (
    <>
      <section className={styles.section} aria-labelledby="legend-categories">
        <h3 id="legend-categories">Categories</h3>
        <ul className={styles.inline}>
          {CLUSTER_ICONS.map((icon) => (
            <li key={icon}>
              <MarkerGlyph icon={icon} size={24} />
              {CATEGORY_NAMES[icon]}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="legend-clusters">
        <h3 id="legend-clusters">Groups of places</h3>
        <ul className={styles.rows}>
          <LegendRow
            sample={<ClusterSample icons={['attractions']} label="24" />}
            title="One category"
          >
            The ring takes the colour of the largest category; the number counts the places.
          </LegendRow>
          <LegendRow
            sample={<ClusterSample icons={['food_and_drinks', 'shopping']} label="1.2k" />}
            title="Two or three categories"
          >
            The two largest categories are shown.
          </LegendRow>
          <LegendRow
            sample={<ClusterSample icons={['attractions', 'food_and_drinks']} label="310+2" />}
            title="Four categories"
          >
            The two largest are shown, “+2” counts the others. Click a group to zoom in.
          </LegendRow>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="legend-places">
        <h3 id="legend-places">Places</h3>
        <p className={styles.note}>The size follows the rating from 0 to 10, split in thirds.</p>
        <ul className={styles.rows}>
          <LegendRow sample={<PlaceSample size="small" rating={2.5} />} title="Small">
            Rated below 3.3
          </LegendRow>
          <LegendRow sample={<PlaceSample size="medium" rating={5} />} title="Medium">
            Rated 3.3 to 6.7
          </LegendRow>
          <LegendRow sample={<PlaceSample size="large" rating={8.4} />} title="Large">
            Rated 6.7 and above
          </LegendRow>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="legend-badges">
        <h3 id="legend-badges">Your marks</h3>
        <ul className={styles.rows}>
          <LegendRow sample={<BadgeSample badge="stared" />} title="Favourite" />
          <LegendRow sample={<BadgeSample badge="active" />} title="Liked" />
          <LegendRow sample={<BadgeSample badge="visited" />} title="Visited">
            When a place has several marks, the first of these is shown.
          </LegendRow>
        </ul>
      </section>
    </>
  );
}
