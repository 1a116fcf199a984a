import { throwPageError } from '../api/not-found';
import { ApiRequestError } from '../api/api-error';
import { Button } from './button';
import styles from './content.module.css';

/**
 * A list page whose call failed: a page number past the end (400/404) gets a way back to page 1;
 * a server failure goes to the server-error page.
 */
export function ListError({ error }: { error: unknown }) {
  if (!(error instanceof ApiRequestError) || error.status >= 500) throwPageError(error);
  return (
    <div className={styles.empty} role="alert">
      <p>This page of the list does not exist.</p>
      <Button variant="secondary" onClick={() => window.location.assign(window.location.pathname)}>
        Go to the first page
      </Button>
    </div>
  );
}
