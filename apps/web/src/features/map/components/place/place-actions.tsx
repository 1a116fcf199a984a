import { Link } from 'react-router';
import { buttonClassName } from '../../../../shared/ui/button';
import { ChevronRightIcon } from '../../../../shared/ui/icons';
import { AddToTripButton } from '../../../planner';
import { type MarkObject, MarkButton } from '../../../social';
import { placeOverlayStore } from './place-overlay-store';
import styles from './place.module.css';

interface PlaceActionsProps {
  object: MarkObject;
  id: number;
  name: string;
  isLiked: boolean;
  likes: number;
  /** The place's own page. */
  path: string;
}

/**
 * The action row of a tooltip and an info window: the like toggle (optimistic; signed out it
 * opens the sign-in modal), the trip planner's add-to-trip button (§4) and the link to the
 * place's page.
 */
export function PlaceActions({ object, id, name, isLiked, likes, path }: PlaceActionsProps) {
  return (
    <div className={styles.actions}>
      <MarkButton
        kind="like"
        object={object}
        id={id}
        name={name}
        active={isLiked}
        count={likes}
        compact
      />
      <AddToTripButton
        object={object}
        id={id}
        name={name}
        onDone={() => placeOverlayStore.getState().close()}
      />
      <Link
        className={[buttonClassName({ variant: 'secondary' }), styles.detailsLink].join(' ')}
        to={path}
        aria-label={`Details of ${name}`}
      >
        Details
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}
