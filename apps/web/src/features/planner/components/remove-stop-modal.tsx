import { useId, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import styles from './planner-modals.module.css';

/**
 * A question before a change to a stop, in the app's own dialog (the browser's confirm() looked
 * like a page error and could not say what else goes with the stop): "Keep it" or the change.
 */
function StopQuestion({
  title,
  children,
  action,
  danger = false,
  onCancel,
  onConfirm,
}: {
  title: string;
  children: ReactNode;
  action: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const headingId = useId();
  return (
    <Modal labelledBy={headingId} onClose={onCancel} maxWidth={400}>
      <div className={styles.body}>
        <h2 id={headingId}>{title}</h2>
        <p className={styles.muted}>{children}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Keep it
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {action}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Before a custom place (an imported pin) leaves the trip. Catalogue stops go at once with an
 * Undo in the toast; a custom place cannot be added back.
 */
export function RemoveStopModal({
  name,
  onCancel,
  onRemove,
}: {
  name: string;
  onCancel: () => void;
  onRemove: () => void;
}) {
  return (
    <StopQuestion
      title={`Remove ${name}?`}
      action="Remove"
      danger
      onCancel={onCancel}
      onConfirm={onRemove}
    >
      It leaves the trip for everyone who plans it, with its note, its link and its leg to the next
      stop. A place you imported cannot be added back from the map.
    </StopQuestion>
  );
}

/** Before a typed number takes a stop to another day (the planner's sentence says which). */
export function MoveStopModal({
  name,
  question,
  onCancel,
  onMove,
}: {
  name: string;
  question: string;
  onCancel: () => void;
  onMove: () => void;
}) {
  return (
    <StopQuestion
      title={`Move ${name} to another day?`}
      action="Move it"
      onCancel={onCancel}
      onConfirm={onMove}
    >
      {question}
    </StopQuestion>
  );
}
