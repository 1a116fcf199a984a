import {
  iconOfKind,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  type SearchResult,
} from '@ai-map/contracts';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { CloseIcon, GlobeIcon, PinIcon } from '../../../../shared/ui/icons';
import { useSearch } from '../../../search';
import { useMapViewStore } from '../../stores/map-view-store';
import { MarkerGlyph } from '../legend/marker-glyph';
import {
  groupResults,
  nextActive,
  optionId,
  resultFlyTarget,
  resultSelection,
} from './search-results';
import { useDebouncedValue } from './use-debounced-value';
import styles from './map-search-box.module.css';

/**
 * The map's search box (spec 001 §2): names of countries, cities and places from the general
 * search, 300 ms after the last keystroke, grouped by kind; choosing one flies the map there and
 * opens a place in the selected view. A combobox: arrows move, Enter chooses, Escape closes.
 */
export function MapSearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch({ type: 'general', q, page: 1 });
  const results = useMemo(() => (q ? (search.data?.results ?? []) : []), [q, search.data]);
  const groups = useMemo(() => groupResults(results), [results]);
  const flat = groups.flatMap((group) => group.items.map((item) => item.result));
  const flyTo = useMapViewStore((state) => state.flyTo);
  const select = useMapViewStore((state) => state.select);
  const setSearchPick = useMapViewStore((state) => state.setSearchPick);
  const listId = useId();
  const expanded = open && text.trim().length > 0;
  // The results answer the text in the box (not an earlier one still shown while typing).
  const settled = q === text.trim() && !search.isPlaceholderData;

  // The option the arrow keys reach stays in sight in a scrolled list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (result: SearchResult) => {
    flyTo(resultFlyTarget(result));
    setSearchPick({ name: result.name, center: result.geo_points_json });
    const selection = resultSelection(result);
    if (selection) select(selection);
    setText(result.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(nextActive(active, flat.length, event.key === 'ArrowDown' ? 1 : -1));
        break;
      case 'Enter': {
        const result = flat[active] ?? (active < 0 ? flat[0] : undefined);
        if (expanded && settled && result) {
          event.preventDefault();
          choose(result);
        }
        break;
      }
      case 'Escape':
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        break;
    }
  };

  return (
    <div className={styles.box} role="search">
      <input
        className={styles.input}
        type="text"
        role="combobox"
        aria-label="Search the map"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search countries, cities, places…"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on an option lands before the blur closes the list (options take mousedown).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear the search"
          onClick={() => {
            setText('');
            setActive(-1);
            setSearchPick(null);
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
      <div className={styles.dropdown} hidden={!expanded}>
        <SearchStatus
          pending={!settled || search.isFetching}
          failed={search.isError}
          empty={search.isSuccess && results.length === 0}
          text={text.trim()}
        />
        <SearchResultList
          listId={listId}
          groups={groups}
          active={active}
          onChoose={choose}
          onHover={setActive}
        />
      </div>
    </div>
  );
}

function ResultIcon({ result }: { result: SearchResult }) {
  if (result.kind === 'country') return <GlobeIcon size={20} className={styles.areaIcon} />;
  if (result.kind === 'city') return <PinIcon size={20} className={styles.areaIcon} />;
  return <MarkerGlyph icon={iconOfKind[result.kind]} size={22} />;
}

interface SearchStatusProps {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  text: string;
}

function SearchStatus({ pending, failed, empty, text }: SearchStatusProps) {
  const message = pending
    ? 'Searching…'
    : failed
      ? 'The search failed. Please try again.'
      : empty
        ? `Nothing found for “${text}”.`
        : null;
  return (
    <div className={styles.status} role="status" hidden={!message}>
      {message}
    </div>
  );
}

interface SearchResultListProps {
  listId: string;
  groups: ReturnType<typeof groupResults>;
  /** The index of the option the arrow keys or the pointer reached, -1 for none. */
  active: number;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
}

/** The options grouped by kind; an option is chosen on mousedown, before the input's blur. */
function SearchResultList({ listId, groups, active, onChoose, onHover }: SearchResultListProps) {
  return (
    <div id={listId} role="listbox" aria-label="Search results">
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
          <div id={`${listId}-${group.kind}`} className={styles.groupLabel}>
            {group.label}
          </div>
          {group.items.map(({ result, index }) => (
            <div
              key={`${result.kind}-${result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(result);
              }}
              onMouseMove={() => onHover(index)}
            >
              <ResultIcon result={result} />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{result.name}</span>
                <span className={styles.optionSubtitle}>{result.subtitle}</span>
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
