import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import type { AuthMode } from '../../../shared/stores/auth-modal-store';
import styles from './auth.module.css';
import { AuthPanel } from './auth-panel';

/** The /login page: the auth modal's content as a page; success goes home. */
export function LoginPage() {
  const [mode, setMode] = useState<AuthMode>('signin');
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();

  // Someone already signed in has nothing to do here.
  if (isSignedIn) return <Navigate to="/" replace />;

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <AuthPanel
          mode={mode}
          onModeChange={setMode}
          headingLevel="h1"
          onSignedIn={() => void navigate('/', { replace: true })}
        />
      </section>
    </div>
  );
}
