import { useMemo, useState } from 'react';
import { useCountryLanguages } from '../../api/general-languages';
import { languageIndex } from '../../lib/general-languages';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useGeneralEdit } from './use-general-edit';

const SHADES = [
  ['#ccfbf1', '1'],
  ['#5eead4', '2'],
  ['#14b8a6', '3'],
  ['#0f766e', '4 or more'],
] as const;

/** The languages view: pick a language to see the countries that list it. */
export function LanguagesOptions() {
  const { draft, edit } = useGeneralEdit();
  const languages = useCountryLanguages(true);
  const [search, setSearch] = useState('');
  const index = useMemo(() => languageIndex(languages.data?.results ?? []), [languages.data]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? index.filter((l) => l.name.toLowerCase().includes(needle)) : index;
  const picked = draft.language;

  return (
    <section className={styles.section} aria-labelledby="general-languages-heading">
      <h3 id="general-languages-heading" className={styles.heading}>
        Languages
      </h3>
      {picked === null ? (
        <>
          <p className={styles.note}>
            Countries are shaded by how many languages they list. Pick a language to see where it is
            spoken.
          </p>
          <ul className={styles.legendRow} aria-label="Languages a country lists">
            {SHADES.map(([color, label]) => (
              <li key={label}>
                <span className={styles.swatch} style={{ background: color }} />
                {label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className={styles.row}>
          <p className={styles.status}>
            {index.find((l) => l.name === picked)?.countries ?? 0} countries list{' '}
            <strong>{picked}</strong>.
          </p>
          <button type="button" className={styles.clear} onClick={() => edit({ language: null })}>
            Show all
          </button>
        </div>
      )}
      <QueryStatus query={languages} what="the languages">
        <input
          type="search"
          className={styles.search}
          placeholder="Find a language"
          aria-label="Find a language"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        {shown.length === 0 ? (
          <p className={styles.status}>No language matches “{search.trim()}”.</p>
        ) : (
          <ul className={`${styles.list} ${styles.scrollList}`} aria-label="Languages">
            {shown.map((language) => (
              <li key={language.name}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={picked === language.name}
                  onClick={() =>
                    edit({ language: picked === language.name ? null : language.name })
                  }
                >
                  <span className={styles.itemName}>{language.name}</span>
                  <span className={styles.itemMeta}>
                    {language.countries} {language.countries === 1 ? 'country' : 'countries'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}
