import type { GeoKind } from '@ai-map/contracts';
import { PinIcon } from '../../../../shared/ui/icons';
import { ScoreBadge } from '../../../../shared/ui/score-badge';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useCity, cityPath } from '../../../catalog';
import { PhotoSlider } from '../../../places';
import { usePlaceDetail } from '../../api/place-details';
import { PlaceActions } from './place-actions';
import { placeSummary } from './place-summary';
import type { PlaceTarget } from './place-target';
import styles from './place.module.css';

/** Spec 001 §4 and §8: what a tooltip says when the place's details cannot be loaded. */
export const PLACE_ERROR_TEXT = 'Something went wrong...';

/** The content of a place's tooltip and info window: loader, then details, or the error. */
export function PlaceOverview({ target }: { target: PlaceTarget }) {
  return target.kind === 'city' ? (
    <CityOverview id={target.id} />
  ) : (
    <PointOverview kind={target.kind} id={target.id} />
  );
}

function OverviewLoader() {
  return (
    <div className={styles.overview} role="status" aria-label="Loading the place">
      <Skeleton height={150} radius="var(--radius-md)" />
      <div className={styles.overviewBody}>
        <Skeleton width="70%" height={18} />
        <Skeleton width="45%" height={14} />
        <Skeleton width="85%" height={14} />
      </div>
    </div>
  );
}

function OverviewError() {
  return (
    <p className={styles.overviewError} role="alert">
      {PLACE_ERROR_TEXT}
    </p>
  );
}

function PointOverview({ kind, id }: { kind: GeoKind; id: number }) {
  const detail = usePlaceDetail(kind, id);
  if (detail.isPending) return <OverviewLoader />;
  if (detail.isError) return <OverviewError />;
  const place = placeSummary(detail.data);
  return (
    <div className={styles.overview}>
      <PhotoSlider images={place.images} name={place.name} blurred={place.blurred} />
      <div className={styles.overviewBody}>
        <div className={styles.titleRow}>
          <h2 className={styles.overviewName}>{place.name}</h2>
          <ScoreBadge score={place.rating} />
        </div>
        {place.categories.length > 0 && (
          <p className={styles.categories}>{place.categories.slice(0, 3).join(' · ')}</p>
        )}
        {place.dates && <p className={styles.line}>{place.dates}</p>}
        {place.address && (
          <p className={styles.line}>
            <PinIcon size={16} />
            <span>{place.address}</span>
          </p>
        )}
        <PlaceActions
          object={place.markObject}
          id={place.id}
          name={place.name}
          isLiked={place.isLiked}
          likes={place.likes}
          path={place.path}
        />
      </div>
    </div>
  );
}

function CityOverview({ id }: { id: number }) {
  const city = useCity(String(id));
  if (city.isPending) return <OverviewLoader />;
  if (city.isError) return <OverviewError />;
  const data = city.data;
  return (
    <div className={styles.overview}>
      {data.tile_image && <img className={styles.cityImage} src={data.tile_image} alt="" />}
      <div className={styles.overviewBody}>
        <div className={styles.titleRow}>
          <h2 className={styles.overviewName}>{data.name}</h2>
          <ScoreBadge score={data.rating} />
        </div>
        <p className={styles.categories}>
          {[data.region_name, data.country_name].filter(Boolean).join(', ')}
        </p>
        <p className={styles.line}>{data.popularity_text}</p>
        <PlaceActions
          object="city"
          id={data.city_id}
          name={data.name}
          isLiked={data.is_liked}
          likes={data.number_of_likes}
          path={cityPath(data.slug)}
        />
      </div>
    </div>
  );
}
