import { useState } from 'react';
import { useFeatureFlag, switchedOffNote } from '../../../flags';
import { AdvancedFilterModal } from './advanced-filter-modal';
import styles from './sidebar-actions.module.css';

/**
 * Opens the advanced filter. Gated by the mapAdvancedFilters flag (spec 001 §2): OFF hides the
 * button, DISABLED shows it inert with a tooltip.
 */
export function AdvancedFilterButton() {
  const flag = useFeatureFlag('mapAdvancedFilters');
  const [open, setOpen] = useState(false);
  if (flag === 'OFF') return null;
  const disabled = flag === 'DISABLED';
  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-disabled={disabled || undefined}
        title={disabled ? switchedOffNote('mapAdvancedFilters') : undefined}
        onClick={() => {
          if (!disabled) setOpen(true);
        }}
      >
        Advanced filters
      </button>
      {open && <AdvancedFilterModal onClose={() => setOpen(false)} />}
    </>
  );
}
