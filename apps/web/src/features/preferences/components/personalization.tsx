import type { FilterNode, PreferenceItem, Preferences } from '@ai-map/contracts';
import { useId, useState } from 'react';
import { CloseIcon } from '../../../shared/ui/icons';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Button } from '../../../shared/ui/button';
import { toggleNode, CategoryTree, useFilterTrees } from '../../map';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { filterTree, namedItems } from '../lib/tree-search';
import styles from './personalization.module.css';

const LISTS: { list: keyof Preferences; title: string; tree: 'attraction' | 'shopping' }[] = [
  { list: 'attractions', title: 'Attractions', tree: 'attraction' },
  { list: 'shopping', title: 'Shopping', tree: 'shopping' },
];

/**
 * Personalization in the General tab (spec 000 §2): a search box ("Type to choose"), the
 * attraction and shopping category trees of `GET filter/tree/`, and the chosen categories as
 * removable chips. Each change is shown at once and saved 500 ms after the last one.
 */
export function Personalization() {
  const preferences = usePreferences();
  const trees = useFilterTrees();
  const savers = useUpdatePreferences();
  const [search, setSearch] = useState('');
  const headingId = useId();
  const searchId = useId();

  const failed = preferences.isError || trees.isError;
  const ready = preferences.data && trees.data;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>Personalization</h3>
      <p className={styles.intro}>Choose the kinds of places you like to visit and to shop at.</p>
      <label htmlFor={searchId} className="visually-hidden">
        Search categories
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder="Type to choose"
        maxLength={255}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {failed ? (
        <div className={styles.state} role="alert">
          <p>Your preferences could not be loaded.</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (preferences.isError) void preferences.refetch();
              if (trees.isError) void trees.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : !ready ? (
        <div
          className={styles.loading}
          role="status"
          aria-busy="true"
          aria-label="Loading preferences"
        >
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </div>
      ) : (
        LISTS.map(({ list, title, tree }) => (
          <PreferenceGroup
            key={list}
            title={title}
            tree={trees.data[tree].children}
            chosen={preferences.data[list]}
            search={search}
            onChange={(change) => savers[list].change(change)}
          />
        ))
      )}
    </section>
  );
}

interface PreferenceGroupProps {
  title: string;
  tree: readonly FilterNode[];
  chosen: readonly PreferenceItem[];
  search: string;
  onChange: (change: (items: PreferenceItem[]) => PreferenceItem[]) => void;
}

function PreferenceGroup({ title, tree, chosen, search, onChange }: PreferenceGroupProps) {
  const headingId = useId();
  const ids = chosen.map((item) => item.id);
  const shown = filterTree(tree, search);
  const searching = search.trim().length > 0;
  // Toggling works on the whole tree: splitting a chosen parent must keep its hidden children.
  const toggle = (id: string) =>
    onChange((current) =>
      namedItems(
        toggleNode(
          tree,
          current.map((item) => item.id),
          id,
          'covering',
        ),
        tree,
        current,
      ),
    );

  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label={`Chosen ${title.toLowerCase()}`}>
          {chosen.map((item) => (
            <li key={item.id} className={styles.chip}>
              {item.name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${item.name}`}
                onClick={() =>
                  onChange((current) => current.filter((other) => other.id !== item.id))
                }
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 ? (
        <CategoryTree
          // A new search remounts the tree, so clearing it shows the branches as they were.
          key={searching ? 'search' : 'all'}
          nodes={shown}
          selected={ids}
          mode="covering"
          onToggle={toggle}
          expandAll={searching}
          showDetails={false}
          label={`${title} categories`}
        />
      ) : (
        <p className={styles.empty}>
          No {title.toLowerCase()} categories match “{search.trim()}”.
        </p>
      )}
    </div>
  );
}
