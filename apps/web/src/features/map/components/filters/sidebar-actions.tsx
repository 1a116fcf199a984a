import { AdvancedFilterButton } from './advanced-filter-button';
import { ShareFiltersButton } from './share-filters-button';
import styles from './sidebar-actions.module.css';

/** The sidebar's filter actions under the tabs: the advanced filter and a shareable link. */
export function SidebarActions() {
  return (
    <div className={styles.actions}>
      <AdvancedFilterButton />
      <ShareFiltersButton />
    </div>
  );
}
