import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_TYPES,
  type SearchType,
} from '@ai-map/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseOrdering, parsePage } from '../../../shared/lib/pagination';
import content from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { SelectField } from '../../../shared/ui/select-field';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { ListError } from '../../../shared/ui/list-error';
import { searchResultPath } from '../../../shared/lib/venues';
import { SEARCH_PAGE_SIZE, useSearch } from '../api/search';
import styles from './search.module.css';

const typeLabels: Record<SearchType, string> = {
  general: 'Everything',
  countries: 'Countries',
  cities: 'Cities',
  attractions: 'Attractions',
  shops: 'Shops',
  food: 'Food and drinks',
  events: 'Events',
};
const typeOptions = SEARCH_TYPES.map((value) => ({ value, label: typeLabels[value] }));

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const type = parseOrdering(params.get('type'), SEARCH_TYPES, 'general');
  const page = parsePage(params.get('page'));
  const [draft, setDraft] = useState(q);
  const results = useSearch({ type, q, page });

  const write = (next: { q?: string; type?: SearchType; page?: number }) => {
    const values = { q, type, page: 1, ...next };
    const search = new URLSearchParams();
    if (values.q) search.set('q', values.q);
    if (values.type !== 'general') search.set('type', values.type);
    if (values.page > 1) search.set('page', String(values.page));
    return search;
  };

  // Spec 001 §5: the search runs 300 ms after the last keystroke.
  useEffect(() => {
    const text = draft.trim();
    if (text === q) return;
    const timer = window.setTimeout(
      () => setParams(write({ q: text }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the timer
  }, [draft]);

  return (
    <div className={content.page}>
      <div className={content.toolbar}>
        <h1>Search</h1>
      </div>
      <div className={styles.controls} role="search">
        <input
          type="search"
          className={styles.input}
          aria-label="Search places"
          placeholder="Countries, cities, attractions…"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
        />
        <SelectField
          label="In"
          value={type}
          options={typeOptions}
          onChange={(next) => setParams(write({ type: next }))}
        />
      </div>
      {!q ? (
        <p className={content.empty}>Type a name to search the world catalogue.</p>
      ) : results.isError ? (
        <ListError error={results.error} />
      ) : !results.data ? (
        <SkeletonGrid count={6} height={64} />
      ) : results.data.results.length === 0 ? (
        <p className={content.empty}>Nothing found for “{q}”.</p>
      ) : (
        <div aria-busy={results.isPlaceholderData || undefined}>
          <p className={content.sectionHint}>
            {results.data.count} {results.data.count === 1 ? 'result' : 'results'}
          </p>
          <ul className={styles.results} aria-label="Results">
            {results.data.results.map((result) => {
              const path = searchResultPath(result);
              return (
                <li key={`${result.kind}-${result.id}`} className={styles.result}>
                  <span className={styles.kind}>{result.kind}</span>
                  <div className={styles.resultMain}>
                    {path ? (
                      <Link to={path} className={styles.name}>
                        {result.name}
                      </Link>
                    ) : (
                      <span className={styles.name}>{result.name}</span>
                    )}
                    <span className={styles.subtitle}>{result.subtitle}</span>
                  </div>
                  <ScoreBadge score={result.rating} />
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            count={results.data.count}
            pageSize={SEARCH_PAGE_SIZE}
            hrefFor={(target) => `?${write({ page: target })}`}
          />
        </div>
      )}
    </div>
  );
}
