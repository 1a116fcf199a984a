import { CloseIcon } from '../../../../shared/ui/icons';
import { type SelectedObject, useMapViewStore } from '../../stores/map-view-store';
import { BestRatedPlaces } from '../place/best-rated-places';
import { SelectedCity, SelectedCountry } from '../place/selected-area';
import { SelectedPlace } from '../place/selected-place';
import styles from '../place/selected.module.css';

const TITLES: Record<SelectedObject['type'], string> = {
  attraction: 'Selected attraction',
  shop: 'Selected shop',
  food: 'Selected food and drink place',
  event: 'Selected event',
  city: 'Selected city',
  country: 'Selected country',
};

function SelectedView({ selected }: { selected: SelectedObject }) {
  switch (selected.type) {
    case 'city':
      return <SelectedCity id={selected.id} />;
    case 'country':
      return <SelectedCountry id={selected.id} />;
    default:
      return <SelectedPlace kind={selected.type} id={selected.id} />;
  }
}

/**
 * The 'selected' tab (§2, §4): the selected place, city or country in full with a button that
 * clears the selection; with nothing selected, how to select and the best rated places in view.
 */
export function SelectedTab() {
  const selected = useMapViewStore((state) => state.selected);
  const select = useMapViewStore((state) => state.select);

  if (!selected) {
    return (
      <div className={styles.tab}>
        <p className={styles.intro}>
          Pick a place on the map or from the list below to see its photos, rating, address and
          contacts here.
        </p>
        <BestRatedPlaces />
      </div>
    );
  }

  return (
    <div className={styles.tab}>
      <div className={styles.header}>
        <h2 className={styles.title}>{TITLES[selected.type]}</h2>
        <button
          type="button"
          className={styles.clear}
          onClick={() => select(null)}
          aria-label="Clear the selection"
          title="Clear the selection"
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <SelectedView key={`${selected.type}:${selected.id}`} selected={selected} />
    </div>
  );
}
