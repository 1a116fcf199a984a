import { useReligionList } from '../../api/religion-data';
import { RELIGION_FILTER_MIN_PERCENT } from '../../lib/general-religion';
import { toggleReligion } from '../../lib/general-sub-filter';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useGeneralEdit } from './use-general-edit';

/** The religion view: every religion the country profiles name, to filter the markers by one. */
export function ReligionOptions() {
  const { draft, edit } = useGeneralEdit();
  const list = useReligionList(true);
  const picked = draft.religion;

  return (
    <section className={styles.section} aria-labelledby="general-religion-heading">
      <h3 id="general-religion-heading" className={styles.heading}>
        Religion
      </h3>
      <p className={styles.note}>
        {picked === null
          ? 'Each country shows its two largest religions. Pick one to see where it is followed.'
          : `Countries where it has at least ${RELIGION_FILTER_MIN_PERCENT} %, with their next largest religion. Pick it again to show all.`}
      </p>
      <QueryStatus query={list} what="the religions">
        <ul className={`${styles.list} ${styles.scrollList}`} aria-label="Religions">
          {(list.data ?? []).map((religion) => (
            <li key={religion.religion_id}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={picked === religion.religion_id}
                onClick={() => edit({ religion: toggleReligion(picked, religion.religion_id) })}
              >
                <span className={styles.dot} style={{ background: religion.color }} />
                <span className={styles.itemName}>{religion.name}</span>
                <span className={styles.itemMeta}>
                  {religion.countries_count}{' '}
                  {religion.countries_count === 1 ? 'country' : 'countries'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryStatus>
    </section>
  );
}
