import { Modal } from '../../../../shared/ui/modal';
import { MarkerLegend } from './marker-legend';
import { OverlayLegend } from './overlay-legend';
import styles from './legend-modal.module.css';

/** The map legend (spec 001 §2): every marker the map draws, drawn the same way. */
export function LegendModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal labelledBy="map-legend-title" onClose={onClose} maxWidth={720}>
      <header className={styles.header}>
        <h2 id="map-legend-title">Map legend</h2>
        <p>What the markers on the map mean.</p>
      </header>
      <div className={styles.columns}>
        <div>
          <MarkerLegend />
        </div>
        <div>
          <OverlayLegend />
        </div>
      </div>
    </Modal>
  );
}
