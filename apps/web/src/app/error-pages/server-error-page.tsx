import { Link } from 'react-router';
import { Button, buttonClassName } from '../../shared/ui/button';
import styles from './error-pages.module.css';

export function ServerErrorPage() {
  return (
    <section className={styles.page} aria-labelledby="server-error-title">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 id="server-error-title">Something went wrong</h1>
      <p>The page could not be shown. Please try again; if it keeps happening, let us know.</p>
      <div className={styles.actions}>
        <Button size="large" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Link to="/" className={buttonClassName({ variant: 'secondary', size: 'large' })}>
          Go to home
        </Link>
      </div>
    </section>
  );
}
