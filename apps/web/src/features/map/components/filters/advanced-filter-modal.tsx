import { useMemo, useState } from 'react';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal';
import { useAdvancedFilters } from '../../api/get-advanced-filters';
import { useFilterTrees } from '../../api/get-filter-trees';
import { useMapFiltersStore } from '../../stores/map-filters-store';
import {
  type AdvancedDraft,
  applyDraft,
  draftFromFilters,
  emptyAdvancedDraft,
  locationSearchFilters,
} from './advanced-draft';
import { AdvancedGroupSection } from './advanced-group-section';
import { advancedGroups } from './advanced-groups';
import { ListSkeleton, LoadError } from './load-states';
import { MatchCount } from './match-count';
import styles from './advanced-filter-modal.module.css';

/**
 * The advanced filter (spec 001 §2, §5): every filter tree at once, edited as a draft and
 * applied together. Categories become the point filters of their kinds; the where-and-when
 * choices are kept in the filters store and counted by the advanced search.
 */
export function AdvancedFilterModal({ onClose }: { onClose: () => void }) {
  const filters = useMapFiltersStore((state) => state.filters);
  const advanced = useMapFiltersStore((state) => state.advanced);
  const applyAdvanced = useMapFiltersStore((state) => state.applyAdvanced);
  const [initial] = useState<AdvancedDraft>(() => draftFromFilters(filters, advanced));
  const [draft, setDraft] = useState(initial);
  const trees = useFilterTrees();
  const ranges = useAdvancedFilters();
  const groups = useMemo(() => (trees.data ? advancedGroups(trees.data) : []), [trees.data]);
  const searchFilters = useMemo(() => locationSearchFilters(draft), [draft]);

  const apply = () => {
    const { points, advanced: selection } = applyDraft(draft, initial);
    applyAdvanced(points, selection);
    onClose();
  };

  return (
    <Modal labelledBy="advanced-filters-title" onClose={onClose} maxWidth={760} height="86vh">
      <header className={styles.header}>
        <h2 id="advanced-filters-title">Advanced filters</h2>
        <p>Where and when to travel, and what to find there.</p>
      </header>
      <div className={styles.body}>
        {trees.data ? (
          <div className={styles.groups}>
            {groups.map((group) => (
              <div key={group.id} id={`advanced-${group.id}`} className={styles.groupCell}>
                <AdvancedGroupSection
                  group={group}
                  draft={draft}
                  onChange={setDraft}
                  temperature={ranges.data?.temperature}
                />
              </div>
            ))}
          </div>
        ) : trees.isError ? (
          <LoadError what="filters" onRetry={() => void trees.refetch()} />
        ) : (
          <ListSkeleton />
        )}
      </div>
      <footer className={styles.footer}>
        <MatchCount filters={searchFilters} />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setDraft(emptyAdvancedDraft())}>
            Reset all
          </Button>
          <Button onClick={apply} disabled={!trees.data}>
            Apply
          </Button>
        </div>
      </footer>
    </Modal>
  );
}
