import type { SharedTripRole } from '@ai-map/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/api/session-store';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAskToJoin } from '../api/ask-to-join';
import styles from './trip-panel.module.css';

/** A participation request with a role (spec 000 §5: signed out, the user goes to /login). */
export function AskToJoin({ tripId }: { tripId: number }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const navigate = useNavigate();
  const ask = useAskToJoin();
  const [role, setRole] = useState<SharedTripRole>('editor');

  if (ask.isSuccess) return <p className={styles.muted}>Your request to join has been sent.</p>;
  return (
    <div className={styles.row}>
      <select
        aria-label="Role to ask for"
        value={role}
        onChange={(event) => setRole(event.target.value === 'viewer' ? 'viewer' : 'editor')}
      >
        <option value="editor">Editor</option>
        <option value="viewer">Viewer</option>
      </select>
      <Button
        variant="secondary"
        loading={ask.isPending}
        onClick={() => {
          if (!signedIn) {
            void navigate('/login');
            return;
          }
          ask.mutate({ tripId, role }, { onError: (error) => toast.error(errorDetail(error)) });
        }}
      >
        Ask to join
      </Button>
    </div>
  );
}
