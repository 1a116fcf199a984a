import { formatNumber } from '../../../../shared/lib/format';
import { useAreas } from '../../api/areas-regions';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useGeneralView } from './use-general-view';

/** An area picked from the list is shown at this zoom: its region fills the screen. */
const AREA_ZOOM = 9;

/** The areas sub-filter: the regions in view, each outlined while pointed at. */
export function AreasOptions() {
  const { box } = useGeneralView();
  const areas = useAreas(box);
  const setForcedArea = useGeneralStore((state) => state.setForcedArea);
  const flyTo = useMapViewStore((state) => state.flyTo);
  const data = areas.data;

  return (
    <section className={styles.section} aria-labelledby="general-areas-heading">
      <h3 id="general-areas-heading" className={styles.heading}>
        Regions in view
      </h3>
      <p className={styles.note}>
        Each region is a circle reaching its farthest city. Point at one to outline it; from zoom 13
        every outline shows.
      </p>
      <QueryStatus query={areas} what="the regions of this view">
        {data && data.reason && <p className={styles.status}>{data.reason}</p>}
        {data && !data.reason && data.results.length === 0 && (
          <p className={styles.status}>No region in this view. Move or zoom out the map.</p>
        )}
        {data && data.results.length > 0 && (
          <>
            <p className={styles.status}>
              {data.count > data.results.length
                ? `The first ${formatNumber(data.results.length)} of ${formatNumber(data.count)} regions`
                : `${formatNumber(data.count)} ${data.count === 1 ? 'region' : 'regions'}`}
            </p>
            <ul className={`${styles.list} ${styles.scrollList}`}>
              {data.results.map((area) => (
                <li key={area.area_id}>
                  <button
                    type="button"
                    className={styles.item}
                    onMouseEnter={() => setForcedArea(area.area_id)}
                    onMouseLeave={() => setForcedArea(null)}
                    onFocus={() => setForcedArea(area.area_id)}
                    onBlur={() => setForcedArea(null)}
                    onClick={() => flyTo({ center: area.geo_center, zoom: AREA_ZOOM })}
                  >
                    <span className={styles.dot} style={{ background: '#0f766e' }} />
                    <span className={styles.itemName}>{area.name}</span>
                    {area.geo_mark.radius_m !== null && (
                      <span className={styles.itemMeta}>
                        {formatNumber(Math.round(area.geo_mark.radius_m / 1000))} km
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStatus>
    </section>
  );
}
