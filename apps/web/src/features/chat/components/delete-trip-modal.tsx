import { useId } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import styles from './trip-history.module.css';

interface DeleteTripModalProps {
  title: string;
  deleting: boolean;
  error: unknown;
  onCancel: () => void;
  onDelete: () => void;
}

/** Spec 000 §2 Sidebar and §9: the 300 px confirmation; a failure is shown in the modal. */
export function DeleteTripModal({
  title,
  deleting,
  error,
  onCancel,
  onDelete,
}: DeleteTripModalProps) {
  const headingId = useId();
  // The server's detail names the reason (e.g. only the owner may delete).
  const failure =
    error instanceof ApiRequestError
      ? error.message
      : error
        ? 'The trip could not be deleted. Check your connection and try again.'
        : null;
  return (
    <Modal labelledBy={headingId} onClose={onCancel} maxWidth={300}>
      <div className={styles.confirm}>
        <h2 id={headingId}>Delete trip?</h2>
        <p>“{title}” and its plan will be deleted for everyone who plans it.</p>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting' : 'Delete'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
