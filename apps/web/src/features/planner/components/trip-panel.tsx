import { placesLabel, type TransportType, type Trip } from '@ai-map/contracts';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { FinishFlagIcon, FlagIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useChangeStop } from '../api/change-stop';
import { useTrip } from '../api/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import { canEditTrip, canOnTrip } from '../lib/trip-access';
import { tripPeriodLabel } from '../lib/trip-dates';
import { AskToJoin } from './ask-to-join';
import { BlurredTrip, TripIdeas, TripToolbar } from './trip-panel-parts';
import { BudgetPanel } from './budget-panel';
import { ImportPlacesModal } from './import-places-modal';
import { ParticipationRequests } from './participation-requests';
import { TripExportMenu } from './trip-export-menu';
import { TransportPicker } from './transport-picker';
import { TripDays } from './trip-days';
import styles from './trip-panel.module.css';

const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', other: 'Viewer' } as const;

/** The trip of an open chat: title, days and stops, legs, budget and Plan Together requests. */
export function TripPanel({ tripId }: { tripId: number }) {
  const trip = useTrip(tripId);
  if (trip.isPending) {
    return (
      <p className={styles.status} role="status">
        Loading the trip…
      </p>
    );
  }
  if (trip.isError) {
    return (
      <p className={styles.status} role="alert">
        {errorDetail(trip.error)}
      </p>
    );
  }
  return <TripView trip={trip.data} />;
}

function TripView({ trip }: { trip: Trip }) {
  const role = trip.current_participation_role;
  const editable = canEditTrip(trip);
  const [renumbering, setRenumbering] = useState(false);
  const [importing, setImporting] = useState(false);
  const updateTrip = useUpdateTrip();
  const changeStop = useChangeStop();

  const changeStartTransport = (transport: TransportType) =>
    changeStop.mutate(
      {
        tripId: trip.id,
        pointType: 'start',
        stopId: trip.id,
        body: { next_point_transport_type: transport },
      },
      { onError: (error) => toast.error(errorDetail(error)) },
    );

  return (
    <div
      className={styles.panel}
      data-testid="trip-panel"
      data-role={role}
      data-version={trip.version}
    >
      <header className={styles.header}>
        <TripTitle
          trip={trip}
          editable={editable}
          onRename={(title) => updateTrip.mutate({ tripId: trip.id, title })}
        />
        <div className={styles.meta}>
          <TripExportMenu tripId={trip.id} />
          <span className={styles.badge} data-testid="trip-role">
            {ROLE_LABELS[role]}
          </span>
          <span>
            {trip.places_count} {placesLabel(trip.places_count)}
          </span>
          <span>
            {trip.duration_days} {trip.duration_days === 1 ? 'day' : 'days'}
          </span>
        </div>
      </header>

      {trip.is_blurred ? (
        <BlurredTrip tripId={trip.id} />
      ) : (
        <>
          {editable && (
            <TripToolbar
              trip={trip}
              renumbering={renumbering}
              onRenumbering={setRenumbering}
              onImport={() => setImporting(true)}
              updateTrip={updateTrip}
            />
          )}
          {importing && <ImportPlacesModal trip={trip} onClose={() => setImporting(false)} />}
          {trip.start_point && (
            <div className={styles.endpoint}>
              <FlagIcon size={18} className={styles.endpointIcon} />
              Start: {trip.start_point.name || 'Start point'}
              {trip.next_point_time_min !== null && (
                <TransportPicker
                  transport={trip.next_point_transport_type}
                  minutes={trip.next_point_time_min}
                  from="the start"
                  editable={editable}
                  busy={changeStop.isPending}
                  onChange={changeStartTransport}
                />
              )}
            </div>
          )}
          {trip.places_count === 0 && (
            <p className={styles.muted}>
              No places yet: add them from the map or ask the assistant.
            </p>
          )}
          <TripDays trip={trip} editable={editable} renumbering={renumbering} />
          <TripIdeas trip={trip} />
          {trip.end_point && (
            <div className={styles.endpoint}>
              <FinishFlagIcon size={18} className={styles.endpointIcon} />
              End: {trip.end_point.name || 'End point'}
            </div>
          )}
          <BudgetPanel
            tripId={trip.id}
            editable={editable}
            period={tripPeriodLabel(trip.start_date, trip.duration_days)}
          />
          {canOnTrip(trip, 'manage_participants') && <ParticipationRequests tripId={trip.id} />}
          {/* Who may read the trip but not plan it can ask to plan it too. */}
          {!editable && (
            <section className={styles.requests}>
              <p className={styles.muted}>
                You can read this trip. Ask to join to plan it together.
              </p>
              <AskToJoin tripId={trip.id} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** Spec 000 §4 Trip rename: Enter or blur saves; unchanged keeps; empty reverts. */
function TripTitle({
  trip,
  editable,
  onRename,
}: {
  trip: Trip;
  editable: boolean;
  onRename: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const title = trip.title || 'New trip';
  if (!editable) return <h2 className={styles.title}>{title}</h2>;
  if (!editing) {
    return (
      <h2 className={styles.title}>
        <button
          type="button"
          className={styles.titleButton}
          onClick={() => setEditing(true)}
          aria-label={`Rename ${title}`}
        >
          {title}
        </button>
      </h2>
    );
  }
  const finish = (value: string) => {
    setEditing(false);
    const next = value.trim();
    if (next && next !== trip.title) onRename(next);
  };
  return (
    <input
      className={styles.titleInput}
      aria-label="Trip title"
      defaultValue={trip.title}
      // Focus follows the user's own click on the title.
      autoFocus
      maxLength={255}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(event.currentTarget.value);
        if (event.key === 'Escape') setEditing(false);
      }}
      onBlur={(event) => finish(event.currentTarget.value)}
    />
  );
}
