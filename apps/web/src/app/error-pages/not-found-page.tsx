import { messages } from '@ai-map/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '../../shared/ui/button';
import styles from './error-pages.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{messages.notFound}</h1>
      <p>The address may be mistyped, or the page may have moved. Your trips are safe.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName({ size: 'large' })}>
          Go to home
        </Link>
      </div>
    </section>
  );
}
