import { InfoIcon } from '../../../../shared/ui/icons';
import { useMapViewStore } from '../../stores/map-view-store';
import { LegendModal } from './legend-modal';
import styles from './legend-modal.module.css';

/** The "Legend" button on the map and the legend it opens. */
export function LegendButton() {
  const open = useMapViewStore((state) => state.legendOpen);
  const setOpen = useMapViewStore((state) => state.setLegendOpen);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <InfoIcon size={18} />
        <span className={styles.buttonLabel}>Legend</span>
      </button>
      {open && <LegendModal onClose={() => setOpen(false)} />}
    </>
  );
}
