import type { Trip } from '@ai-map/contracts';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { UploadIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import type { useUpdateTrip } from '../api/update-trip';
import { AskToJoin } from './ask-to-join';
import styles from './trip-panel.module.css';

/** A private trip to someone outside it: a blurred hint of a plan and "Ask to join". */
export function BlurredTrip({ tripId }: { tripId: number }) {
  return (
    <div className={styles.blurred} aria-label="Private trip">
      <div className={styles.blurredContent} aria-hidden="true">
        <p>Day 1</p>
        <p>1 · ········</p>
        <p>2 · ··········</p>
      </div>
      <p>This trip is private. Ask to join to see its plan.</p>
      <AskToJoin tripId={tripId} />
    </div>
  );
}

/** The editors' tools: editor mode, the start date, one more day and the import of places. */
export function TripToolbar({
  trip,
  renumbering,
  onRenumbering,
  onImport,
  updateTrip,
}: {
  trip: Trip;
  renumbering: boolean;
  onRenumbering: (on: boolean) => void;
  onImport: () => void;
  /** The panel's own call, shared with the title's rename. */
  updateTrip: ReturnType<typeof useUpdateTrip>;
}) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={renumbering}
          onChange={(event) => onRenumbering(event.target.checked)}
        />
        Editor mode
      </label>
      <label className={styles.dateField}>
        Start date
        <input
          type="date"
          value={trip.start_date ?? ''}
          onChange={(event) =>
            updateTrip.mutate(
              { tripId: trip.id, start_date: event.target.value || null },
              { onError: (error) => toast.error(errorDetail(error)) },
            )
          }
        />
      </label>
      <Button
        variant="secondary"
        loading={updateTrip.isPending && updateTrip.variables.duration_days !== undefined}
        onClick={() =>
          updateTrip.mutate(
            { tripId: trip.id, duration_days: trip.duration_days + 1 },
            { onError: (error) => toast.error(errorDetail(error)) },
          )
        }
      >
        Add a day
      </Button>
      <Button variant="secondary" onClick={onImport}>
        <UploadIcon size={16} />
        Import places
      </Button>
    </div>
  );
}

/** The trip's ideas (places not yet put on a day), linked when they have a link. */
export function TripIdeas({ trip }: { trip: Trip }) {
  if (trip.ideas.length === 0) return null;
  return (
    <section className={styles.ideas} aria-labelledby={`trip-ideas-${trip.id}`}>
      <h3 id={`trip-ideas-${trip.id}`}>Ideas ({trip.ideas.length})</h3>
      <ul>
        {trip.ideas.map((idea) => (
          <li key={idea.id} title={idea.note ?? undefined}>
            {idea.link ? (
              <a href={idea.link} target="_blank" rel="noreferrer noopener">
                {idea.name}
              </a>
            ) : (
              idea.name
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
