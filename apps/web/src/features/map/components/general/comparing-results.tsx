import { ScoreBadge } from '../../../../shared/ui/score-badge';
import { formatCompact } from '../../../../shared/lib/format';
import { ICON_COLORS } from '../../lib/marker-images';
import { COMPARING_CATEGORY_LABELS, rankComparing } from '../../lib/general-comparing';
import { useMapViewStore } from '../../stores/map-view-store';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useComparingView } from './use-comparing-view';

/** The compared cities or countries of the view, ranked by rating; a click opens one. */
export function ComparingResults() {
  const { request, query } = useComparingView('applied');
  const select = useMapViewStore((state) => state.select);
  if (!request) return null;
  const scale = request.scale;
  const records = rankComparing(query.data ?? []);

  return (
    <section className={styles.section} aria-labelledby="comparing-results-heading">
      <h3 id="comparing-results-heading" className={styles.heading}>
        {scale === 'cities' ? 'Cities' : 'Countries'} in view, best rated first
      </h3>
      <QueryStatus query={query} what="the comparison">
        {records.length === 0 ? (
          <p className={styles.status}>
            No {scale === 'cities' ? 'city' : 'country'} in this view has these categories.
          </p>
        ) : (
          <ol className={styles.list}>
            {records.map((record, index) => (
              <li key={record.id}>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() =>
                    select({ type: scale === 'cities' ? 'city' : 'country', id: record.id })
                  }
                >
                  <span className={styles.rank}>{index + 1}</span>
                  <span className={styles.itemName}>{record.name}</span>
                  <span className={styles.icons}>
                    {record.category_icons.map((icon) => (
                      <span
                        key={icon.type}
                        className={styles.itemMeta}
                        title={`${COMPARING_CATEGORY_LABELS[icon.type]}: ${icon.count}`}
                      >
                        <span
                          className={styles.dot}
                          style={{ background: ICON_COLORS[icon.type], display: 'inline-block' }}
                        />{' '}
                        {formatCompact(icon.count)}
                      </span>
                    ))}
                  </span>
                  <ScoreBadge score={record.rating} />
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryStatus>
    </section>
  );
}
