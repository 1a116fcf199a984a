import { plannerMessages } from '@ai-map/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAddPlace } from '../api/add-place';
import { useCreateTrip } from '../api/create-trip';
import { useAddObjectList } from '../api/get-add-object-list';
import { reportAddPlaceError } from '../lib/add-place-error';
import type { PlaceToAdd } from '../stores/planner-ui-store';
import styles from './planner-modals.module.css';

interface AddToTripModalProps {
  place: PlaceToAdd;
  onClose: () => void;
}

/**
 * Spec 000 §2 add-to-trip modal: the trips the viewer may add to (add_object_list), or a new
 * trip planned from this place alone, whose chat opens afterwards.
 */
export function AddToTripModal({ place, onClose }: AddToTripModalProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const trips = useAddObjectList({ type: place.type, id: place.id });
  const addPlace = useAddPlace();
  const createTrip = useCreateTrip();
  // add_object_list holds only the trips the viewer may edit: the server picks them in SQL by
  // the trip policy (`rolesThatMay('edit')`), so there is no role left to check here.
  const editable = trips.data?.results ?? [];

  const createNew = () =>
    createTrip.mutate(
      {
        duration_days: 1,
        divide_by_days: false,
        initial_places_to_visit: [{ place_id: place.id, place_type: place.type }],
      },
      {
        onSuccess: (trip) => {
          toast.success(plannerMessages.placeAdded);
          onClose();
          if (trip.chat_slug) void navigate(`/chat/${trip.chat_slug}`);
        },
        onError: reportAddPlaceError,
      },
    );

  return (
    <Modal labelledBy={headingId} onClose={onClose} maxWidth={400}>
      <div className={styles.body}>
        <h2 id={headingId}>Add to trip</h2>
        <p className={styles.muted}>Choose a trip for {place.name}, or start a new one.</p>
        {trips.isPending && <p role="status">Loading your trips…</p>}
        {editable.length > 0 && (
          <ul className={styles.tripList} aria-label="Your trips">
            {editable.map((trip) => {
              const added = trip.place_to_visit_id !== null;
              const adding = addPlace.isPending && addPlace.variables.tripId === trip.id;
              return (
                <li key={trip.id} className={styles.tripRow}>
                  <span>{trip.title || 'New trip'}</span>
                  <Button
                    variant={added ? 'secondary' : 'primary'}
                    disabled={added}
                    loading={adding}
                    aria-label={added ? `Added to ${trip.title}` : `Add to ${trip.title}`}
                    onClick={() =>
                      addPlace.mutate(
                        {
                          tripId: trip.id,
                          place_id: place.id,
                          place_type: place.type,
                          day_of_trip: Math.max(1, trip.duration_days),
                        },
                        { onError: reportAddPlaceError },
                      )
                    }
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={createNew} loading={createTrip.isPending}>
            New trip
          </Button>
        </div>
      </div>
    </Modal>
  );
}
