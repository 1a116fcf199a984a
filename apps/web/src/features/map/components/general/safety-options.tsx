import { ADVISORY_LEVEL_TITLES } from '../../../../shared/lib/advisory';
import { useCountrySafety } from '../../api/general-safety';
import { SAFETY_CLASSES, safetyColor, safetyCounts } from '../../lib/general-safety';
import styles from './general.module.css';
import { QueryStatus } from './query-status';

const countriesLabel = (count: number) => `${count} ${count === 1 ? 'country' : 'countries'}`;

/**
 * The safety view's legend: the four advisory levels and "no advisory", with how many countries
 * each holds, credited to the U.S. State Department and said to be that government's advice.
 */
export function SafetyOptions() {
  const safety = useCountrySafety(true);
  const counts = safetyCounts(safety.data?.results ?? []);

  return (
    <section className={styles.section} aria-labelledby="general-safety-heading">
      <h3 id="general-safety-heading" className={styles.heading}>
        Travel advisories
      </h3>
      <p className={styles.note}>
        Countries coloured by the level of the U.S. State Department travel advisories. The levels
        are that government’s advice to its own citizens; other governments may advise differently.
        Each country’s date and link are on its page.
      </p>
      <QueryStatus query={safety} what="the travel advisories">
        <ul className={styles.list} aria-label="Advisory levels">
          {SAFETY_CLASSES.map((cls) => (
            <li key={cls} className={`${styles.item} ${styles.entry}`}>
              <span className={styles.dot} style={{ background: safetyColor(cls) }} />
              <span className={`${styles.itemName} ${styles.wrapName}`}>
                {cls === 'none'
                  ? 'No advisory published'
                  : `Level ${cls}: ${ADVISORY_LEVEL_TITLES[cls]}`}
              </span>
              <span className={styles.itemMeta}>{countriesLabel(counts[cls])}</span>
            </li>
          ))}
        </ul>
      </QueryStatus>
      <p className={styles.note}>
        Source:{' '}
        <a
          href="https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html"
          target="_blank"
          rel="noopener noreferrer"
        >
          U.S. State Department travel advisories
        </a>
        .
      </p>
    </section>
  );
}
