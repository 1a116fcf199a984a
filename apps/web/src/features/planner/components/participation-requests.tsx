import { PAGE_SIZES } from '@ai-map/contracts';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAnswerParticipationRequest } from '../api/answer-participation-request';
import { useParticipationRequests } from '../api/get-participation-requests';
import styles from './trip-panel.module.css';

/** Pending requests to join, three a page, for the owner and editors to accept or decline. */
export function ParticipationRequests({ tripId }: { tripId: number }) {
  const [page, setPage] = useState(1);
  const requests = useParticipationRequests(tripId, page, true);
  const answer = useAnswerParticipationRequest();
  const count = requests.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZES.participationRequests));
  // A page emptied by answering its last request falls back to the one before.
  if (page > pages) setPage(pages);
  if (!requests.data || count === 0) return null;

  return (
    <section className={styles.requests} aria-labelledby={`requests-${tripId}`}>
      <h3 id={`requests-${tripId}`} className={styles.sectionTitle}>
        Requests to join ({count})
      </h3>
      <ul>
        {requests.data.results.map((request) => (
          <li key={request.id} className={styles.requestRow}>
            <span>
              {request.user.name || request.user.username} <small>as {request.role}</small>
            </span>
            <span className={styles.row}>
              {(['accept', 'decline'] as const).map((action) => (
                <Button
                  key={action}
                  variant={action === 'accept' ? 'primary' : 'secondary'}
                  disabled={answer.isPending}
                  aria-label={`${action === 'accept' ? 'Accept' : 'Decline'} ${request.user.name || request.user.username}`}
                  onClick={() =>
                    answer.mutate(
                      { tripId, requestId: request.id, action },
                      { onError: (error) => toast.error(errorDetail(error)) },
                    )
                  }
                >
                  {action === 'accept' ? 'Accept' : 'Decline'}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.row} aria-label="Pages of requests">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
