import { Button } from '../../../../shared/ui/button';
import styles from './general.module.css';

interface MobileApplyBarProps {
  onShow: () => void;
  onCancel: () => void;
}

/** Mobile: the sidebar's changes reach the map only from here (§2). */
export function MobileApplyBar({ onShow, onCancel }: MobileApplyBarProps) {
  return (
    <div className={styles.applyBar}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onShow}>Show on map</Button>
    </div>
  );
}
