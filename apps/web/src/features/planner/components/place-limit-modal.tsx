import { plannerMessages } from '@ai-map/contracts';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import styles from './planner-modals.module.css';

/** Spec 000 §2 and §5: the trip holds as many places as it may; the limit itself is not shown. */
export function PlaceLimitModal({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  return (
    <Modal labelledBy={headingId} onClose={onClose} maxWidth={400}>
      <div className={styles.body}>
        <h2 id={headingId}>Warning</h2>
        <p>{plannerMessages.placeLimitReached}</p>
        <div className={styles.actions}>
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </Modal>
  );
}
